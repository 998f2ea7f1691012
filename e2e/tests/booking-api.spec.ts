import { freeSlot, openDay } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { baseURL } from '../support/system';
import { expect, test } from '../support/test';

// The booking API through the gateway (issue 6, back end): multipart streamed through the proxy,
// one booking per slot, oversize files refused, and the confirmation email with its calendar
// file delivered by the worker to the SMTP sink.
const run = Date.now().toString(36);

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function form(email: string, date: string, files: { name: string; bytes: Buffer }[]): FormData {
  const body = new FormData();
  const fields = {
    serviceId: 'svc-retirement-consultations',
    consultationMode: 'zoom',
    contactName: 'خالد العمري',
    contactEmail: email,
    contactPhone: '0795551234',
    socialSecurityNumber: '98765432',
    description: 'مراجعة احتساب الراتب التقاعدي',
    date,
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
  return body;
}

test('a booking with two files through the gateway gets one confirmation email with its .ics', async ({
  request,
}) => {
  const { day, time, date } = await freeSlot(request, 40);
  const email = `api-${run}@example.jo`;
  const headers = { origin: baseURL };

  const res = await request.post('/api/appointments', {
    headers,
    multipart: form(email, date, [
      { name: 'كشف الاشتراكات.pdf', bytes: PDF },
      { name: 'هوية.png', bytes: PNG },
    ]),
  });
  expect(res.status()).toBe(201);
  const appointment = await res.json();
  expect(appointment).toMatchObject({
    userId: 'guest',
    status: 'pending',
    paymentStatus: 'pending',
    consultationMode: 'zoom',
    date: new Date(date).toISOString(),
  });
  expect(appointment.files.map((f: { fileName: string }) => f.fileName)).toEqual([
    'كشف الاشتراكات.pdf',
    'هوية.png',
  ]);

  const again = await request.post('/api/appointments', {
    headers,
    multipart: form(`other-${run}@example.jo`, date, []),
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toMatch(/[\u0600-\u06FF]/);

  const slots = await (await request.get(`/api/slots?date=${day}`)).json();
  expect(slots.slots.find((s: { time: string }) => s.time === time).available).toBe(false);

  const mail = await waitForMail({ to: email, timeoutMs: 45_000 });
  const dayText = new Intl.DateTimeFormat('ar-JO-u-nu-latn', {
    timeZone: 'Asia/Amman',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(date));
  expect(mail.subject).toContain(dayText);
  expect(mail.text).toContain('Zoom');
  expect(mail.text).toContain('24 ساعة');
  expect(mail.html).toContain('dir="rtl"');
  const ics = mail.attachments.find((a) => a.filename === 'appointment.ics');
  const lines = (ics?.content ?? '').replace(/\r\n /g, '').split('\r\n');
  expect(lines).toContain('METHOD:PUBLISH');
  expect(lines).toContain(`UID:${appointment.id}`);
  // In UTC, as 20270105T110000Z.
  expect(lines).toContain(`DTSTART:${new Date(date).toISOString().replace(/[-:]|\.\d{3}/g, '')}`);
});

test('an 11 MB file is refused through the gateway with the Arabic 413', async ({ request }) => {
  const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]);
  const res = await request.post('/api/appointments', {
    headers: { origin: baseURL },
    multipart: form(`big-${run}@example.jo`, `${openDay(41)}T09:00:00+03:00`, [
      { name: 'كبير.pdf', bytes: big },
    ]),
  });
  expect(res.status()).toBe(413);
  expect((await res.json()).message).toBe('حجم الملف «كبير.pdf» أكبر من 10 ميغابايت');
});

test('appointments and documents are for signed-in users only', async ({ request }) => {
  expect((await request.get('/api/appointments')).status()).toBe(401);
  expect((await request.get('/api/user-documents')).status()).toBe(401);
  const forged = await request.get('/api/appointments', {
    headers: { authorization: 'Bearer not-from-the-gateway' },
  });
  expect(forged.status()).toBe(401);
});
