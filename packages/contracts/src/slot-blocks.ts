/**
 * Blocking or freeing one slot from the calendar in one click (issue 34.2). A blocked slot is an
 * exception of its date whose slots omit it (design §3a): the server works that exception out
 * from the hours as they are, so the admin never retypes a day.
 *
 * Import it as `@ssc/contracts/slot-blocks`.
 */
import { z } from 'zod';
import { availabilityDateSchema, NOTE_MAX_LENGTH, slotTimeSchema } from './availability';

export const slotBlockMessages = {
  reasonTooLong: `السبب يجب ألا يتجاوز ${NOTE_MAX_LENGTH} حرف`,
  /** Blocking a time the office does not offer that day (already blocked, closed, other hours). */
  notOffered: 'هذا الوقت غير متاح أصلاً في ذلك اليوم',
  /** Freeing a time that is not blocked, or that the day's hours do not hold. */
  notBlocked: 'هذا الوقت ليس مغلقاً، أو ليس ضمن أوقات العمل في ذلك اليوم',
  hasAppointment: 'في هذا الوقت موعد قائم؛ أعد جدولته أو ألغِه أولاً ثم أغلق الوقت',
  past: 'لا يمكن تغيير وقت مضى',
  blocked: 'أُغلق هذا الوقت',
  freed: 'فُتح هذا الوقت',
} as const;

/** `POST /api/availability/blocks`: the Amman day and slot time, and why (kept as the day's note). */
export const blockSlotSchema = z.object({
  date: availabilityDateSchema,
  time: slotTimeSchema,
  reason: z
    .string()
    .trim()
    .max(NOTE_MAX_LENGTH, slotBlockMessages.reasonTooLong)
    .optional()
    .transform((reason) => (reason ? reason : undefined)),
});
export type BlockSlotInput = z.input<typeof blockSlotSchema>;

/** `DELETE /api/availability/blocks?date=&time=`: the slot to offer again. */
export const freeSlotSchema = z.object({ date: availabilityDateSchema, time: slotTimeSchema });
export type FreeSlotInput = z.input<typeof freeSlotSchema>;
