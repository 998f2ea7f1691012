import {
  CONTACT_DETAILS,
  type EmailJob,
  emailJobSchema,
  formatAmmanDate,
  formatAmmanTime,
  type OfficeEvent,
} from '@ssc/contracts';
import { readPdf, unmarked } from '@ssc/pdf/testing';
import { describe, expect, it } from 'vitest';
import { paymentStateText } from './office-notification';
import { receiptFileName } from './payment-receipt';
import { renderEmail, templates } from './render';
import {
  previewSamples,
  SAMPLE_NAME,
  sampleConfirmation,
  sampleContactReceived,
  sampleDailySummary,
  sampleExpired,
  sampleInvoice,
  sampleOfficeNotice,
  sampleReceipt,
  sampleRefund,
  sampleReset,
  TEMPLATE_NAMES,
} from './samples';

const context = { siteName: 'سند للاستشارات' };
const render = (job: EmailJob) => renderEmail(emailJobSchema.parse(job), context);
/** How React writes the sample name into HTML text (the library's escaping, not ours). */
const ESCAPED_NAME = 'سارة &lt;b&gt;&quot;الخطيب&quot;&lt;/b&gt; &amp; أولادها';
// Attachments are text (.ics) or bytes (the receipt's PDF).
const unfolded = (ics: string | Buffer = '') => String(ics).replace(/\r\n /g, '').split('\r\n');

describe('every template', () => {
  it('has a sample, and the registry and the contract name the same templates', () => {
    expect(Object.keys(templates).sort()).toEqual([...TEMPLATE_NAMES].sort());
    expect(emailJobSchema.options.map((o) => o.shape.template.value).sort()).toEqual(
      [...TEMPLATE_NAMES].sort(),
    );
    for (const name of TEMPLATE_NAMES) {
      expect(previewSamples.some((s) => s.job.template === name)).toBe(true);
    }
  });

  it.each(previewSamples.map((s) => [s.file, s.job] as const))(
    '%s renders one Arabic right-to-left layout, HTML and text, the name escaped',
    async (_, job) => {
      const message = await render(job);
      expect(message.to).toBe(job.to);
      expect(message.subject.length).toBeGreaterThan(0);
      expect(message.html).toContain('lang="ar"');
      expect(message.html).toContain('dir="rtl"');
      expect(message.html).toContain('<h1');
      expect(message.html).toContain('سند للاستشارات');
      expect(message.html).not.toMatch(/<b>|<i>|<script/);
      expect(message.text.length).toBeGreaterThan(50);
      expect(message.text).not.toMatch(/<(p|a|table|html)[ >]/);
      if (job.template === 'password-reset') {
        expect(message.html).toContain('مرحباً سارة &lt;b&gt;،');
        expect(message.text).toContain('مرحباً سارة <b>،');
      } else if (job.template.startsWith('office-')) {
        // The office's own emails name the client instead of greeting them.
        if (JSON.stringify(job).includes('سارة')) {
          expect(message.html).toContain(ESCAPED_NAME);
          expect(message.text).toContain(SAMPLE_NAME);
        }
      } else {
        expect(message.html).toContain(`مرحباً ${ESCAPED_NAME}،`);
        expect(message.text).toContain(`مرحباً ${SAMPLE_NAME}،`);
      }
    },
  );
});

describe('the booking confirmation', () => {
  it('states the service, the date and time in Amman in Arabic with Latin digits, and the reference', async () => {
    const job = sampleConfirmation({ paymentDueAt: undefined });
    const message = await render(job);
    expect(formatAmmanDate(new Date(job.startsAt))).toBe('الأحد، 6 كانون الثاني 2030');
    expect(formatAmmanTime(new Date(job.startsAt))).toBe('9:00 ص');
    expect(message.to).toBe('sara@example.jo');
    expect(message.subject).toBe(
      'تم استلام طلب حجز موعدك SND-30-00042 — الأحد، 6 كانون الثاني 2030 الساعة 9:00 ص',
    );
    expect(message.text).toContain('رقم الحجز: SND-30-00042');
    for (const body of [message.text, message.html]) {
      expect(body).toContain('الاستشارات التقاعدية');
      expect(body).toContain('9:00 ص');
      expect(body).toContain('خلال 24 ساعة');
      expect(body).toContain('استرداد كامل المبلغ');
      expect(body).toContain('50%');
      expect(body).toContain(CONTACT_DETAILS.addressAr);
      expect(body).toContain('30 ديناراً أردنياً');
      expect(body).toContain('SND-30-00042');
    }
  });

  it('states the payment deadline when online payment holds the slot, and none otherwise', async () => {
    // 06:30 UTC = 09:30 in Amman on Sunday 30 December 2029.
    const held = await render(sampleConfirmation({ paymentDueAt: '2029-12-30T06:30:00.000Z' }));
    for (const body of [held.text, held.html]) {
      expect(body).toContain('آخر موعد للدفع');
      expect(body).toContain('يُرجى إتمام الدفع قبل الساعة 9:30 ص');
      expect(body).toContain('الأحد، 30 كانون الأول 2029');
      expect(body).toContain('يُلغى الحجز تلقائياً');
    }
    const open = await render(sampleConfirmation({ paymentDueAt: undefined }));
    expect(open.text).not.toContain('آخر موعد للدفع');
    expect(open.html).not.toContain('يُلغى الحجز تلقائياً');
  });

  it('shows a signed-in client their description, escaped; a job without one shows none', async () => {
    const { html, text } = await render(sampleConfirmation());
    expect(html).toContain('وصف &quot;مهم&quot; &amp; &lt;i&gt;عاجل&lt;/i&gt;');
    expect(text).toContain('وصف الحالة: وصف "مهم" & <i>عاجل</i>');
    const guest = await render(sampleConfirmation({ description: undefined }));
    for (const part of [guest.html, guest.text, guest.subject]) {
      expect(part).not.toContain('عاجل');
      expect(part).not.toContain('وصف الحالة');
    }
  });

  it('links to the payment page given in the job', async () => {
    const job = sampleConfirmation();
    const { html, text } = await render(job);
    const link = new URL(/https:\/\/sanad\.example\.jo\/checkout\?\S+/.exec(text)?.[0] ?? '');
    expect(link.toString()).toBe(job.checkoutUrl);
    expect(link.searchParams.get('appointmentId')).toBe(job.appointmentId);
    expect(link.searchParams.get('price')).toBe('30');
    expect(link.searchParams.get('service')).toBe('الاستشارات التقاعدية');
    expect(html).toContain(`href="${job.checkoutUrl.replace(/&/g, '&amp;')}"`);
  });

  it('names the platform of a remote consultation and promises the link', async () => {
    const zoom = await render(sampleConfirmation({ consultationMode: 'zoom' }));
    expect(zoom.text).toContain('عن بُعد عبر Zoom');
    expect(zoom.text).toContain('رابط الاجتماع');
    expect(zoom.text).not.toContain(CONTACT_DETAILS.addressAr);
    const teams = await render(sampleConfirmation({ consultationMode: 'teams' }));
    expect(teams.text).toContain('Microsoft Teams');
  });

  it('attaches a one-hour calendar event in UTC whose UID is the appointment id', async () => {
    const job = sampleConfirmation();
    const [ics] = (await render(job)).attachments ?? [];
    expect(ics?.filename).toBe('appointment.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const lines = unfolded(ics?.content);
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain(`UID:${job.appointmentId}`);
    expect(lines).toContain('DTSTART:20300106T060000Z');
    expect(lines).toContain('DTEND:20300106T070000Z');
    expect(lines).toContain('DTSTAMP:20291230T101500Z');
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe(
      'SUMMARY:استشارة: الاستشارات التقاعدية — سند للاستشارات',
    );
    for (const line of String(ics?.content ?? '').split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  });
});

describe('the unpaid-booking expiry', () => {
  it('names the reference, the day and time, links to /booking and withdraws the calendar event', async () => {
    const job = sampleExpired();
    const message = await render(job);
    expect(message.subject).toBe('أُلغي حجزك SND-30-00042 لعدم إتمام الدفع');
    expect(message.text).toContain('لموعد الأحد، 6 كانون الثاني 2030 الساعة 9:00 ص');
    expect(message.text).toContain('https://sanad.example.jo/booking');
    expect(message.html).toContain('href="https://sanad.example.jo/booking"');
    expect(message.html).toContain('احجز موعداً جديداً');
    expect(message.text).toContain('لاسترداد المبلغ');
    const [ics] = message.attachments ?? [];
    expect(ics?.filename).toBe('appointment-cancelled.ics');
    const lines = unfolded(ics?.content);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain(`UID:${job.appointmentId}`);
  });
});

describe('the password reset', () => {
  it('carries the link in both parts, its validity, and greets by first name or not at all', async () => {
    const job = sampleReset();
    const message = await render(job);
    expect(message.subject).toBe('إعادة تعيين كلمة المرور — سند للاستشارات');
    expect(message.text).toContain(job.resetUrl);
    expect(message.html).toContain(`href="${job.resetUrl}"`);
    expect(message.text).toContain('60 دقيقة');
    expect(message.html).toContain('60 دقيقة');
    expect(message.attachments).toBeUndefined();
    const anonymous = await render(sampleReset({ firstName: '' }));
    expect(anonymous.text.startsWith('مرحباً،\n')).toBe(true);
  });

  it('counts the minutes as Arabic does: «5 دقائق», «لمدة دقيقتين» (issue 33.5)', async () => {
    expect((await render(sampleReset({ validMinutes: 5 }))).text).toContain(
      'الرابط صالح لمدة 5 دقائق ولمرة واحدة فقط.',
    );
    expect((await render(sampleReset({ validMinutes: 2 }))).text).toContain(
      'الرابط صالح لمدة دقيقتين ولمرة واحدة فقط.',
    );
  });
});

describe('the contact acknowledgement (issue 33.4)', () => {
  it('says the message arrived, when, and when to expect an answer, greeting by name', async () => {
    const job = sampleContactReceived();
    const message = await render(job);
    expect(message.subject).toBe('استلمنا رسالتك — سند للاستشارات');
    expect(message.to).toBe('sara@example.jo');
    const when = `${formatAmmanDate(job.receivedAt)} الساعة ${formatAmmanTime(job.receivedAt)}`;
    for (const part of [message.text, message.html]) {
      expect(part).toContain('استلمنا رسالتك');
      expect(part).toContain('من صفحة تواصل معنا');
      expect(part).toContain(when);
      expect(part).toContain('خلال 24 ساعة');
    }
    expect(message.attachments).toBeUndefined();
  });

  it("never carries the visitor's words: a message or a link given to the job is dropped", async () => {
    const relay = {
      ...sampleContactReceived(),
      message: 'اربح الآن http://spam.example',
      topic: 'retirement',
    };
    const message = await render(relay as EmailJob);
    for (const part of [message.text, message.html]) {
      expect(part).not.toContain('spam.example');
      expect(part).not.toContain('اربح');
    }
    expect(emailJobSchema.safeParse({ ...sampleContactReceived(), name: '' }).success).toBe(false);
  });
});

describe('the job contract', () => {
  it('refuses data no template can render', () => {
    const bad: unknown[] = [
      { ...sampleReset(), template: 'newsletter' },
      { ...sampleReset(), to: 'not-an-address' },
      { ...sampleReset(), resetUrl: 'javascript:alert(1)' },
      { ...sampleConfirmation(), reference: '42' },
      { ...sampleConfirmation(), startsAt: 'next sunday' },
      { ...sampleExpired(), bookAgainUrl: undefined },
      { to: 'a@b.jo', subject: 'rendered', html: '<p>x</p>', text: 'x' },
    ];
    for (const job of bad) expect(emailJobSchema.safeParse(job).success).toBe(false);
  });
});

describe('the office notifications', () => {
  it('announce a new booking with its reference, time in Amman, mode and documents', async () => {
    const message = await render(sampleOfficeNotice());
    expect(message.to).toBe('office@sanad.example.jo');
    expect(message.subject).toBe(
      `حجز جديد SND-30-00042: ${SAMPLE_NAME} — الأحد، 6 كانون الثاني 2030 الساعة 9:00 ص`,
    );
    for (const body of [message.text, message.html]) {
      expect(body).toContain('0791234567');
      expect(body).toContain('الاستشارات التقاعدية');
      expect(body).toContain('Microsoft Teams');
      expect(body).toContain('https://sanad.example.jo/admin');
    }
    expect(message.text).toContain('المستندات المرفقة: 2');
  });

  it('quote a contact message line by line, escaped, with its topic', async () => {
    const sample = previewSamples.find((s) => s.file === 'office-contact-message');
    if (!sample) throw new Error('sample missing');
    const message = await render(sample.job);
    expect(message.subject).toBe(`رسالة جديدة من ${SAMPLE_NAME}: التقاعد والرواتب`);
    expect(message.text).toContain('السلام عليكم،\nأريد الاستفسار عن <script>alert(1)</script>');
    expect(message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(message.html).not.toContain('<script>');
  });

  it("name the contact form and the phone by the glossary's words (issue 33.5)", async () => {
    const sample = previewSamples.find((s) => s.file === 'office-contact-message');
    if (!sample) throw new Error('sample missing');
    const message = await render(sample.job);
    expect(message.text).toContain('وصلت رسالة جديدة من نموذج «تواصل معنا».');
    expect(message.text).toContain('رقم الهاتف: 0791234567');
    expect(message.text).not.toContain('اتصل بنا');
  });

  it("say where a new booking's payment stands: due by its deadline, or a CliQ transfer to check (issue 34.1)", async () => {
    const due = await render(sampleOfficeNotice());
    expect(due.text).toContain(
      'الدفع: بانتظار الدفع حتى الأحد، 30 كانون الأول 2029 الساعة 1:45 م، وبعدها يُلغى الحجز تلقائياً',
    );
    expect(due.html).toContain('بانتظار الدفع حتى');
    const sample = previewSamples.find((s) => s.file === 'office-new-booking-cliq-awaiting');
    if (!sample) throw new Error('sample missing');
    const cliq = await render(sample.job);
    expect(cliq.text).toContain(
      'الدفع: تحويل CliQ بانتظار التأكيد، والموعد محجوز حتى الاثنين، 31 كانون الأول 2029 الساعة 1:45 م',
    );
    expect(paymentStateText({ status: 'paid', method: 'cash' })).toBe('مدفوع (نقداً في المكتب)');
    expect(paymentStateText({ status: 'pending' })).toBe('بانتظار الدفع');
  });

  it('a confirmation of an unpaid booking still asks for the payment by its deadline, with the link (issue 34.1)', async () => {
    const sample = previewSamples.find((s) => s.file === 'appointment-confirmed-unpaid');
    if (!sample) throw new Error('sample missing');
    const message = await render(sample.job);
    expect(message.subject).toMatch(/^تم تأكيد موعدك/);
    for (const body of [message.text, message.html]) {
      expect(body).toContain(
        'لم تصلنا رسوم الاستشارة بعد: يُرجى الدفع قبل الأحد، 30 كانون الأول 2029 الساعة 1:45 م',
      );
      expect(body).toContain('/checkout?appointmentId=');
    }
    expect(message.html).toContain('ادفع الآن');
    // A paid (or never held) confirmation says nothing of a payment.
    const plain = previewSamples.find((s) => s.file === 'appointment-confirmed-zoom');
    if (!plain) throw new Error('sample missing');
    const paid = await render(plain.job);
    expect(paid.text).not.toContain('رسوم الاستشارة');
    expect(paid.html).not.toContain('ادفع الآن');
  });

  it('tell the office a payment arrived: reference, client, service, amount, method (issue 34.1)', async () => {
    const sample = previewSamples.find((s) => s.file === 'office-appointment-paid');
    if (!sample || sample.job.template !== 'office-notification') throw new Error('sample missing');
    const message = await render(sample.job);
    expect(message.subject).toBe(`وصلت دفعة SND-30-00042: ${SAMPLE_NAME} — 30 ديناراً أردنياً`);
    for (const body of [message.text, message.html]) {
      expect(body).toContain('0791234567');
      expect(body).toContain('الاستشارات التقاعدية');
      expect(body).toContain('بطاقة دفع');
      expect(body).toContain('pi_3QxY7Z2eZvKYlo2C1aB9cD4e');
    }
    expect(message.text).toContain('وصلت دفعة لحجز موعد، وأصبح الحجز مدفوعاً.');
    expect(message.text).toContain('المبلغ المدفوع: 30 ديناراً أردنياً');
    const late = await render(
      sampleOfficeNotice({ ...(sample.job.event as OfficeEvent), late: true } as OfficeEvent),
    );
    expect(late.text).toContain('ويُرد المبلغ إلى العميل تلقائياً');
  });

  it('state a paid service request with the amount in JOD', async () => {
    const sample = previewSamples.find((s) => s.file === 'office-service-request-paid');
    if (!sample) throw new Error('sample missing');
    const message = await render(sample.job);
    expect(message.subject).toBe(`طلب خدمة مدفوع: خدمات المنشآت — ${SAMPLE_NAME}`);
    expect(message.text).toMatch(/المبلغ المدفوع: 45\.500 دينار أردني/);
  });

  it('list the day in time order, say how many more there are, and say so on an empty day', async () => {
    const busy = await render(sampleDailySummary({ more: 3 }));
    expect(busy.subject).toBe('مواعيد اليوم (5) — الأحد، 6 كانون الثاني 2030');
    expect(busy.text).toContain(
      `9:00 ص: ${SAMPLE_NAME} — 0791234567 — الاستشارات التقاعدية — في المكتب (عمّان) — مؤكد — مدفوع — SND-30-00042`,
    );
    // Issue 34.1: the office sees who still owes the fee before the client arrives.
    expect(busy.text).toContain('بانتظار التأكيد — بانتظار الدفع — SND-30-00043');
    expect(busy.text.indexOf('SND-30-00042')).toBeLessThan(busy.text.indexOf('SND-30-00043'));
    expect(busy.text).toContain('و3 موعداً آخر');
    const empty = await render(sampleDailySummary({ appointments: [], more: 0 }));
    expect(empty.subject).toBe('لا مواعيد اليوم — الأحد، 6 كانون الثاني 2030');
    expect(empty.text).toContain('لا توجد مواعيد محجوزة اليوم');
  });
});

describe('the payment receipt', () => {
  it('names the reference in the subject and states the payment in both parts', async () => {
    const message = await render(sampleReceipt());
    expect(message.to).toBe('sara@example.jo');
    expect(message.subject).toBe('إيصال الدفع — SND-30-00042');
    for (const body of [message.text, message.html]) {
      expect(body).toContain('SND-30-00042');
      expect(body).toContain('30 ديناراً أردنياً');
      expect(body).toContain('الاستشارات التقاعدية');
      expect(body).toContain('الأحد، 6 كانون الثاني 2030 الساعة 9:00 ص');
      expect(body).toContain('بطاقة دفع');
      expect(body).toContain('pi_3QxY7Z2eZvKYlo2C1aB9cD4e');
      expect(body).toContain('https://sanad.example.jo/dashboard');
    }
    expect(message.text).toContain('رقم المرجع: SND-30-00042');
    expect(message.text).toContain('المبلغ المدفوع: 30 ديناراً أردنياً');
    expect(message.html).toContain('href="https://sanad.example.jo/dashboard"');
  });

  it('attaches the receipt as a PDF whose text has the reference and the amount', async () => {
    const message = await render(sampleReceipt());
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments ?? [];
    expect(attachment?.filename).toBe('receipt-SND-30-00042.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    const bytes = attachment?.content;
    if (!Buffer.isBuffer(bytes)) throw new Error('the receipt is not bytes');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('إيصال دفع SND-30-00042');
    // pdf.js reads the tanween back apart from its letter: compared without marks.
    expect(pdf.items.map(unmarked)).toEqual(
      expect.arrayContaining([
        'إيصال دفع',
        'SND-30-00042',
        unmarked('30 ديناراً أردنياً'),
        'سند للاستشارات',
      ]),
    );
    expect(pdf.items).toContain('pi_3QxY7Z2eZvKYlo2C1aB9cD4e');
  });

  it('a guest paying a service request by CliQ: no appointment time, no dashboard link', async () => {
    const sample = previewSamples.find(
      (s) => s.file === 'payment-receipt-service-request-cliq-guest',
    );
    if (!sample) throw new Error('sample missing');
    const message = await render(sample.job);
    for (const body of [message.text, message.html]) {
      expect(body).toContain('45.500 دينار أردني');
      expect(body).toContain('تحويل فوري عبر CliQ');
      expect(body).toContain('CLIQ-20291230-7781');
      expect(body).not.toContain('موعد الاستشارة');
      expect(body).not.toContain('لوحة التحكم');
    }
    const [attachment] = message.attachments ?? [];
    const pdf = await readPdf(attachment?.content as Buffer);
    expect(pdf.items).toContain('SND-30-00043');
    expect(pdf.items).not.toContain('موعد الاستشارة');
  });

  it('files the PDF under the reference, in characters every mail client keeps', () => {
    expect(receiptFileName('SND-26-00042')).toBe('receipt-SND-26-00042.pdf');
    expect(receiptFileName('طلب 7/2026')).toBe('receipt--7-2026.pdf');
  });
});

describe('the payment receipt with its invoice (issue 32)', () => {
  const job = sampleReceipt({}, { invoice: sampleInvoice() });

  it('names the invoice number in both parts, the receipt facts as before', async () => {
    const message = await render(job);
    expect(message.subject).toBe('إيصال الدفع — SND-30-00042');
    expect(message.text).toContain('رقم الفاتورة: INV-2029-000123');
    expect(message.text).toContain('والفاتورة رقم INV-2029-000123 مرفقة');
    expect(message.text).not.toContain('إيصال الدفع مرفق');
    for (const body of [message.text, message.html]) {
      expect(body).toContain('INV-2029-000123');
      expect(body).toContain('SND-30-00042');
      expect(body).toContain('المبلغ المدفوع');
      expect(body).toContain('pi_3QxY7Z2eZvKYlo2C1aB9cD4e');
    }
  });

  it('attaches the invoice PDF instead of the receipt, named after its number', async () => {
    const message = await render(job);
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments ?? [];
    expect(attachment?.filename).toBe('invoice-INV-2029-000123.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    const bytes = attachment?.content;
    if (!Buffer.isBuffer(bytes)) throw new Error('the invoice is not bytes');
    const pdf = await readPdf(bytes);
    expect(pdf.title).toBe('فاتورة ضريبية إلكترونية INV-2029-000123');
    expect(pdf.items).toEqual(
      expect.arrayContaining([
        'INV-2029-000123',
        'SND-30-00042',
        '25.862 د.أ',
        '4.138 د.أ',
        '30.000 د.أ',
        '******2345',
        'رمز التحقق من جوفوترة',
      ]),
    );
    expect(pdf.items).not.toContain('إيصال دفع');
  });

  it('a job without an invoice attaches the receipt, its text without an invoice number', async () => {
    const message = await render(sampleReceipt());
    expect(message.attachments?.map((a) => a.filename)).toEqual(['receipt-SND-30-00042.pdf']);
    expect(message.text).not.toContain('رقم الفاتورة');
    expect(message.text).toContain('وإيصال الدفع مرفق بهذه الرسالة بصيغة PDF.');
  });
});

describe('the refund', () => {
  it('states what was refunded, for what and when, with the credit invoice number and the dashboard', async () => {
    const message = await render(sampleRefund());
    expect(message.to).toBe('sara@example.jo');
    expect(message.subject).toBe('تم رد المبلغ إليك — SND-30-00042');
    expect(message.text).toContain('رددنا إليك مبلغ 30 ديناراً أردنياً عن الاستشارات التقاعدية.');
    expect(message.text).toContain('المبلغ المردود: 30 ديناراً أردنياً');
    // 08:45 UTC is 11:45 in Amman.
    expect(message.text).toContain('تاريخ رد المبلغ: الخميس، 3 كانون الثاني 2030 الساعة 11:45 ص');
    expect(message.text).toContain('رقم المرجع: SND-30-00042');
    expect(message.text).toContain(
      'الإشعار الدائن رقم INV-2030-000007 مرفق بهذه الرسالة بصيغة PDF.',
    );
    for (const body of [message.text, message.html]) {
      expect(body).toContain('الاستشارات التقاعدية');
      expect(body).toContain('INV-2029-000123');
      expect(body).toContain('بضعة أيام عمل');
      expect(body).toContain('https://sanad.example.jo/dashboard');
    }
    expect(message.html).toContain('href="https://sanad.example.jo/dashboard"');
  });

  it('attaches the credit invoice as a PDF named after its number', async () => {
    const message = await render(sampleRefund());
    expect(message.attachments).toHaveLength(1);
    const [attachment] = message.attachments ?? [];
    expect(attachment?.filename).toBe('invoice-INV-2030-000007.pdf');
    expect(attachment?.contentType).toBe('application/pdf');
    const pdf = await readPdf(attachment?.content as Buffer);
    expect(pdf.title).toBe('إشعار دائن INV-2030-000007');
    expect(pdf.items).toEqual(
      expect.arrayContaining([
        'إشعار دائن',
        'INV-2030-000007',
        'الفاتورة الأصلية',
        'INV-2029-000123',
        'إلغاء الموعد قبل 24 ساعة',
        '30.000 د.أ',
      ]),
    );
    expect(pdf.items).not.toContain('رمز التحقق من جوفوترة');
  });

  it('money the office handed back to a guest: no bank delay, no dashboard link', async () => {
    const sample = previewSamples.find((s) => s.file === 'refund-issued-cash-guest');
    if (!sample) throw new Error('sample missing');
    const message = await render(sample.job);
    for (const body of [message.text, message.html]) {
      expect(body).toContain('15 ديناراً أردنياً');
      expect(body).not.toContain('بضعة أيام عمل');
      expect(body).not.toContain('لوحة التحكم');
    }
    const pdf = await readPdf(message.attachments?.[0]?.content as Buffer);
    expect(pdf.items).toEqual(expect.arrayContaining(['إشعار دائن', 'فاتورة دخل', '15.000 د.أ']));
  });

  it('refuses a refund job without its credit invoice', () => {
    const { creditInvoice: _, ...bare } = sampleRefund();
    expect(emailJobSchema.safeParse(bare).success).toBe(false);
  });
});

describe('the appointment updates (issue 33.5 wording)', () => {
  const update = (file: string) => {
    const sample = previewSamples.find((s) => s.file === file);
    if (!sample) throw new Error(`sample ${file} missing`);
    return render(sample.job);
  };

  it('name a remote consultation by its mode label alone, with the link', async () => {
    const message = await update('appointment-confirmed-zoom');
    expect(message.text).toContain(
      'الاستشارة عن بُعد عبر Zoom، ورابط الاجتماع: https://zoom.us/j/123456789',
    );
    expect(message.text).not.toContain('الاجتماع عن بُعد (');
  });

  it('write the refund of a cancellation with formatJod', async () => {
    const message = await update('appointment-cancelled-by-office');
    expect(message.text).toContain('يُسترد لك 30 ديناراً أردنياً (100% من الرسوم)');
    expect(message.text).not.toContain('دينار أردني (');
  });
});
