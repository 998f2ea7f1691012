import {
  APPOINTMENT_STATUS_LABELS,
  CONSULTATION_MODE_LABELS,
  formatAmmanDate,
  formatAmmanTime,
  type OfficeDailySummaryJob,
  PAYMENT_STATUS_LABELS,
} from '@ssc/contracts';
import { ltr } from './format';
import { ButtonLink, EmailLayout, FactsTable, P } from './layout';
import type { Template } from './template';

/**
 * «مواعيد اليوم»: the office's morning summary (07:00 Amman) of the day's pending and confirmed
 * appointments in time order, each on one row: time, name, phone, service, mode, status, payment.
 */
export const officeDailySummary: Template<OfficeDailySummaryJob> = (job, { siteName }) => {
  // Noon UTC of that calendar day is the same day in Amman.
  const day = formatAmmanDate(new Date(`${job.day}T12:00:00Z`));
  const count = job.appointments.length + job.more;
  const subject = count > 0 ? `مواعيد اليوم (${count}) — ${day}` : `لا مواعيد اليوم — ${day}`;
  const intro =
    count > 0
      ? `مواعيد اليوم ${day} حسب توقيت عمّان (بانتظار التأكيد والمؤكدة):`
      : `لا توجد مواعيد محجوزة اليوم ${day}.`;
  const rows: [string, string][] = job.appointments.map((a) => [
    formatAmmanTime(new Date(a.startsAt)),
    [
      a.name,
      ltr(a.phone),
      a.serviceName,
      CONSULTATION_MODE_LABELS[a.consultationMode],
      APPOINTMENT_STATUS_LABELS[a.status],
      ...(a.paymentStatus ? [PAYMENT_STATUS_LABELS[a.paymentStatus]] : []),
      a.reference,
    ].join(' — '),
  ]);
  const more = job.more > 0 ? `و${job.more} موعداً آخر تجدها في لوحة الإدارة.` : undefined;
  const text = [
    intro,
    '',
    ...rows.map(([time, details]) => `${time}: ${details}`),
    ...(more ? ['', more] : []),
    '',
    `لوحة الإدارة: ${job.consoleUrl}`,
    '',
    `مع تحيات فريق ${siteName}`,
  ].join('\n');
  const html = (
    <EmailLayout siteName={siteName} title={subject} preview={intro}>
      <P>{intro}</P>
      {rows.length > 0 ? <FactsTable rows={rows} /> : null}
      {more ? <P strong>{more}</P> : null}
      <ButtonLink href={job.consoleUrl}>فتح لوحة الإدارة</ButtonLink>
    </EmailLayout>
  );
  return { subject, text, html };
};
