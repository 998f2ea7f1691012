import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOFOTARA_API_URL, type SubmitResult, submitInvoice } from './client';
import { decodeQrTlv, type FakeJofotara, startFakeJofotara } from './testing';
import { sampleCredit, sampleInvoice } from './testing/samples';
import { buildInvoiceXml } from './ubl';

let fake: FakeJofotara;
beforeAll(async () => {
  fake = await startFakeJofotara({ clientId: 'office-device-1', secretKey: 's3cr3t-key-value' });
});
afterAll(() => fake.close());

const send = (xml: string, overrides: { secretKey?: string; timeoutMs?: number } = {}) =>
  submitInvoice({
    url: fake.url,
    clientId: fake.clientId,
    secretKey: fake.secretKey,
    xml,
    ...overrides,
  });

function expectRejected(result: SubmitResult) {
  if (result.outcome !== 'rejected')
    throw new Error(`expected rejected, got ${JSON.stringify(result)}`);
  return result.errors;
}

describe('submitInvoice against the fake JoFotara', () => {
  it('defaults to the documented endpoint', () => {
    expect(JOFOTARA_API_URL).toBe('https://backend.jofotara.gov.jo/core/invoices/');
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/core\/invoices\/$/);
  });

  it('is submitted, with JoFotara’s number, uuid and QR; the same invoice again is already_submitted', async () => {
    const input = sampleInvoice({ number: 'INV-2026-000001' });
    const xml = buildInvoiceXml(input);
    const first = await send(xml);
    expect(first).toMatchObject({ outcome: 'submitted', warnings: [] });
    if (first.outcome !== 'submitted') return;
    expect(first.number).toMatch(/^EIN\d{5}$/);
    expect(first.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(first.uuid).not.toBe(input.uuid);
    expect(decodeQrTlv(first.qr!)).toEqual({
      sellerName: 'مكتب الاستشارات',
      sellerTin: '12345678',
      issueDate: '2026-11-03',
      payable: '30.000',
      tax: '4.138',
    });
    const accepted = fake.accepted.find((invoice) => invoice.uuid === input.uuid);
    expect(accepted).toMatchObject({
      number: 'INV-2026-000001',
      typeCode: '388',
      xml,
      payable: '30.000',
    });

    const again = await send(xml);
    expect(again).toEqual({ ...first, outcome: 'already_submitted' });
    expect(fake.accepted.filter((invoice) => invoice.uuid === input.uuid)).toHaveLength(1);
    expect(fake.requests.slice(-2)).toEqual([
      { status: 200, einvStatus: 'SUBMITTED' },
      { status: 200, einvStatus: 'ALREADY_SUBMITTED' },
    ]);
  });

  it('accepts an income invoice and a credit invoice against it', async () => {
    const original = sampleInvoice({ taxType: 'income', number: 'INV-2026-000002' });
    const credit = sampleCredit(original, { line: { ...original.line, totalMinor: 5_000 } });
    const results = await Promise.all([
      send(buildInvoiceXml(original)),
      send(buildInvoiceXml(credit)),
    ]);
    expect(results.map((r) => r.outcome)).toEqual(['submitted', 'submitted']);
    const numbers = results.map((r) => (r.outcome === 'submitted' ? r.number : null));
    expect(new Set(numbers).size).toBe(2);
    expect(fake.accepted.find((invoice) => invoice.uuid === credit.uuid)).toMatchObject({
      typeCode: '381',
      payable: '5.000',
    });
  });

  it('is rejected with AUTH_ERROR on a wrong secret, and never shows the secret', async () => {
    const result = await send(buildInvoiceXml(sampleInvoice()), {
      secretKey: 'wrong-secret-value',
    });
    expect(result).toEqual({
      outcome: 'rejected',
      errors: [
        {
          code: 'AUTH_ERROR',
          category: 'Authentication',
          message: 'JoFotara refused the Client-Id / Secret-Key (HTTP 403)',
        },
      ],
    });
    expect(JSON.stringify(result)).not.toContain('wrong-secret-value');
    expect(fake.requests.at(-1)).toEqual({ status: 403, einvStatus: 'NOT_SUBMITTED' });
  });

  it('is unreachable while JoFotara answers 503, and goes through afterwards', async () => {
    const xml = buildInvoiceXml(sampleInvoice());
    fake.failNext(2);
    const down = await Promise.all([send(xml), send(xml)]);
    expect(down).toEqual([
      { outcome: 'unreachable', error: 'JoFotara answered HTTP 503' },
      { outcome: 'unreachable', error: 'JoFotara answered HTTP 503' },
    ]);
    expect(fake.requests.slice(-2)).toEqual([
      { status: 503, einvStatus: 'DOWN' },
      { status: 503, einvStatus: 'DOWN' },
    ]);
    expect((await send(xml)).outcome).toBe('submitted');
  });

  it('is unreachable when the connection is dropped', async () => {
    fake.failNext(1, 'drop');
    const result = await send(buildInvoiceXml(sampleInvoice()));
    expect(result.outcome).toBe('unreachable');
    if (result.outcome === 'unreachable')
      expect(result.error).toMatch(/^Could not reach JoFotara: /);
    expect(fake.requests.at(-1)).toEqual({ status: 0, einvStatus: 'DOWN' });
  });
});

// Concurrent, so the fake's XSD checks share xmllint runs.
describe.concurrent('submitInvoice rejected by the fake JoFotara', () => {
  it('is rejected, with the fake’s messages, when the totals do not add up', async () => {
    const xml = buildInvoiceXml(sampleInvoice()).replace(
      /<cbc:PayableAmount currencyID="JO">30\.000</,
      '<cbc:PayableAmount currencyID="JO">30.001<',
    );
    const errors = expectRejected(await send(xml));
    expect(errors).toEqual([
      {
        code: 'TOTALS_MISMATCH',
        category: 'Invoice totals',
        message: 'PayableAmount 30.001 ≠ TaxInclusiveAmount',
      },
    ]);
    expect(fake.requests).toContainEqual({ status: 400, einvStatus: 'NOT_SUBMITTED' });
  });

  it('is rejected when the line tax is not 16 % of the net', async () => {
    const xml = buildInvoiceXml(sampleInvoice())
      .replaceAll('>4.138<', '>4.140<')
      .replace(
        '<cbc:TaxInclusiveAmount currencyID="JO">30.000<',
        '<cbc:TaxInclusiveAmount currencyID="JO">30.002<',
      )
      .replace(
        '<cbc:PayableAmount currencyID="JO">30.000<',
        '<cbc:PayableAmount currencyID="JO">30.002<',
      )
      .replace(
        '<cbc:RoundingAmount currencyID="JO">30.000<',
        '<cbc:RoundingAmount currencyID="JO">30.002<',
      );
    const errors = expectRejected(await send(xml));
    expect(errors.map((e) => e.code)).toEqual(['LINE_TAX_MISMATCH']);
    expect(errors[0]!.message).toMatch(/tax 4\.140 is not 16% of 25\.862/);
  });

  it('is rejected with XSD_INVALID and xmllint’s message when elements are out of order', async () => {
    const xml = buildInvoiceXml(sampleInvoice()).replace(
      /(\s*<cbc:UUID>[^<]*<\/cbc:UUID>)(\s*<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/,
      '$2$1',
    );
    const errors = expectRejected(await send(xml));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ code: 'XSD_INVALID', category: 'XSD validation' });
    expect(errors[0]!.message).toMatch(/Element 'UUID': This element is not expected/);
  });

  it.each([
    [
      'a credit invoice without its reason',
      'MISSING_RETURN_REASON',
      (xml: string) => xml.replace(/\s*<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/, ''),
    ],
    [
      'a credit invoice without its original',
      'MISSING_BILLING_REFERENCE',
      (xml: string) => xml.replace(/\s*<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/, ''),
    ],
    [
      'no seller TIN',
      'MISSING_SELLER_TIN',
      (xml: string) =>
        xml.replace(/<cbc:CompanyID>\d+<\/cbc:CompanyID>/, '<cbc:CompanyID></cbc:CompanyID>'),
    ],
    [
      'no ICV',
      'INVALID_ICV',
      (xml: string) =>
        xml.replace(
          /\s*<cac:AdditionalDocumentReference>[\s\S]*?<\/cac:AdditionalDocumentReference>/,
          '',
        ),
    ],
    [
      'a currency other than JOD',
      'INVALID_CURRENCY',
      (xml: string) =>
        xml.replace('<cbc:DocumentCurrencyCode>JOD<', '<cbc:DocumentCurrencyCode>USD<'),
    ],
    [
      'a receivable invoice (name 022)',
      'INVALID_INVOICE_TYPE',
      (xml: string) => xml.replace('name="012"', 'name="022"'),
    ],
  ])('is rejected for %s (%s)', async (_name, code, edit) => {
    const xml = edit(buildInvoiceXml(sampleCredit(sampleInvoice())));
    const errors = expectRejected(await send(xml));
    expect(errors.map((e) => e.code)).toContain(code);
  });

  it('is rejected when an income invoice carries tax', async () => {
    const general = buildInvoiceXml(sampleInvoice());
    const errors = expectRejected(await send(general.replace('name="012"', 'name="011"')));
    expect(errors.map((e) => e.message).join('\n')).toMatch(/income invoice carries no sales tax/);
  });
});

describe('the fake JoFotara’s door', () => {
  const post = (init: {
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    method?: string;
  }) =>
    fetch(new URL(init.path ?? '/core/invoices/', fake.url), {
      method: init.method ?? 'POST',
      headers: init.headers,
      body: init.body,
    });
  const credentials = () => ({
    'Client-Id': fake.clientId,
    'Secret-Key': fake.secretKey,
    'Content-Type': 'application/json',
  });
  const invoiceBody = () =>
    JSON.stringify({ invoice: Buffer.from(buildInvoiceXml(sampleInvoice())).toString('base64') });

  it('checks Client-Id and Secret-Key', async () => {
    const { 'Client-Id': _id, ...noId } = credentials();
    const { 'Secret-Key': _key, ...noKey } = credentials();
    for (const headers of [noId, noKey, { ...credentials(), 'Client-Id': 'someone-else' }]) {
      expect((await post({ headers, body: invoiceBody() })).status).toBe(403);
    }
    expect((await post({ headers: credentials(), body: invoiceBody() })).status).toBe(200);
  });

  it('answers only POST /core/invoices/', async () => {
    expect(
      (await post({ path: '/core/invoices', headers: credentials(), body: '{}' })).status,
    ).toBe(404);
    expect(
      (await post({ path: '/api/invoices/', headers: credentials(), body: '{}' })).status,
    ).toBe(404);
    expect((await post({ method: 'GET', headers: credentials() })).status).toBe(404);
  });

  it.each([
    ['a non-JSON content type', { 'Content-Type': 'text/plain' }, '{}', /Content-Type/],
    ['a body that is not JSON', {}, 'invoice=abc', /not JSON/],
    ['no invoice field', {}, '{"xml":"PEludm9pY2Uv"}', /needs "invoice"/],
    ['an invoice that is not base64', {}, '{"invoice":"<Invoice/>"}', /not base64/],
  ])('answers 400 with an EINV error for %s', async (_name, headers, body, message) => {
    const response = await post({ headers: { ...credentials(), ...headers }, body });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as {
      EINV_STATUS: string;
      EINV_RESULTS: { status: string; ERRORS: Array<{ EINV_CODE: string; EINV_MESSAGE: string }> };
    };
    expect(answer.EINV_STATUS).toBe('NOT_SUBMITTED');
    expect(answer.EINV_RESULTS.status).toBe('ERROR');
    expect(answer.EINV_RESULTS.ERRORS[0]!.EINV_CODE).toBe('INVALID_REQUEST');
    expect(answer.EINV_RESULTS.ERRORS[0]!.EINV_MESSAGE).toMatch(message);
  });

  it('saw our client send the documented headers and body', async () => {
    const seen: IncomingMessage[] = [];
    const bodies: string[] = [];
    const stub = await listen((req, body) => {
      seen.push(req);
      bodies.push(body);
      return { status: 200, body: '{"EINV_RESULTS":{"status":"PASS"},"EINV_STATUS":"SUBMITTED"}' };
    });
    const xml = buildInvoiceXml(sampleInvoice({ buyer: { name: 'سارة' } }));
    await submitInvoice({ url: stub.url, clientId: 'id-1', secretKey: 'key-1', xml });
    await stub.close();
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers).toMatchObject({
      'client-id': 'id-1',
      'secret-key': 'key-1',
      'content-type': 'application/json',
    });
    const sent = JSON.parse(bodies[0]!) as { invoice: string };
    expect(Object.keys(sent)).toEqual(['invoice']);
    expect(Buffer.from(sent.invoice, 'base64').toString('utf8')).toBe(xml);
  });
});

describe('submitInvoice reading answers', () => {
  const einvError = {
    EINV_RESULTS: {
      status: 'ERROR',
      INFO: [],
      WARNINGS: [],
      ERRORS: [
        {
          type: 'ERROR',
          status: 'ERROR',
          EINV_CODE: 'XSD_INVALID',
          EINV_CATEGORY: 'XSD validation',
          EINV_MESSAGE: 'Schema validation failed; XML does not comply with UBL 2.1 standards',
        },
      ],
    },
    EINV_STATUS: 'NOT_SUBMITTED',
    EINV_SINGED_INVOICE: null,
    EINV_QR: null,
    EINV_NUM: null,
    EINV_INV_UUID: null,
  };
  const xsdInvalid = [
    {
      code: 'XSD_INVALID',
      category: 'XSD validation',
      message: 'Schema validation failed; XML does not comply with UBL 2.1 standards',
    },
  ];

  it.each<[string, number, unknown, SubmitResult]>([
    [
      'camelCase success',
      200,
      {
        validationResults: {
          status: 'PASS',
          infoMessages: [],
          warningMessages: [
            { type: 'WARNING', code: 'W1', category: 'Buyer', message: 'no buyer id' },
          ],
          errorMessages: [],
        },
        invoiceStatus: 'SUBMITTED',
        submittedInvoice: 'PEludm9pY2UvPg==',
        qrCode: 'QR',
        invoiceNumber: 'EIN00032',
        invoiceUUID: '6c13d4a6-8fa9-46b4-b9e0-fb74b7c3f44a',
      },
      {
        outcome: 'submitted',
        number: 'EIN00032',
        uuid: '6c13d4a6-8fa9-46b4-b9e0-fb74b7c3f44a',
        qr: 'QR',
        warnings: [{ code: 'W1', category: 'Buyer', message: 'no buyer id' }],
      },
    ],
    [
      'EINV already submitted',
      200,
      {
        EINV_RESULTS: { status: 'PASS', WARNINGS: [] },
        EINV_STATUS: 'ALREADY_SUBMITTED',
        EINV_NUM: 'EIN7',
        EINV_QR: 'Q',
      },
      { outcome: 'already_submitted', number: 'EIN7', uuid: null, qr: 'Q', warnings: [] },
    ],
    ['an EINV error on 400', 400, einvError, { outcome: 'rejected', errors: xsdInvalid }],
    ['an EINV error on 200', 200, einvError, { outcome: 'rejected', errors: xsdInvalid }],
    [
      'a camelCase error',
      200,
      {
        validationResults: {
          status: 'ERROR',
          errorMessages: [{ type: 'ERROR', code: 'E1', category: 'Totals', message: 'bad totals' }],
        },
        invoiceStatus: 'NOT_SUBMITTED',
      },
      { outcome: 'rejected', errors: [{ code: 'E1', category: 'Totals', message: 'bad totals' }] },
    ],
    [
      'a 400 without EINV results',
      400,
      { error: 'Invoice payload is missing' },
      {
        outcome: 'rejected',
        errors: [{ code: 'HTTP_400', message: 'Invoice payload is missing' }],
      },
    ],
    [
      'a 401',
      401,
      {},
      {
        outcome: 'rejected',
        errors: [
          {
            code: 'AUTH_ERROR',
            category: 'Authentication',
            message: 'JoFotara refused the Client-Id / Secret-Key (HTTP 401)',
          },
        ],
      },
    ],
    [
      'a 500',
      500,
      { detail: 'boom' },
      { outcome: 'unreachable', error: 'JoFotara answered HTTP 500' },
    ],
    [
      'a 502 page',
      502,
      '<html>Bad gateway</html>',
      { outcome: 'unreachable', error: 'JoFotara answered HTTP 502' },
    ],
    ['a 429', 429, {}, { outcome: 'unreachable', error: 'JoFotara answered HTTP 429' }],
    ['a redirect', 302, '', { outcome: 'unreachable', error: 'JoFotara answered HTTP 302' }],
    [
      'a 200 that is not JSON',
      200,
      '<html>maintenance</html>',
      { outcome: 'unreachable', error: "JoFotara's answer (HTTP 200) is not JSON" },
    ],
    [
      'a 404 page',
      404,
      '<h1>Not Found</h1>',
      { outcome: 'rejected', errors: [{ code: 'HTTP_404', message: '<h1>Not Found</h1>' }] },
    ],
    [
      'a 200 without an invoice status',
      200,
      { hello: 'world' },
      {
        outcome: 'unreachable',
        error: 'JoFotara\'s answer (HTTP 200) has no invoice status: {"hello":"world"}',
      },
    ],
  ])('%s', async (_name, status, body, expected) => {
    const stub = await listen(() => ({
      status,
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: status === 302 ? { location: 'http://127.0.0.1:1/elsewhere' } : undefined,
    }));
    try {
      expect(
        await submitInvoice({ url: stub.url, clientId: 'c', secretKey: 'k', xml: '<x/>' }),
      ).toEqual(expected);
    } finally {
      await stub.close();
    }
  });

  it('hides the secret even when the server echoes it', async () => {
    const stub = await listen((req) => ({
      status: 400,
      body: JSON.stringify({
        error: `bad key ${req.headers['secret-key']} for ${req.headers['client-id']}`,
      }),
    }));
    const result = await submitInvoice({
      url: stub.url,
      clientId: 'client-9',
      secretKey: 'top-secret-123',
      xml: '<x/>',
    });
    await stub.close();
    expect(result).toEqual({
      outcome: 'rejected',
      errors: [{ code: 'HTTP_400', message: 'bad key [secret] for client-9' }],
    });
  });

  it('is unreachable when nothing listens', async () => {
    const stub = await listen(() => ({ status: 200, body: '' }));
    await stub.close();
    const result = await submitInvoice({
      url: stub.url,
      clientId: 'c',
      secretKey: 'k',
      xml: '<x/>',
    });
    expect(result.outcome).toBe('unreachable');
    if (result.outcome === 'unreachable') expect(result.error).toMatch(/ECONNREFUSED/);
  });

  it('gives up after timeoutMs on a server that never answers', async () => {
    const stub = await listen(() => null);
    const started = Date.now();
    const result = await submitInvoice({
      url: stub.url,
      clientId: 'c',
      secretKey: 'k',
      xml: '<x/>',
      timeoutMs: 150,
    });
    const elapsed = Date.now() - started;
    await stub.close();
    expect(result).toEqual({
      outcome: 'unreachable',
      error: 'JoFotara did not answer within 150 ms',
    });
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(3_000);
  });
});

/** A throwaway server; `respond` returning null leaves the request hanging. */
async function listen(
  respond: (
    req: IncomingMessage,
    body: string,
  ) => { status: number; body: string; headers?: Record<string, string> | undefined } | null,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = respond(req, Buffer.concat(chunks).toString('utf8'));
      if (!answer) return;
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/core/invoices/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
