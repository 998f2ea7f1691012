import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The header Meta signs each webhook with: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** The header value Meta would send for this body (the fake and the tests sign with it). */
export function signBody(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Whether the webhook came from Meta: the HMAC is over the raw bytes as received (a body parsed
 * and serialised again no longer matches), compared in constant time so that the answer time
 * does not tell a forger how many leading characters were right. A missing header, another
 * algorithm (`sha1=`) or a value of the wrong length is refused before comparing.
 */
export function verifySignature(
  appSecret: string,
  rawBody: Buffer | string,
  header: string | undefined,
): boolean {
  if (typeof header !== 'string') return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface StatusUpdate {
  /** Meta's message id (wamid.…), as sendTemplate returned it. */
  messageId: string;
  status: DeliveryStatus;
  at: Date;
  /** The client's WhatsApp id (digits, no plus). */
  recipient: string;
  /** Our message id, given as callbackData when sending. */
  callbackData?: string;
  error?: { code: number; title: string; details?: string };
}

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().regex(/^\d+$/),
  recipient_id: z.string(),
  biz_opaque_callback_data: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number().int(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

// Only what we read is checked; Meta adds fields (conversation, pricing…) without notice, and
// zod's objects ignore keys they do not name.
const bodySchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      id: z.string().optional(),
      changes: z.array(
        z.object({
          field: z.string(),
          // Checked item by item below: one odd status must not lose the others.
          value: z.object({ statuses: z.unknown().optional() }).optional(),
        }),
      ),
    }),
  ),
});

const KNOWN_STATUSES = new Set<string>(['sent', 'delivered', 'read', 'failed']);

/**
 * The delivery statuses in a webhook body, in the order they came. One body may carry several
 * entries, changes and statuses; inbound messages (a client writing to us), other fields and
 * statuses we do not track (`deleted`, `warning`…) are skipped, as is a status entry that is not
 * shaped like one (one odd status must not lose the others). Throws when the body is not a
 * WhatsApp Business Account notification at all.
 */
export function parseStatuses(body: unknown): StatusUpdate[] {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`Not a WhatsApp Business Account webhook: ${parsed.error.issues[0]?.message}`);
  }
  const updates: StatusUpdate[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const statuses = change.value?.statuses;
      for (const raw of Array.isArray(statuses) ? statuses : []) {
        const status = statusSchema.safeParse(raw);
        if (!status.success || !KNOWN_STATUSES.has(status.data.status)) continue;
        const s = status.data;
        const firstError = s.errors?.[0];
        updates.push({
          messageId: s.id,
          status: s.status as DeliveryStatus,
          at: new Date(Number(s.timestamp) * 1000),
          recipient: s.recipient_id,
          ...(s.biz_opaque_callback_data !== undefined
            ? { callbackData: s.biz_opaque_callback_data }
            : {}),
          ...(firstError
            ? {
                error: {
                  code: firstError.code,
                  title: firstError.title ?? firstError.message ?? 'Unknown error',
                  ...(firstError.error_data?.details !== undefined
                    ? { details: firstError.error_data.details }
                    : {}),
                },
              }
            : {}),
        });
      }
    }
  }
  return updates;
}

export type SubscriptionAnswer = { status: 200; body: string } | { status: 403 };

/**
 * Meta's webhook check (`GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`): echo
 * the challenge when the token is ours. Without a configured verify token nothing is accepted.
 * `query` takes Koa's ctx.query or a URLSearchParams.
 */
export function answerSubscription(
  query: URLSearchParams | Record<string, string | string[] | undefined>,
  verifyToken: string | undefined,
): SubscriptionAnswer {
  const get = (key: string): string | undefined => {
    const v = query instanceof URLSearchParams ? query.get(key) : query[key];
    return typeof v === 'string' ? v : undefined;
  };
  const mode = get('hub.mode');
  const token = get('hub.verify_token');
  const challenge = get('hub.challenge');
  if (!verifyToken || mode !== 'subscribe' || token === undefined || challenge === undefined) {
    return { status: 403 };
  }
  return constantTimeEqual(token, verifyToken) ? { status: 200, body: challenge } : { status: 403 };
}

/** Compares HMACs of the two strings, so neither their content nor their length leaks by time. */
function constantTimeEqual(a: string, b: string): boolean {
  const key = 'verify-token-compare';
  const ha = createHmac('sha256', key).update(a).digest();
  const hb = createHmac('sha256', key).update(b).digest();
  return timingSafeEqual(ha, hb);
}
