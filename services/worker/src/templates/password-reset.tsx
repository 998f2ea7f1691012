import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { CONTACT_DETAILS, minutesText, type PasswordResetJob } from '@ssc/contracts';
import { ButtonLink, EmailLayout, P, paragraphStyle } from './layout';
import type { Template } from './template';

/** The single-use password-reset link, valid `validMinutes`. */
export const passwordReset: Template<PasswordResetJob> = (job, { siteName }) => {
  const greeting = job.firstName ? `مرحباً ${job.firstName}،` : 'مرحباً،';
  const subject = `إعادة تعيين كلمة المرور — ${siteName}`;
  const received = `تلقّينا طلباً لإعادة تعيين كلمة المرور لحسابك في ${siteName}.`;
  const validity = `الرابط صالح لمدة ${minutesText(job.validMinutes, 'oblique')} ولمرة واحدة فقط.`;
  const ignore = 'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغيّر شيء في حسابك.';
  const contact = `${CONTACT_DETAILS.landline.display} · ${CONTACT_DETAILS.emails[1] ?? CONTACT_DETAILS.emails[0]}`;

  const text = `${[
    greeting,
    '',
    received,
    'لاختيار كلمة مرور جديدة افتح الرابط التالي:',
    job.resetUrl,
    '',
    validity,
    ignore,
    '',
    'مع التحية،',
    `فريق ${siteName}`,
    contact,
  ].join('\n')}\n`;

  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={received}>
      <P>{greeting}</P>
      <P>{`${received} لاختيار كلمة مرور جديدة اضغط الزر التالي:`}</P>
      <ButtonLink href={job.resetUrl}>إعادة تعيين كلمة المرور</ButtonLink>
      <Text style={paragraphStyle}>
        {'أو انسخ الرابط التالي إلى المتصفح: '}
        <Link href={job.resetUrl} dir="ltr" style={{ wordBreak: 'break-all' }}>
          {job.resetUrl}
        </Link>
      </Text>
      <P>{`${validity} ${ignore}`}</P>
      <P muted>{contact}</P>
    </EmailLayout>
  );
  return { subject, text, html };
};
