import { TIME_SLOTS, type TimeSlot } from '@ssc/contracts';
import { type DayKey, isSlotPast } from '@ssc/contracts/slots';
import { coverInput, FieldError, FieldHint, GroupLabel, RequiredMark } from '@ssc/ui/forms';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { formatSlot } from '../../lib/dates';
import { useSlots } from '../../lib/slots';
import { Time } from '../text/Inline';

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Slot = styled.label<{ $unavailable: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-height: 56px;
  padding: ${({ theme }) => theme.space[2]};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  cursor: pointer;

  input { ${coverInput} }
  small { font-size: 0.75rem; font-weight: ${({ theme }) => theme.typography.weights.regular}; }

  &:hover { border-color: ${({ theme }) => theme.colors.brand}; }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: #4b5563;
    cursor: not-allowed;
  }
  /* Taken or past: struck through (a slot waiting for a day to be chosen is only dimmed). */
  ${({ $unavailable }) => ($unavailable ? 'bdi { text-decoration: line-through; }' : '')}
`;

function slotState(
  time: TimeSlot,
  day: DayKey | undefined,
  available: Map<string, boolean> | undefined,
  now: Date,
) {
  if (!day) return { disabled: true, note: '' };
  if (isSlotPast(day, time, now)) return { disabled: true, note: 'انتهى' };
  if (available && available.get(time) === false) return { disabled: true, note: 'محجوز' };
  // A time the server does not list for that day (the office's own hours, a closed day).
  if (available && !available.has(time)) return { disabled: true, note: 'غير متاح' };
  return { disabled: false, note: 'متاح' };
}

/** The day's slots (spec §9) as a radio group; taken and past slots are disabled. */
export function TimeSlotField({
  id,
  day,
  registration,
  error,
  now,
}: {
  id: string;
  day: DayKey | undefined;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  now: Date;
}) {
  const slots = useSlots(day);
  const available = slots.data
    ? new Map(slots.data.slots.map((s) => [s.time, s.available] as const))
    : undefined;
  // The day's own times (the admin's availability: Ramadan hours, a blocked slot); until they are
  // known, or on a closed day, the usual six stand in, disabled.
  const times: readonly TimeSlot[] =
    slots.data && slots.data.slots.length > 0 ? slots.data.slots.map((s) => s.time) : TIME_SLOTS;
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;

  let status = 'اختر التاريخ أولاً لعرض الأوقات المتاحة.';
  if (day && slots.isPending) status = 'جارٍ التحقق من الأوقات المتاحة...';
  else if (day && slots.isError)
    status = 'تعذّر التحقق من الأوقات المحجوزة؛ سنؤكد توفر الوقت عند إرسال الحجز.';
  else if (day && (slots.data as { closed?: boolean } | undefined)?.closed)
    status = 'المكتب مغلق في هذا اليوم، اختر يوماً آخر.';
  else if (day) status = 'الأوقات بتوقيت عمّان. الأوقات المشطوبة محجوزة أو انتهت.';

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={error ? `${statusId} ${id}-error` : statusId}
      aria-busy={(Boolean(day) && slots.isFetching) || undefined}
    >
      <GroupLabel id={labelId}>
        وقت الموعد
        <RequiredMark />
      </GroupLabel>
      <Slots>
        {times.map((time) => {
          const { disabled, note } = slotState(time, day, available, now);
          return (
            <Slot key={time} $unavailable={Boolean(day) && disabled}>
              <input
                type="radio"
                value={time}
                disabled={disabled || (Boolean(day) && slots.isPending)}
                {...registration}
              />
              <Time>{formatSlot(time)}</Time>
              {note ? <small>{note}</small> : null}
            </Slot>
          );
        })}
      </Slots>
      <FieldHint id={statusId} aria-live="polite">
        {status}
      </FieldHint>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
