import { normalizePhone, toLatinDigits } from '@ssc/contracts';
import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import { appointments, invoices } from '../db/schema';
import { isUuid } from '../http/uuid';

/**
 * Letters Arabic writes more than one way, folded to one (issue 34.1): ى → ي, ة → ه, أ إ آ ٱ → ا,
 * Arabic-Indic and Persian digits → ASCII. What `FOLD_FROM` has beyond `FOLD_TO` is dropped by
 * `translate()`: the tatweel and the diacritics (fathatan … sukun, the dagger alif).
 */
const FOLD_FROM =
  'ىةأإآٱ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹' + '\u0640\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0670';
const FOLD_TO = 'يهاااا01234567890123456789';

/** A text folded in SQL (lower case, one spelling per letter): the stored value and the search alike. */
const fold = (value: AnyColumn | SQL | string) =>
  sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;

/** `%…%` around `q` with LIKE's own characters taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The reference a caller reads out however they say it: `snd-26-3`, `SND 26 00003`, `26-3` →
 * SND-26-00003 (the sequence is padded to 5 digits, as the database writes it).
 */
export function fullReference(q: string): string | undefined {
  const match = /^(?:snd[\s-]*)?(\d{2})[\s-]+0*(\d{1,})$/i.exec(toLatinDigits(q.trim()));
  if (!match?.[1] || !match[2]) return undefined;
  return `SND-${match[1]}-${match[2].padStart(5, '0')}`;
}

/**
 * The phone's digits as the list stores a Jordanian number (`07…`): `+962 79…`, `00962…` and
 * `962…` all start with 0, in any digits.
 */
function phoneDigits(q: string): string {
  const digits = toLatinDigits(q).replace(/\D/g, '');
  return digits.replace(/^(?:00)?962/, '0');
}

/**
 * The admin list's search (issues 19.5, 34.1): part of the reference (or the reference read out
 * short), the client's name or email compared folded on both sides, the phone however it is
 * written, the payment's reference (the provider's id, a CliQ or cash reference), an invoice's
 * number, or the appointment's id.
 */
export function searchCondition(q: string): SQL {
  const text = containing(q);
  const conditions: SQL[] = [
    sql`${fold(appointments.reference)} like ${fold(text)}`,
    sql`${fold(appointments.contactName)} like ${fold(text)}`,
    sql`${fold(appointments.contactEmail)} like ${fold(text)}`,
    sql`${fold(appointments.paymentReference)} like ${fold(text)}`,
    sql`exists (select 1 from ${invoices} where ${and(
      eq(invoices.targetKind, 'appointment'),
      eq(invoices.targetId, appointments.id),
    )} and ${fold(invoices.number)} like ${fold(text)})`,
  ];
  const reference = fullReference(q);
  if (reference) conditions.push(eq(appointments.reference, reference));
  if (isUuid(q)) conditions.push(eq(appointments.id, q));
  const phone = normalizePhone(q);
  const digits = phoneDigits(q);
  if (phone) conditions.push(eq(appointments.contactPhone, phone));
  else if (digits.length >= 4)
    conditions.push(sql`${appointments.contactPhone} like ${containing(digits)}`);
  return or(...conditions) as SQL;
}
