/**
 * The office's availability (issue 19, design §3a; issue 34.2), once for the booking service and
 * the pages: the week's opening hours as from–to ranges per weekday (0 = Sunday) with one slot
 * length (`hours`, and the slot start times derived from them in `week`), periods («فترة»: a date
 * range with hours of its own, or closed, e.g. Ramadan) and date exceptions (closed all day, or
 * other slots that date). A date's exception wins over its period, a period over the week
 * (`slotsForDay`, the one place that decides). A single blocked slot is an exception of its date
 * whose `slots` omit the blocked time, with the reason in `note`.
 *
 * Import it as `@ssc/contracts/availability` (kept out of the main entry like the slot rules).
 */
import { z } from 'zod';
import {
  type HoursPeriod,
  hoursFromWeek,
  SLOT_MINUTES,
  type TimeRange,
  toMinutes,
  WEEKDAYS,
  type WeekdayKey,
} from './availability-rules';
import { isCalendarDay } from './calendar-day';
import { lifecycleMessages } from './lifecycle';

export * from './availability-rules';

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
  /** A slot list no slot length can give: starts under 15 minutes apart, or past midnight. */
  weekNotHours:
    'لا يمكن تحويل هذه الأوقات إلى ساعات عمل: يجب أن تبعد البدايات 15 دقيقة على الأقل وأن ينتهي كل موعد قبل منتصف الليل',
  rangeTimeInvalid: 'وقت البداية والنهاية يجب أن يكونا بصيغة 24 ساعة (HH:MM)، مثل 09:00',
  rangeOrder: 'يجب أن يكون وقت البداية قبل وقت النهاية',
  rangesOverlap: 'نطاقات الساعات في اليوم نفسه يجب ألا تتداخل',
  rangeTooShort: 'نطاق الساعات أقصر من مدة الموعد، فلا يتسع لأي موعد',
  tooManyRanges: 'يمكن تحديد 6 نطاقات ساعات على الأكثر في اليوم',
  slotMinutesInvalid:
    'مدة الموعد يجب أن تكون إحدى القيم: 15 أو 20 أو 30 أو 45 أو 60 أو 90 أو 120 دقيقة',
  periodNameRequired: 'اسم الفترة مطلوب، مثل «رمضان»',
  periodNameTooLong: 'اسم الفترة يجب ألا يتجاوز 60 حرفاً',
  periodOrder: 'تاريخ نهاية الفترة يجب ألا يسبق تاريخ بدايتها',
  periodTooLong: 'الفترة يجب ألا تتجاوز سنة واحدة',
  periodHoursRequired: 'حدد ساعات العمل في هذه الفترة، أو اجعلها فترة إغلاق',
  periodClosedWithHours: 'فترة الإغلاق لا تحتوي على ساعات عمل',
  periodNotFound: 'لا توجد فترة بهذا المعرّف',
  /** A save whose stranded appointments are not the ones the admin decided on (409). */
  affectedChanged:
    'تغيّرت المواعيد المتأثرة بهذا التغيير منذ أن راجعتها؛ راجع القائمة من جديد قبل الحفظ',
  /** A REST write that would leave booked clients outside the hours (409): decide first. */
  affectedUndecided:
    'هذا التغيير يترك مواعيد محجوزة خارج أوقات العمل؛ قرّر ما يحدث لكل منها قبل الحفظ',
  decisionDuplicate: 'لكل موعد قرار واحد فقط',
  moveDateRequired: 'اختر الموعد الجديد',
} as const;

export const NOTE_MAX_LENGTH = 200;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A range may end at midnight: `24:00`. */
const RANGE_END_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

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

export const timeRangeSchema = z
  .object({
    from: z
      .string({ error: availabilityMessages.rangeTimeInvalid })
      .regex(TIME_PATTERN, availabilityMessages.rangeTimeInvalid),
    to: z
      .string({ error: availabilityMessages.rangeTimeInvalid })
      .regex(RANGE_END_PATTERN, availabilityMessages.rangeTimeInvalid),
  })
  .refine((range) => toMinutes(range.from) < toMinutes(range.to), {
    message: availabilityMessages.rangeOrder,
    path: ['to'],
  });

/** One day's ranges: none (a day off) to six, none overlapping another (touching is fine). */
const dayRangesSchema = z
  .array(timeRangeSchema, { error: availabilityMessages.weekDayMissing })
  .max(6, availabilityMessages.tooManyRanges)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => toMinutes(a.from) - toMinutes(b.from));
      return sorted.every(
        (r, i) => i === 0 || toMinutes((sorted[i - 1] as TimeRange).to) <= toMinutes(r.from),
      );
    },
    { message: availabilityMessages.rangesOverlap },
  );

export const slotMinutesSchema = z
  .number({ error: availabilityMessages.slotMinutesInvalid })
  .refine((n) => (SLOT_MINUTES as readonly number[]).includes(n), {
    message: availabilityMessages.slotMinutesInvalid,
  });

/** A week's hours: the seven weekdays' ranges, each long enough for one slot, and the length. */
export const hoursSchema = z
  .object({
    ranges: z.object(
      Object.fromEntries(WEEKDAYS.map((key) => [key, dayRangesSchema])) as Record<
        WeekdayKey,
        typeof dayRangesSchema
      >,
      { error: availabilityMessages.weekDayMissing },
    ),
    slotMinutes: slotMinutesSchema,
  })
  .superRefine((hours, ctx) => {
    for (const key of WEEKDAYS) {
      hours.ranges[key].forEach((range, i) => {
        if (toMinutes(range.to) - toMinutes(range.from) < hours.slotMinutes) {
          ctx.addIssue({
            code: 'custom',
            path: ['ranges', key, i, 'to'],
            message: availabilityMessages.rangeTooShort,
          });
        }
      });
    }
  });

/**
 * `PUT /api/availability/week`: the week's opening hours (the slots derive from them), or, as
 * design §3a has it, the week's slot lists (`{week}`), read as the hours that offer exactly them.
 */
const hoursBodySchema = z.object({ hours: hoursSchema });
export const putWeekSchema = z.preprocess((body, ctx) => {
  if (typeof body !== 'object' || body === null || !('week' in body) || 'hours' in body) {
    return body;
  }
  const week = weekSchema.safeParse(body.week);
  if (!week.success) {
    for (const issue of week.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['week', ...issue.path], message: issue.message });
    }
    return body;
  }
  const hours = hoursFromWeek(week.data);
  if (hours) return { hours };
  ctx.addIssue({ code: 'custom', path: ['week'], message: availabilityMessages.weekNotHours });
  return body;
}, hoursBodySchema) as unknown as typeof hoursBodySchema;

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

const DAY_MS = 86_400_000;

/** A period as the admin writes it (`POST`/`PUT /api/availability/periods`). */
export const periodInputSchema = z
  .object({
    name: z
      .string({ error: availabilityMessages.periodNameRequired })
      .trim()
      .min(1, availabilityMessages.periodNameRequired)
      .max(60, availabilityMessages.periodNameTooLong),
    from: availabilityDateSchema,
    to: availabilityDateSchema,
    closed: z.boolean({ error: availabilityMessages.closedRequired }),
    hours: hoursSchema.optional(),
  })
  .superRefine((period, ctx) => {
    if (period.to < period.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: availabilityMessages.periodOrder });
    } else if (Date.parse(period.to) - Date.parse(period.from) >= 366 * DAY_MS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: availabilityMessages.periodTooLong });
    }
    if (period.closed && period.hours) {
      ctx.addIssue({
        code: 'custom',
        path: ['hours'],
        message: availabilityMessages.periodClosedWithHours,
      });
    }
    if (!period.closed && !period.hours) {
      ctx.addIssue({
        code: 'custom',
        path: ['hours'],
        message: availabilityMessages.periodHoursRequired,
      });
    }
  });
export type PeriodInput = z.output<typeof periodInputSchema>;

export const hoursPeriodSchema = z.object({
  id: z.string(),
  name: z.string(),
  from: z.string(),
  to: z.string(),
  closed: z.boolean(),
  hours: hoursSchema.optional(),
});

/** `GET /api/availability`: everything the admin set, and the week's slots derived from it. */
export const availabilitySchema = z.object({
  week: weekSchema,
  hours: hoursSchema,
  periods: z.array(hoursPeriodSchema),
  exceptions: z.array(availabilityExceptionSchema),
});

/** The message refusing a period that shares a date with another. */
export const periodsOverlapMessage = (other: string) =>
  `هذه الفترة تتداخل مع فترة «${other}»؛ عدّل التاريخين أو احذف تلك الفترة أولاً`;

/** The period among `periods` whose dates share a day with `from`–`to` (not `exceptId` itself). */
export function overlappingPeriod(
  periods: readonly Pick<HoursPeriod, 'id' | 'name' | 'from' | 'to'>[],
  candidate: { id?: string; from: string; to: string },
): Pick<HoursPeriod, 'id' | 'name' | 'from' | 'to'> | undefined {
  return periods.find(
    (p) => p.id !== candidate.id && p.from <= candidate.to && candidate.from <= p.to,
  );
}

/**
 * An open appointment (pending or confirmed, not started) that a change would leave outside the
 * hours: the admin moves it, cancels it or tells its client before the change is saved.
 */
export const affectedAppointmentSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** Its start, ISO in UTC (like an appointment's `date`). */
  date: z.string(),
  contactName: z.string(),
  serviceName: z.string(),
});
export type AffectedAppointment = z.infer<typeof affectedAppointmentSchema>;

/** The answer of every availability write: the availability now, and the appointments handled. */
export const availabilityChangeSchema = availabilitySchema.extend({
  affected: z.array(affectedAppointmentSchema),
});
export type AvailabilityChange = z.infer<typeof availabilityChangeSchema>;

/** One change of the hours, as the preview and the save take it. */
export const hoursChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('week'), hours: hoursSchema }),
  z.object({
    kind: z.literal('exception'),
    date: availabilityDateSchema,
    exception: putExceptionSchema,
  }),
  z.object({ kind: z.literal('deleteException'), date: availabilityDateSchema }),
  z.object({
    kind: z.literal('period'),
    /** Absent: a new period. */
    id: z.uuid({ error: availabilityMessages.periodNotFound }).optional(),
    period: periodInputSchema,
  }),
  z.object({
    kind: z.literal('deletePeriod'),
    id: z.uuid({ error: availabilityMessages.periodNotFound }),
  }),
]);
export type HoursChange = z.input<typeof hoursChangeSchema>;

const appointmentIdField = z.string().min(1).max(100);

/** What the admin decided for one stranded appointment. */
export const affectedDecisionSchema = z.discriminatedUnion('action', [
  z.object({
    appointmentId: appointmentIdField,
    action: z.literal('move'),
    /** The new start: an ISO instant of a slot the new hours offer. */
    date: z.iso.datetime({ offset: true, error: availabilityMessages.moveDateRequired }),
  }),
  z.object({
    appointmentId: appointmentIdField,
    action: z.literal('cancel'),
    reason: z
      .string({ error: lifecycleMessages.reasonRequired })
      .trim()
      .min(1, lifecycleMessages.reasonRequired)
      .max(500, lifecycleMessages.reasonTooLong),
  }),
  z.object({ appointmentId: appointmentIdField, action: z.literal('notify') }),
]);
export type AffectedDecision = z.infer<typeof affectedDecisionSchema>;

/** `POST /api/availability/preview`: the change to look at; nothing is saved. */
export const previewHoursChangeSchema = z.object({ change: hoursChangeSchema });

/** The preview's answer: the appointments the change would leave outside the hours. */
export const hoursPreviewSchema = z.object({ affected: z.array(affectedAppointmentSchema) });

/** `POST /api/availability/changes`: the change and one decision per stranded appointment. */
export const applyHoursChangeSchema = z.object({
  change: hoursChangeSchema,
  decisions: z
    .array(affectedDecisionSchema)
    .max(500)
    .refine((list) => new Set(list.map((d) => d.appointmentId)).size === list.length, {
      message: availabilityMessages.decisionDuplicate,
    }),
});
export type ApplyHoursChange = z.input<typeof applyHoursChangeSchema>;

/** The 409 of a save whose stranded appointments are not the ones decided on: the list now. */
export const affectedConflictSchema = z.object({
  message: z.string(),
  affected: z.array(affectedAppointmentSchema),
});
