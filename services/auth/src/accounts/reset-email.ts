import { CONTACT_DETAILS, type EmailMessage } from '@ssc/contracts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ResetEmailInput {
  to: string;
  firstName: string;
  link: string;
  siteName: string;
  validMinutes: number;
}

/** The password-reset message, Arabic, right-to-left, in HTML and plain text. */
export function renderResetEmail(input: ResetEmailInput): EmailMessage {
  const { to, link, siteName, validMinutes } = input;
  const greeting = input.firstName ? `مرحباً ${input.firstName}،` : 'مرحباً،';
  const subject = `إعادة تعيين كلمة المرور — ${siteName}`;
  const lines = [
    greeting,
    '',
    `تلقّينا طلباً لإعادة تعيين كلمة المرور لحسابك في ${siteName}.`,
    'لاختيار كلمة مرور جديدة افتح الرابط التالي:',
    link,
    '',
    `الرابط صالح لمدة ${validMinutes} دقيقة ولمرة واحدة فقط.`,
    'إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغيّر شيء في حسابك.',
    '',
    `مع التحية،`,
    `فريق ${siteName}`,
    `${CONTACT_DETAILS.landline.display} · ${CONTACT_DETAILS.emails[1] ?? CONTACT_DETAILS.emails[0]}`,
  ];
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Tahoma,Arial,sans-serif;direction:rtl;text-align:right;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;line-height:1.8">
<h1 style="font-size:20px;margin:0 0 16px">${e(siteName)}</h1>
<p>${e(greeting)}</p>
<p>تلقّينا طلباً لإعادة تعيين كلمة المرور لحسابك في ${e(siteName)}. لاختيار كلمة مرور جديدة اضغط الزر التالي:</p>
<p style="text-align:center;margin:24px 0"><a href="${e(link)}" style="display:inline-block;background:#b91c1c;color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold">إعادة تعيين كلمة المرور</a></p>
<p>أو انسخ الرابط التالي إلى المتصفح:<br><a href="${e(link)}" dir="ltr" style="word-break:break-all">${e(link)}</a></p>
<p>الرابط صالح لمدة ${validMinutes} دقيقة ولمرة واحدة فقط. إذا لم تطلب ذلك فتجاهل هذه الرسالة، ولن يتغيّر شيء في حسابك.</p>
<p style="margin-top:24px">مع التحية،<br>فريق ${e(siteName)}</p>
</div>
</body>
</html>
`;
  return { to, subject, html, text: `${lines.join('\n')}\n` };
}
