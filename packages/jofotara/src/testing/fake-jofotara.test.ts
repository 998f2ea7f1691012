import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitInvoice } from '../client';
import { buildInvoiceXml } from '../ubl';
import { type FakeJofotara, startFakeJofotara } from './fake-jofotara';
import { decodeQrTlv, encodeQrTlv } from './qr-tlv';
import { sampleInvoice } from './samples';

let fake: FakeJofotara;
beforeAll(async () => {
  fake = await startFakeJofotara();
});
afterAll(() => fake.close());

const post = (body: unknown) =>
  fetch(fake.url, {
    method: 'POST',
    headers: {
      'Client-Id': fake.clientId,
      'Secret-Key': fake.secretKey,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });

describe('startFakeJofotara', () => {
  it('has default credentials and listens on 127.0.0.1', () => {
    expect(fake.clientId).toBe('fake-client-id');
    expect(fake.secretKey).toBe('fake-secret-key');
    expect(new URL(fake.url).hostname).toBe('127.0.0.1');
  });

  it('numbers invoices arriving together in order, answering the documented body', async () => {
    const long = 'مؤسسة '.repeat(60);
    const inputs = Array.from({ length: 4 }, (_, i) =>
      sampleInvoice({
        number: `INV-2026-00001${i}`,
        counter: 10 + i,
        seller: { tin: '12345678', name: i === 0 ? long : 'مكتب', incomeSource: '1' },
      }),
    );
    const xmls = inputs.map(buildInvoiceXml);
    const responses = await Promise.all(
      xmls.map((xml) => post({ invoice: Buffer.from(xml).toString('base64') })),
    );
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Array<
      Record<string, unknown>
    >;
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(bodies.map((b) => b.EINV_NUM)).toEqual(['EIN00001', 'EIN00002', 'EIN00003', 'EIN00004']);
    expect(bodies[0]).toMatchObject({
      EINV_RESULTS: { status: 'PASS', WARNINGS: [], ERRORS: [] },
      EINV_STATUS: 'SUBMITTED',
      EINV_SINGED_INVOICE: Buffer.from(xmls[0]!).toString('base64'),
    });
    expect(fake.accepted.map((a) => a.number)).toEqual(inputs.map((i) => i.number));
    expect(fake.accepted.map((a) => a.einvUuid)).toEqual(bodies.map((b) => b.EINV_INV_UUID));
    // A long Arabic name is cut to the QR field's 255 bytes on a character boundary.
    const qr = decodeQrTlv(fake.accepted[0]!.qr);
    expect(Buffer.byteLength(qr.sellerName!)).toBeLessThanOrEqual(255);
    expect(long.startsWith(qr.sellerName!)).toBe(true);
    expect(qr.sellerName!.length).toBeGreaterThan(100);
  });

  it('logs every POST with its status', async () => {
    const before = fake.requests.length;
    await post({ nope: true });
    await fetch(new URL('/elsewhere/', fake.url), { method: 'POST', body: '{}' });
    expect(fake.requests.slice(before)).toEqual([
      { status: 400, einvStatus: 'NOT_SUBMITTED' },
      { status: 404, einvStatus: 'NOT_SUBMITTED' },
    ]);
  });

  it('turns failNext(0) off and refuses a nonsense count', async () => {
    fake.failNext(3);
    fake.failNext(0);
    expect((await post({})).status).toBe(400);
    expect(() => fake.failNext(-1)).toThrow(RangeError);
  });

  it('refuses a body that does not decode to UTF-8', async () => {
    const response = await post({
      invoice: Buffer.from([0xff, 0xfe, 0x00, 0x3c]).toString('base64'),
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/UTF-8/);
  });

  it('closes (twice is fine) and is then unreachable', async () => {
    const other = await startFakeJofotara({ clientId: 'a', secretKey: 'b' });
    await Promise.all([other.close(), other.close()]);
    const result = await submitInvoice({
      url: other.url,
      clientId: 'a',
      secretKey: 'b',
      xml: '<x/>',
    });
    expect(result.outcome).toBe('unreachable');
  });
});

describe('QR TLV', () => {
  it('round-trips every field', () => {
    const fields = {
      sellerName: 'مكتب & شركاه',
      sellerTin: '12345678',
      issueDate: '2026-11-03',
      payable: '30.000',
      tax: '4.138',
    };
    const qr = encodeQrTlv(fields);
    expect(Buffer.from(qr, 'base64')[0]).toBe(1);
    expect(decodeQrTlv(qr)).toEqual(fields);
  });
});
