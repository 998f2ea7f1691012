import {
  type Appointment,
  appointmentFilterMessages,
  DEFAULT_SERVICE_PRICE_JOD,
  errorMessages,
} from '@ssc/contracts';
import { closedPort, describeService } from '@ssc/service-kit/testing';
import { parse } from 'csv-parse/sync';
import { desc } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import { appointments } from '../db/schema';
import { createBookingService } from '../service';
import { startContentService } from '../testing/harness';
import { CSV_HEADER } from './appointment-csv';
import { EXPORT_BATCH_SIZE } from './appointment-export';

// The real content service names the services in the file; Redis is "down" (nothing is queued).
const content = await startContentService();
afterAll(() => content.stop());
const bookingService = createBookingService({
  contentUrl: content.url,
  redisUrl: `redis://127.0.0.1:${await closedPort()}`,
});

const RETIREMENT = 'svc-retirement-consultations';
const RETIREMENT_NAME = 'الاستشارات القانونية في التقاعد';
const OTHER_SERVICE = 'svc-training';
const BOM = '\uFEFF';

type NewRow = typeof appointments.$inferInsert;

await describeService(bookingService, (sut) => {
  const url = (path: string) => `${sut.service.url}${path}`;
  const admin = () => sut.identityHeaders({ userId: 'admin-1', role: 'admin' });

  /** Rows written in one INSERT, each at its own hour (the slot's unique index never collides). */
  let seeded = 0;
  async function seed(rows: Partial<NewRow>[]) {
    const base = Date.UTC(2031, 0, 5, 6) + seeded * 3_600_000;
    seeded += rows.length;
    const values = rows.map((row, i) => ({
      serviceId: RETIREMENT,
      userId: 'guest',
      startsAt: new Date(base + i * 3_600_000),
      slotIndex: 0,
      consultationMode: 'office' as const,
      contactName: 'خالد العمري',
      contactEmail: 'khaled@example.jo',
      contactPhone: '0795551234',
      socialSecurityNumber: '98765432',
      ...row,
    }));
    // PostgreSQL takes at most 65535 parameters per statement: large seeds go in slices.
    const inserted = [];
    for (let i = 0; i < values.length; i += 1000) {
      inserted.push(
        ...(await sut.service.db
          .insert(appointments)
          .values(values.slice(i, i + 1000))
          .returning()),
      );
    }
    return inserted;
  }

  const list = async (query: string) => {
    const res = await fetch(url(`/api/appointments?${query}`), { headers: admin() });
    expect(res.status).toBe(200);
    return ((await res.json()) as Appointment[]).map((a) => a.reference).sort();
  };
  const exportCsv = (query = '', headers: Record<string, string> = admin()) =>
    fetch(url(`/api/appointments/export${query ? `?${query}` : ''}`), { headers });
  /** The body as text, its BOM kept (fetch's text() would drop it). */
  const bodyText = async (res: Response) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  /** The file's records, header first (csv-parse reads RFC 4180 quoting back). */
  const records = (text: string): string[][] => {
    expect(text.startsWith(BOM)).toBe(true);
    return parse(text.slice(BOM.length));
  };

  afterEach(async () => {
    await sut.service.db.delete(appointments);
  });

  it('filters the list by service and by payment status; other values are refused in Arabic', async () => {
    const [pendingHere, paidHere, paidThere] = await seed([
      { paymentStatus: 'pending' },
      { paymentStatus: 'paid' },
      { paymentStatus: 'paid', serviceId: OTHER_SERVICE },
    ]);
    const refs = (...rows: (typeof pendingHere)[]) => rows.map((r) => r?.reference).sort();
    expect(await list(`serviceId=${RETIREMENT}`)).toEqual(refs(pendingHere, paidHere));
    expect(await list('paymentStatus=paid')).toEqual(refs(paidHere, paidThere));
    expect(await list(`serviceId=${RETIREMENT}&paymentStatus=paid`)).toEqual(refs(paidHere));
    expect(await list('paymentStatus=failed')).toEqual([]);
    // An id the catalogue does not know is a valid filter that matches nothing.
    expect(await list('serviceId=svc-no-such-service')).toEqual([]);

    const badPayment = await fetch(url('/api/appointments?paymentStatus=refunded'), {
      headers: admin(),
    });
    expect(badPayment.status).toBe(400);
    expect(await badPayment.json()).toMatchObject({
      errors: { paymentStatus: appointmentFilterMessages.paymentStatusInvalid },
    });
    const badService = await fetch(
      url(`/api/appointments?serviceId=${encodeURIComponent("x' or 1=1")}`),
      {
        headers: admin(),
      },
    );
    expect(badService.status).toBe(400);
    expect(await badService.json()).toMatchObject({
      errors: { serviceId: appointmentFilterMessages.serviceInvalid },
    });
  });

  it('exports the filtered list as UTF-8 CSV with a BOM, Arabic headers, quoting and no formulas', async () => {
    const [plain, tricky, formula, paid] = await seed([
      { contactName: 'سارة أحمد' },
      { contactName: 'قاسم, "أبو علي"\nالثاني', cancelReason: 'سطر أول\r\nسطر ثانٍ' },
      { contactName: '=HYPERLINK("https://evil.example","اضغط")', contactEmail: '@sum(a1)' },
      {
        contactName: '+962 عميل',
        paymentStatus: 'paid',
        paidAmountMinor: 12_500,
        status: 'confirmed',
        consultationMode: 'zoom',
        startsAt: new Date('2031-03-01T07:30:00Z'),
        description: '-1+2',
      },
    ]);
    // Not in the file: another service.
    await seed([{ serviceId: OTHER_SERVICE, contactName: 'لا يظهر' }]);

    const res = await exportCsv(`serviceId=${RETIREMENT}&page=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await bodyText(res);
    // EF BB BF in UTF-8.
    expect(new TextEncoder().encode(text.slice(0, 1))).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(text.startsWith(`${BOM}${CSV_HEADER.join(',')}\r\n`)).toBe(true);
    expect(CSV_HEADER.slice(0, 10)).toEqual([
      'رقم الحجز',
      'الاسم',
      'البريد الإلكتروني',
      'الهاتف',
      'الخدمة',
      'الموعد (بتوقيت عمّان)',
      'طريقة الاستشارة',
      'الحالة',
      'حالة الدفع',
      'المبلغ (د.أ)',
    ]);
    // RFC 4180 as written: the field quoted, its quotes doubled, its newlines kept inside.
    expect(text).toContain('"قاسم, ""أبو علي""\nالثاني"');

    const [header, ...lines] = records(text);
    expect(header).toEqual(CSV_HEADER);
    const byRef = new Map(lines.map((line) => [line[0], line]));
    expect([...byRef.keys()].sort()).toEqual(
      [plain, tricky, formula, paid].map((r) => r?.reference).sort(),
    );
    expect(byRef.get(plain?.reference)?.slice(1, 5)).toEqual([
      'سارة أحمد',
      'khaled@example.jo',
      // Grouped: Excel keeps the leading 0 of a phone it cannot read as a number.
      '079 555 1234',
      RETIREMENT_NAME,
    ]);
    expect(byRef.get(tricky?.reference)?.[1]).toBe('قاسم, "أبو علي"\nالثاني');
    expect(byRef.get(tricky?.reference)?.[11]).toBe('سطر أول\r\nسطر ثانٍ');
    // CSV injection: a cell that a spreadsheet would run as a formula starts with an apostrophe.
    expect(byRef.get(formula?.reference)?.[1]).toBe(`'=HYPERLINK("https://evil.example","اضغط")`);
    expect(byRef.get(formula?.reference)?.[2]).toBe("'@sum(a1)");
    expect(byRef.get(paid?.reference)?.[1]).toBe("'+962 عميل");
    // Amman time (UTC+3), the Arabic labels, and the amount paid; unpaid rows show the price.
    expect(byRef.get(paid?.reference)?.slice(5, 10)).toEqual([
      '2031-03-01 10:30',
      'عن بُعد عبر Zoom',
      'مؤكد',
      'مدفوع',
      '12.500',
    ]);
    expect(byRef.get(plain?.reference)?.[9]).toBe(DEFAULT_SERVICE_PRICE_JOD.toFixed(3));
  });

  it('exports every row of a list larger than one batch, each once, newest booking first', async () => {
    const total = EXPORT_BATCH_SIZE * 2 + 200;
    // Each INSERT of the seed stamps its rows with one now(), microseconds included: the keyset
    // must page through a thousand equal times by id, and keep the microseconds a JS Date drops.
    const rows = await seed(
      Array.from({ length: total }, (_, i) => ({ contactName: `عميل رقم ${i}` })),
    );
    const res = await exportCsv('q=khaled@example.jo');
    expect(res.status).toBe(200);
    const [header, ...lines] = records(await bodyText(res));
    expect(header).toEqual(CSV_HEADER);
    expect(lines).toHaveLength(total);
    const references = lines.map((line) => line[0]);
    expect(new Set(references).size).toBe(total);
    expect([...references].sort()).toEqual(rows.map((r) => r.reference).sort());
    // The accountant's file is a ledger: newest booking first (the console's list is in the
    // office's order of appointment times instead).
    const newest = await sut.service.db
      .select({ reference: appointments.reference })
      .from(appointments)
      .orderBy(desc(appointments.createdAt), desc(appointments.id))
      .limit(3);
    expect(references.slice(0, 3)).toEqual(newest.map((r) => r.reference));
  });

  it('answers an empty filter with the BOM and the header only', async () => {
    await seed([{}]);
    const res = await exportCsv('paymentStatus=failed');
    expect(res.status).toBe(200);
    expect(await bodyText(res)).toBe(`${BOM}${CSV_HEADER.join(',')}\r\n`);
  });

  it('is the office’s only: 401 for a guest, 403 for a client, 400 for a bad filter', async () => {
    await seed([{ userId: 'user-1', contactName: 'عميل' }]);
    const guest = await exportCsv('', {});
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({ message: errorMessages.unauthorized });
    const client = await exportCsv('', sut.identityHeaders({ userId: 'user-1', role: 'user' }));
    expect(client.status).toBe(403);
    expect(await client.json()).toEqual({ message: errorMessages.forbidden });
    expect(client.headers.get('content-disposition')).toBeNull();
    const bad = await exportCsv('status=lost');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { status: appointmentFilterMessages.statusInvalid },
    });
  });

  it('is documented in the OpenAPI document as an admin CSV download', async () => {
    const doc = (await (await fetch(url('/openapi.json'))).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const operation = doc.paths['/api/appointments/export']?.get;
    expect(operation?.['x-access']).toBe('admin');
    expect(JSON.stringify(operation?.responses)).toContain('text/csv; charset=utf-8');
    const names = ((operation?.parameters ?? []) as { name: string }[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['serviceId', 'paymentStatus', 'q']));
    expect(names).not.toContain('page');
  });
});
