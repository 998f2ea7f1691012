import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkJofotaraRules, type RuleError } from './jofotara-rules';
import { encodeQrTlv } from './qr-tlv';
import { parseUbl } from './ubl-dom';
import { loadUblSchemas, validateUbl } from './xsd';

export interface AcceptedInvoice {
  /** cbc:UUID, ours. */
  uuid: string;
  /** cbc:ID, ours (INV-2026-000123). */
  number: string;
  /** 388 (invoice) or 381 (credit). */
  typeCode: string;
  xml: string;
  /** PayableAmount as written, "30.000". */
  payable: string;
  /** JoFotara's number for it, EIN00001… */
  einvNumber: string;
  /** JoFotara's UUID for it (EINV_INV_UUID). */
  einvUuid: string;
  qr: string;
}

export interface FakeJofotara {
  /** http://127.0.0.1:<port>/core/invoices/ */
  url: string;
  clientId: string;
  secretKey: string;
  /** Invoices it accepted, in order (decoded). */
  accepted: AcceptedInvoice[];
  /** Every POST it answered, with its HTTP status and EINV_STATUS (or 'DOWN'; status 0 = dropped). */
  requests: Array<{ status: number; einvStatus: string }>;
  /** The next n requests get HTTP 503 (or, with 'drop', the socket is destroyed) — JoFotara down. */
  failNext(n: number, how?: 503 | 'drop'): void;
  close(): Promise<void>;
}

const INVOICES_PATH = '/core/invoices/';
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const XSD_VALID = {
  type: 'INFO',
  status: 'PASS',
  EINV_CODE: 'XSD_VALID',
  EINV_CATEGORY: 'XSD validation',
  EINV_MESSAGE: 'Complied with UBL 2.1 standards',
};

/**
 * A local stand-in for JoFotara's `POST /core/invoices/` (there is no sandbox): the same
 * headers, body and answers as the guide and the PHP SDK describe, the official UBL 2.1 XSD, and
 * JoFotara's own rules on currency, type codes, the ICV, the seller and the totals.
 */
export async function startFakeJofotara(
  options: { clientId?: string; secretKey?: string } = {},
): Promise<FakeJofotara> {
  const clientId = options.clientId ?? 'fake-client-id';
  const secretKey = options.secretKey ?? 'fake-secret-key';
  // Fail at start, not on the first invoice, if the vendored schemas are missing.
  await loadUblSchemas();

  const accepted: AcceptedInvoice[] = [];
  const requests: FakeJofotara['requests'] = [];
  const byUuid = new Map<string, AcceptedInvoice>();
  let failures = { remaining: 0, how: 503 as 503 | 'drop' };

  const answer = (res: ServerResponse, status: number, einvStatus: string, body: unknown) => {
    requests.push({ status, einvStatus });
    if (res.destroyed || res.writableEnded) return;
    const payload = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
    });
    res.end(payload);
  };

  const submit = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    if (body === null) {
      return answer(
        res,
        413,
        'NOT_SUBMITTED',
        notSubmitted([requestError('The request body is too large')]),
      );
    }
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
      return answer(
        res,
        400,
        'NOT_SUBMITTED',
        notSubmitted([requestError('Content-Type must be application/json')]),
      );
    }
    const xml = decodeInvoice(body);
    if (typeof xml !== 'string') {
      return answer(res, 400, 'NOT_SUBMITTED', notSubmitted([xml]));
    }
    const schema = await validateUbl(xml);
    if (!schema.valid) {
      const errors = schema.errors.map((message) => ({
        code: 'XSD_INVALID',
        category: 'XSD validation',
        message,
      }));
      return answer(res, 400, 'NOT_SUBMITTED', notSubmitted(errors));
    }
    const { errors, facts } = checkJofotaraRules(parseUbl(xml));
    if (errors.length > 0) {
      return answer(res, 400, 'NOT_SUBMITTED', notSubmitted(errors, [XSD_VALID]));
    }
    const known = byUuid.get(facts.uuid);
    if (known) return answer(res, 200, 'ALREADY_SUBMITTED', submitted('ALREADY_SUBMITTED', known));
    const invoice: AcceptedInvoice = {
      uuid: facts.uuid,
      number: facts.number,
      typeCode: facts.typeCode,
      xml,
      payable: facts.payable,
      einvNumber: `EIN${String(accepted.length + 1).padStart(5, '0')}`,
      einvUuid: randomUUID(),
      qr: encodeQrTlv({
        sellerName: facts.sellerName,
        sellerTin: facts.sellerTin,
        issueDate: facts.issueDate,
        payable: facts.payable,
        tax: facts.tax,
      }),
    };
    byUuid.set(invoice.uuid, invoice);
    accepted.push(invoice);
    return answer(res, 200, 'SUBMITTED', submitted('SUBMITTED', invoice));
  };

  const server = createServer((req, res) => {
    if (failures.remaining > 0) {
      failures.remaining -= 1;
      if (failures.how === 'drop') {
        requests.push({ status: 0, einvStatus: 'DOWN' });
        req.socket.destroy();
        return;
      }
      req.resume();
      requests.push({ status: 503, einvStatus: 'DOWN' });
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
      return;
    }
    const path = new URL(req.url ?? '/', 'http://fake.invalid').pathname;
    if (req.method !== 'POST' || path !== INVOICES_PATH) {
      req.resume();
      if (req.method !== 'POST') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}');
        return;
      }
      return answer(res, 404, 'NOT_SUBMITTED', { detail: 'Not found.' });
    }
    if (req.headers['client-id'] !== clientId || req.headers['secret-key'] !== secretKey) {
      req.resume();
      return answer(res, 403, 'NOT_SUBMITTED', { detail: 'Invalid Client-Id or Secret-Key.' });
    }
    submit(req, res).catch((error: unknown) => {
      answer(res, 500, 'ERROR', { detail: `Fake JoFotara failed: ${String(error)}` });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;

  return {
    url: `http://127.0.0.1:${port}${INVOICES_PATH}`,
    clientId,
    secretKey,
    accepted,
    requests,
    failNext(n, how = 503) {
      if (!Number.isInteger(n) || n < 0) throw new RangeError(`failNext needs a count, got ${n}`);
      failures = { remaining: n, how };
    },
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // fetch keeps connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** `{"invoice": "<base64 of the UBL XML>"}` → the XML, or the error JoFotara would give. */
function decodeInvoice(body: Buffer): string | RuleError {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return requestError('The body is not JSON');
  }
  const encoded = (parsed as { invoice?: unknown } | null)?.invoice;
  if (typeof encoded !== 'string' || encoded.trim() === '') {
    return requestError('The body needs "invoice": the base64 of the UBL XML');
  }
  const compact = encoded.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) {
    return requestError('"invoice" is not base64');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(compact, 'base64'));
  } catch {
    return requestError('"invoice" does not decode to UTF-8 XML');
  }
}

function requestError(message: string): RuleError {
  return { code: 'INVALID_REQUEST', category: 'Request', message };
}

function notSubmitted(errors: RuleError[], info: unknown[] = []) {
  return {
    EINV_RESULTS: {
      status: 'ERROR',
      INFO: info,
      WARNINGS: [],
      ERRORS: errors.map((error) => ({
        type: 'ERROR',
        status: 'ERROR',
        EINV_CODE: error.code,
        EINV_CATEGORY: error.category,
        EINV_MESSAGE: error.message,
      })),
    },
    EINV_STATUS: 'NOT_SUBMITTED',
    EINV_SINGED_INVOICE: null,
    EINV_QR: null,
    EINV_NUM: null,
    EINV_INV_UUID: null,
  };
}

function submitted(status: 'SUBMITTED' | 'ALREADY_SUBMITTED', invoice: AcceptedInvoice) {
  return {
    EINV_RESULTS: { status: 'PASS', INFO: [XSD_VALID], WARNINGS: [], ERRORS: [] },
    EINV_STATUS: status,
    // (sic) the misspelling is JoFotara's.
    EINV_SINGED_INVOICE: Buffer.from(invoice.xml, 'utf8').toString('base64'),
    EINV_QR: invoice.qr,
    EINV_NUM: invoice.einvNumber,
    EINV_INV_UUID: invoice.einvUuid,
  };
}
