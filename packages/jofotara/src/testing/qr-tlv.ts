/**
 * The fake's QR text: base64 of tag-length-value fields (1-byte tag, 1-byte length, UTF-8
 * value), the layout e-invoicing QR codes in the region (ZATCA's, which JoFotara's validation
 * messages cite) use. Real JoFotara QR codes also carry a signature; nothing here reads that.
 */
export const QR_TAGS = {
  sellerName: 1,
  sellerTin: 2,
  issueDate: 3,
  payable: 4,
  tax: 5,
} as const;

export type QrFields = Record<keyof typeof QR_TAGS, string>;

const MAX_VALUE_BYTES = 255;

export function encodeQrTlv(fields: QrFields): string {
  const parts: Buffer[] = [];
  for (const [key, tag] of Object.entries(QR_TAGS) as Array<[keyof QrFields, number]>) {
    const value = truncateUtf8(fields[key], MAX_VALUE_BYTES);
    parts.push(Buffer.from([tag, value.length]), value);
  }
  return Buffer.concat(parts).toString('base64');
}

export function decodeQrTlv(qr: string): Partial<QrFields> {
  const bytes = Buffer.from(qr, 'base64');
  const byTag = new Map<number, keyof QrFields>(
    (Object.entries(QR_TAGS) as Array<[keyof QrFields, number]>).map(([key, tag]) => [tag, key]),
  );
  const fields: Partial<QrFields> = {};
  let at = 0;
  while (at + 2 <= bytes.length) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    const key = byTag.get(tag);
    if (key) fields[key] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

/** A length byte holds 255 at most; a long Arabic name is cut on a character boundary. */
function truncateUtf8(value: string, maxBytes: number): Buffer {
  let text = value;
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > maxBytes) {
    text = Array.from(text).slice(0, -1).join('');
    bytes = Buffer.from(text, 'utf8');
  }
  return bytes;
}
