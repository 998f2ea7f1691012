import { CONTACT_DETAILS, formatAmmanDateTime, type OfficeHoursChangedJob } from '@ssc/contracts';
import { ButtonLink, ContactLine, EmailLayout, P } from './layout';
import type { Template } from './template';

/**
 * «تغيير أوقات عمل المكتب» (issue 34.2): the office changed its hours and the client's appointment
 * falls outside them. It is not cancelled: the office will call, or the client moves or cancels it
 * with the signed link. No calendar file, as nothing about the event changed yet.
 */
export const officeHoursChanged: Template<OfficeHoursChangedJob> = (job, { siteName }) => {
  const when = formatAmmanDateTime(job.startsAt);
  const contactEmail = CONTACT_DETAILS.emails[0];

  const subject = `تغيير أوقات عمل المكتب — موعدك ${job.reference}`;
  const greeting = `مرحباً ${job.name}،`;
  const lines = [
    `غيّر المكتب أوقات عمله، وأصبح موعد استشارتك «${job.serviceName}» رقم ${job.reference} يوم ${when} (بتوقيت عمّان) خارج الأوقات الجديدة.`,
    'موعدك لم يُلغَ، وسيتواصل معك فريقنا لترتيب موعد بديل يناسبك.',
    ...(job.manageUrl
      ? ['ويمكنك أيضاً اختيار موعد آخر أو إلغاء الموعد من خلال الرابط التالي:']
      : []),
  ];
  const contacts = [contactEmail, CONTACT_DETAILS.landline.display];

  const text = [
    greeting,
    '',
    ...lines,
    ...(job.manageUrl ? [job.manageUrl] : []),
    '',
    `للاستفسار: ${contacts.join(' — ')}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');

  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={lines[0] ?? subject}>
      <P>{greeting}</P>
      {lines.map((line) => (
        <P key={line}>{line}</P>
      ))}
      {job.manageUrl ? <ButtonLink href={job.manageUrl}>إدارة موعدي</ButtonLink> : null}
      <ContactLine items={contacts} />
    </EmailLayout>
  );

  return { subject, text, html };
};
