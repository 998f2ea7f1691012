import { LOCALE } from '@ssc/contracts';
import { type DayKey, isBookableDay, isOpenDay } from '@ssc/contracts/slots';
import { FieldError, GroupLabel, RequiredMark } from '@ssc/ui/forms';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type Ref, useImperativeHandle, useMemo, useRef } from 'react';
import { type ChevronProps, DayPicker } from 'react-day-picker';
import { ar } from 'react-day-picker/locale/ar';
import styled from 'styled-components';
import { calendarDayKey, dateOfDayKey } from '../../lib/dates';
import { useBookingWindow } from '../../lib/slots';

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' });
const weekdayShort = new Intl.DateTimeFormat(LOCALE, { weekday: 'narrow' });
const weekdayLong = new Intl.DateTimeFormat(LOCALE, { weekday: 'long' });
const dayLong = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full' });
const dayNumber = new Intl.NumberFormat(LOCALE);

/** The calendar's look: the library's structure rules, in the site's tokens, RTL by logical props. */
const Calendar = styled.div`
  --cell: clamp(36px, calc((100vw - 5rem) / 7), 44px);
  display: inline-block;
  max-width: 100%;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};

  &[data-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
  .rdp-root { position: relative; }
  .rdp-months { display: flex; }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    height: 44px;
    padding-inline-start: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
    height: 44px;
    align-items: center;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.brand};
    cursor: pointer;
  }
  .rdp-button_previous:disabled,
  .rdp-button_next:disabled,
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    opacity: 0.4;
    cursor: not-allowed;
  }
  .rdp-chevron { width: 18px; height: 18px; }
  .rdp-month_grid { border-collapse: collapse; }
  .rdp-weekday {
    width: var(--cell);
    padding-block: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-align: center;
  }
  .rdp-day { width: var(--cell); height: var(--cell); padding: 1px; text-align: center; }
  .rdp-day_button {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .rdp-day_button:hover:not(:disabled) { background: ${({ theme }) => theme.colors.brandLight}; }
  .rdp-today:not(.rdp-outside) .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.border};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  .rdp-disabled:not(.rdp-selected) .rdp-day_button {
    color: #9ca3af;
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-outside { opacity: 0.6; }
  .rdp-hidden { visibility: hidden; }
  .rdp-footer {
    margin-block-start: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/**
 * The month arrows, drawn for right-to-left (issue 33.4) rather than turned by a stylesheet: the
 * previous month lies to the right, so «الشهر السابق» points → and «الشهر التالي» points ←. The
 * library asks for `left` on the previous button and `right` on the next one.
 */
function RtlChevron({ orientation, className }: ChevronProps) {
  const previous = orientation === 'left';
  const Icon = previous ? ChevronRight : ChevronLeft;
  return (
    <Icon
      className={className}
      size={18}
      aria-hidden="true"
      data-points={previous ? 'right' : 'left'}
    />
  );
}

/** What react-hook-form focuses when the date is missing: the selected day, else the first open one. */
export interface DayFieldHandle {
  focus(): void;
}

/**
 * The Arabic RTL date picker (react-day-picker): past days, days before 1900, Fridays and
 * Saturdays, days the office closed (the server's `closedDays`: holidays, absences) and days beyond the
 * server's booking horizon are disabled; arrows, Home/End and Page Up/Down move through the grid.
 */
export function DayField({
  id,
  value,
  onChange,
  error,
  now,
  ref,
}: {
  id: string;
  value: DayKey | undefined;
  onChange(day: DayKey): void;
  error?: string | undefined;
  now: Date;
  ref?: Ref<DayFieldHandle>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const booking = useBookingWindow().data;
  const lastDay = booking?.lastDay;
  // Days the office closed (holidays, absences: the admin's availability), from the server.
  const closedDays = useMemo(() => new Set(booking?.closedDays ?? []), [booking]);
  const isClosed = (day: DayKey) => !isOpenDay(day) || closedDays.has(day);
  useImperativeHandle(ref, () => ({
    focus() {
      const target =
        container.current?.querySelector<HTMLButtonElement>('.rdp-selected .rdp-day_button') ??
        container.current?.querySelector<HTMLButtonElement>('.rdp-day_button:not(:disabled)');
      target?.focus();
    },
  }));
  const selected = value ? dateOfDayKey(value) : undefined;
  const thisMonth = useMemo(() => new Date(now.getFullYear(), now.getMonth(), 1), [now]);
  const labelId = `${id}-label`;

  return (
    <div>
      <GroupLabel id={labelId}>
        تاريخ الموعد
        <RequiredMark />
      </GroupLabel>
      <Calendar ref={container} data-invalid={error ? 'true' : undefined}>
        <DayPicker
          id={id}
          mode="single"
          required
          dir="rtl"
          locale={ar}
          numerals="latn"
          aria-labelledby={labelId}
          components={{ Chevron: RtlChevron }}
          selected={selected}
          defaultMonth={selected ?? thisMonth}
          startMonth={thisMonth}
          onSelect={(date) => onChange(date ? calendarDayKey(date) : '')}
          disabled={(date) => {
            const day = calendarDayKey(date);
            return !isBookableDay(day, now, lastDay) || closedDays.has(day);
          }}
          formatters={{
            formatCaption: (month) => monthFormat.format(month),
            formatWeekdayName: (weekday) => weekdayShort.format(weekday),
            formatDay: (date) => dayNumber.format(date.getDate()),
          }}
          labels={{
            labelGrid: (month) => monthFormat.format(month),
            labelWeekday: (weekday) => weekdayLong.format(weekday),
            labelDayButton: (date, modifiers) => {
              let label = dayLong.format(date);
              if (modifiers.today) label = `اليوم، ${label}`;
              if (modifiers.selected) label = `${label}، محدد`;
              else if (modifiers.disabled)
                label = `${label}، ${isClosed(calendarDayKey(date)) ? 'عطلة' : 'غير متاح'}`;
              return label;
            },
          }}
          footer={
            selected
              ? `التاريخ المختار: ${dayLong.format(selected)}`
              : 'اختر يوماً من الأحد إلى الخميس. الجمعة والسبت عطلة رسمية.'
          }
        />
      </Calendar>
      {/* The calendar is a grid of buttons that nothing describes by this message: announce it. */}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
