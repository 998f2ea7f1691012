import {
  type Hours,
  SLOT_MINUTES,
  type TimeRange,
  WEEKDAYS,
  type WeekdayKey,
} from '@ssc/contracts/availability';
import { Button } from '@ssc/ui';
import { FieldError, FormField, Select, TextField } from '@ssc/ui/forms';
import styled from 'styled-components';

export const DAY_NAMES: Record<WeekdayKey, string> = {
  '0': 'الأحد',
  '1': 'الاثنين',
  '2': 'الثلاثاء',
  '3': 'الأربعاء',
  '4': 'الخميس',
  '5': 'الجمعة',
  '6': 'السبت',
};

/** Hours as the form holds them while the admin types. */
export interface HoursDraft {
  ranges: Record<WeekdayKey, TimeRange[]>;
  slotMinutes: string;
}

export const toDraft = (hours: Hours): HoursDraft => ({
  ranges: Object.fromEntries(
    WEEKDAYS.map((key) => [key, hours.ranges[key].map((r) => ({ ...r }))]),
  ) as HoursDraft['ranges'],
  slotMinutes: String(hours.slotMinutes),
});

/** What the draft asks the schema to check (a slot length left empty is no number). */
export const fromDraft = (draft: HoursDraft) => ({
  ranges: draft.ranges,
  slotMinutes: draft.slotMinutes === '' ? undefined : Number(draft.slotMinutes),
});

/** A new range: the hour after the day's last one (09:00–17:00 on a day off). */
function nextRange(last: TimeRange | undefined): TimeRange {
  if (!last) return { from: '09:00', to: '17:00' };
  const start = Number(last.to.slice(0, 2)) * 60 + Number(last.to.slice(3, 5));
  const end = Math.min(start + 60, 24 * 60);
  const time = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { from: last.to, to: time(end) };
}

/** One day's ranges in words: «09:00–12:00، 14:00–17:00» or «عطلة». */
export const rangesText = (ranges: readonly TimeRange[]) =>
  ranges.length === 0 ? 'عطلة' : ranges.map((r) => `${r.from}–${r.to}`).join('، ');

/** A zod issue path as the error key the fields read (`ranges.0.1.to`, `slotMinutes`). */
export function errorsByPath(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  drop = 0,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.slice(drop).map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

const Day = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;

  legend {
    padding-inline: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Range = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};

  & > div {
    flex: 1 1 8rem;
  }
`;

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * The week's opening hours as the office thinks of them: for each weekday its from–to ranges
 * (none: a day off) and one slot length; the booking slots are derived from them.
 */
export function HoursFields({
  idPrefix,
  draft,
  errors,
  onChange,
}: {
  idPrefix: string;
  draft: HoursDraft;
  errors: Record<string, string>;
  onChange: (draft: HoursDraft) => void;
}) {
  const setDay = (key: WeekdayKey, ranges: TimeRange[]) =>
    onChange({ ...draft, ranges: { ...draft.ranges, [key]: ranges } });
  return (
    <>
      <FormField
        id={`${idPrefix}-slot-minutes`}
        label="مدة الموعد (بالدقائق)"
        required
        error={errors.slotMinutes}
        hint="تبدأ المواعيد من بداية كل نطاق، موعداً بعد موعد، ما دام الموعد ينتهي قبل نهاية النطاق."
      >
        {(control) => (
          <Select
            {...control}
            value={draft.slotMinutes}
            onChange={(e) => onChange({ ...draft, slotMinutes: e.target.value })}
          >
            {SLOT_MINUTES.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {minutes} دقيقة
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Days>
        {WEEKDAYS.map((key) => {
          const ranges = draft.ranges[key];
          const dayError = errors[`ranges.${key}`];
          return (
            <Day key={key} aria-describedby={dayError ? `${idPrefix}-${key}-error` : undefined}>
              <legend>{DAY_NAMES[key]}</legend>
              {ranges.length === 0 ? <span>عطلة</span> : null}
              {ranges.map((range, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a range has no id; rows are edited in place
                <Range key={i}>
                  <TextField
                    id={`${idPrefix}-${key}-${i}-from`}
                    label="من"
                    type="time"
                    dir="ltr"
                    required
                    error={errors[`ranges.${key}.${i}.from`]}
                    value={range.from}
                    onChange={(e) =>
                      setDay(
                        key,
                        ranges.map((r, j) => (j === i ? { ...r, from: e.target.value } : r)),
                      )
                    }
                  />
                  <TextField
                    id={`${idPrefix}-${key}-${i}-to`}
                    label="إلى"
                    type="time"
                    dir="ltr"
                    required
                    error={errors[`ranges.${key}.${i}.to`]}
                    value={range.to}
                    onChange={(e) =>
                      setDay(
                        key,
                        ranges.map((r, j) => (j === i ? { ...r, to: e.target.value } : r)),
                      )
                    }
                  />
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={`إزالة النطاق ${i + 1} من يوم ${DAY_NAMES[key]}`}
                    onClick={() =>
                      setDay(
                        key,
                        ranges.filter((_, j) => j !== i),
                      )
                    }
                  >
                    إزالة
                  </Button>
                </Range>
              ))}
              {dayError ? (
                <FieldError id={`${idPrefix}-${key}-error`}>{dayError}</FieldError>
              ) : null}
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`إضافة نطاق ساعات ليوم ${DAY_NAMES[key]}`}
                  onClick={() => {
                    setDay(key, [...ranges, nextRange(ranges.at(-1))]);
                  }}
                >
                  إضافة نطاق ساعات
                </Button>
              </div>
            </Day>
          );
        })}
      </Days>
    </>
  );
}
