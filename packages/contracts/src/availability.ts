/**
 * The office's availability (issue 19, design §3a), once for the booking service and the pages:
 * the week (slot start times per weekday, 0 = Sunday) and date exceptions that override it (closed
 * all day, or other slots that date). A single blocked slot is an exception of its date whose
 * `slots` omit the blocked time, with the reason in `note`: §3a's shapes need nothing more.
 *
 * Import it as `@ssc/contracts/availability` (kept out of the main entry like the slot rules).
 */
import { z } from 'zod';
import { isCalendarDay, weekdayOf } from './calendar-day';
import { TIME_SLOTS } from './constants';

/** A calendar day `YYYY-MM-DD`. */
type Day = string;

export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];
export type Week = Record<WeekdayKey, string[]>;

/** Sunday (0) to Thursday (4) are working days by default; Friday and Saturday are closed (spec §9). */
export const OPEN_WEEKDAYS: readonly number[] = [0, 1, 2, 3, 4];

/** Today's hours: the six slots of spec §9, Sunday to Thursday. */
export const DEFAULT_WEEK: Week = Object.fromEntries(
  WEEKDAYS.map((key) => [key, OPEN_WEEKDAYS.includes(Number(key)) ? [...TIME_SLOTS] : []]),
) as Week;

export interface AvailabilityException {
  date: Day;
  closed: boolean;
  /** The slots of that date instead of the week's (absent or empty when closed). */
  slots?: string[];
  note?: string;
}

export interface Availability {
  week: Week;
  exceptions: AvailabilityException[];
}

/** The office's hours when the admin has changed nothing: the default week, no exception. */
export const DEFAULT_AVAILABILITY: Availability = { week: DEFAULT_WEEK, exceptions: [] };

export const availabilityMessages = {
  timeInvalid: 'الوقت يجب أن يكون بصيغة 24 ساعة (HH:MM)، مثل 09:00',
  timesUnsorted: 'يجب أن تكون الأوقات مرتبة تصاعدياً دون تكرار',
  weekDayMissing: 'يجب تحديد أوقات كل يوم من أيام الأسبوع (قائمة فارغة تعني يوم عطلة)',
  dateInvalid: 'التاريخ غير صحيح، يجب أن يكون بصيغة YYYY-MM-DD',
  closedRequired: 'يجب تحديد ما إذا كان المكتب مغلقاً في هذا اليوم',
  closedWithSlots: 'اليوم المغلق لا يحتوي على أوقات',
  slotsRequired: 'حدد أوقات هذا اليوم، أو اجعله يوماً مغلقاً',
  noteTooLong: 'الملاحظة يجب ألا تتجاوز 200 حرف',
  exceptionNotFound: 'لا يوجد استثناء لهذا التاريخ',
  /** A booking or a reschedule on a date the office closed (a holiday, an absence). */
  dateClosed: 'المكتب مغلق في هذا اليوم، يرجى اختيار يوم آخر',
} as const;

export const NOTE_MAX_LENGTH = 200;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const slotTimeSchema = z
  .string({ error: availabilityMessages.timeInvalid })
  .regex(TIME_PATTERN, availabilityMessages.timeInvalid);

/** Slot start times of one day: HH:MM, ascending, each once (HH:MM text sorts like time). */
function slotTimes(missing: string) {
  return z
    .array(slotTimeSchema, { error: missing })
    .max(48, availabilityMessages.timeInvalid)
    .refine((times) => times.every((t, i) => i === 0 || (times[i - 1] as string) < t), {
      message: availabilityMessages.timesUnsorted,
    });
}
export const slotTimesSchema = slotTimes(availabilityMessages.timeInvalid);

export const availabilityDateSchema = z
  .string({ error: availabilityMessages.dateInvalid })
  .refine(isCalendarDay, availabilityMessages.dateInvalid);

const daySlotsSchema = slotTimes(availabilityMessages.weekDayMissing);
/** All seven weekdays, "0" (Sunday) to "6" (Saturday); an empty list is a day off. */
export const weekSchema = z.object(
  {
    '0': daySlotsSchema,
    '1': daySlotsSchema,
    '2': daySlotsSchema,
    '3': daySlotsSchema,
    '4': daySlotsSchema,
    '5': daySlotsSchema,
    '6': daySlotsSchema,
  },
  { error: availabilityMessages.weekDayMissing },
);

/** `PUT /api/availability/week`. */
export const putWeekSchema = z.object({ week: weekSchema });

const exceptionFields = {
  closed: z.boolean({ error: availabilityMessages.closedRequired }),
  slots: slotTimesSchema.optional(),
  note: z
    .string()
    .trim()
    .max(NOTE_MAX_LENGTH, availabilityMessages.noteTooLong)
    .optional()
    .transform((note) => (note ? note : undefined)),
};

/** A closed day has no slots; an open exception lists at least one (else it would be closed). */
function checkExceptionSlots(
  value: { closed: boolean; slots?: string[] },
  ctx: z.RefinementCtx,
): void {
  if (value.closed && value.slots && value.slots.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['slots'],
      message: availabilityMessages.closedWithSlots,
    });
  }
  if (!value.closed && (!value.slots || value.slots.length === 0)) {
    ctx.addIssue({ code: 'custom', path: ['slots'], message: availabilityMessages.slotsRequired });
  }
}

/** `PUT /api/availability/exceptions/{date}`: the date is the path's. */
export const putExceptionSchema = z.object(exceptionFields).superRefine(checkExceptionSlots);
export type PutExceptionInput = z.input<typeof putExceptionSchema>;

export const availabilityExceptionSchema = z
  .object({ date: availabilityDateSchema, ...exceptionFields })
  .superRefine(checkExceptionSlots);

export const availabilitySchema = z.object({
  week: weekSchema,
  exceptions: z.array(availabilityExceptionSchema),
});

/**
 * An open appointment (pending or confirmed, not started) that a change leaves outside the
 * availability: the admin reschedules or cancels it; nothing moves it by itself.
 */
export const affectedAppointmentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** Its start, ISO in UTC (like an appointment's `date`). */
  date: z.string(),
  contactName: z.string(),
});
export type AffectedAppointment = z.infer<typeof affectedAppointmentSchema>;

/** The answer of every availability write: the availability now, and what it leaves stranded. */
export const availabilityChangeSchema = availabilitySchema.extend({
  affected: z.array(affectedAppointmentSchema),
});
export type AvailabilityChange = z.infer<typeof availabilityChangeSchema>;

/** The week's key (0 = Sunday) of a calendar day. */
const weekdayKey = (day: Day) => String(weekdayOf(day)) as WeekdayKey;

/**
 * The slots the office offers on a calendar day: the date's exception when there is one, else
 * the week's slots of its weekday. `closed` when nothing is offered; `exception` says why.
 */
export function slotsForDay(
  availability: Availability,
  day: Day,
): { closed: boolean; slots: string[]; exception?: AvailabilityException } {
  const exception = availability.exceptions.find((e) => e.date === day);
  if (exception) {
    const slots = exception.closed ? [] : [...(exception.slots ?? [])];
    return { closed: slots.length === 0, slots, exception };
  }
  const slots = [...availability.week[weekdayKey(day)]];
  return { closed: slots.length === 0, slots };
}

/** Jordan's public holidays on fixed Gregorian dates (MM-DD); the religious ones move. */
export const FIXED_HOLIDAYS = [
  { monthDay: '01-01', name: 'رأس السنة الميلادية' },
  { monthDay: '05-01', name: 'عيد العمال' },
  { monthDay: '05-25', name: 'عيد الاستقلال' },
  { monthDay: '12-25', name: 'عيد الميلاد المجيد' },
] as const;

/** Whether a calendar day is one of the fixed public holidays, whatever its year. */
export function isFixedHoliday(day: Day): boolean {
  return FIXED_HOLIDAYS.some((h) => day.slice(5) === h.monthDay);
}

/**
 * The fixed holidays of the coming year: each one's next occurrence from `today` on (today
 * included, the same date next year not), as a closed day with its name as the note (what the
 * booking service seeds once).
 */
export function upcomingHolidays(today: Day): AvailabilityException[] {
  const year = Number(today.slice(0, 4));
  const nextYearSameDay = `${String(year + 1).padStart(4, '0')}${today.slice(4)}`;
  const days: AvailabilityException[] = [];
  for (const y of [year, year + 1]) {
    for (const holiday of FIXED_HOLIDAYS) {
      const date = `${String(y).padStart(4, '0')}-${holiday.monthDay}`;
      if (date >= today && date < nextYearSameDay) {
        days.push({ date, closed: true, note: holiday.name });
      }
    }
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
