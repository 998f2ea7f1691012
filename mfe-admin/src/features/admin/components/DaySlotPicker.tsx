import { bookingMessages } from '@ssc/contracts';
import {
  isCalendarDay,
  isOpenDay,
  isSlotPast,
  type TimeSlot,
  toAppointmentDate,
} from '@ssc/contracts/slots';
import { Spinner } from '@ssc/ui';
import { ChoiceLabel, FieldGroup, FormAlert, TextField } from '@ssc/ui/forms';
import { useState } from 'react';
import styled from 'styled-components';
import { useBookingWindow, useDaySlots } from '../api/queries';
import { formatDay, formatSlot } from '../format';
import { Muted } from './layout';

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

// In the dialog's narrow columns a slot is padded less than the kit's choices.
const SlotLabel = styled(ChoiceLabel)`
  padding-inline: ${({ theme }) => theme.space[3]};
`;

/** Why a day typed or picked cannot be offered; undefined when its slots can be asked for. */
function dayProblem(day: string, firstDay: string | undefined, lastDay: string | undefined) {
  if (!isCalendarDay(day)) return bookingMessages.dateInvalid;
  if (firstDay && day < firstDay) return bookingMessages.datePast;
  if (lastDay && day > lastDay) return bookingMessages.dateBeyondHorizon;
  if (!isOpenDay(day)) return bookingMessages.dateClosedDay;
  return undefined;
}

/**
 * A day and one of its free slots, as the office picks them for a client (reschedule, a booking
 * from the office): the server's booking window, Sunday to Thursday, the day's slots asked fresh.
 * `enabled`: the slots are asked only while the dialog is open.
 */
export function useDaySlotChoice(enabled: boolean) {
  const [day, setDayValue] = useState('');
  const [time, setTime] = useState<TimeSlot | undefined>();
  const [dayMissing, setDayMissing] = useState(false);
  const [timeError, setTimeError] = useState<string | undefined>();
  const bookingWindow = useBookingWindow();
  const problem = day
    ? dayProblem(day, bookingWindow.data?.firstDay, bookingWindow.data?.lastDay)
    : undefined;
  const slots = useDaySlots(enabled && day && !problem ? day : undefined);
  return {
    day,
    time,
    problem,
    dayMissing,
    timeError,
    bookingWindow,
    slots,
    setDay(next: string) {
      setDayValue(next);
      setDayMissing(false);
      setTime(undefined);
      setTimeError(undefined);
    },
    pick(next: TimeSlot | undefined) {
      setTime(next);
      setTimeError(undefined);
    },
    reset() {
      setDayValue('');
      setDayMissing(false);
      setTime(undefined);
      setTimeError(undefined);
    },
    /**
     * The chosen slot as the API takes it, or undefined after showing what is missing and
     * focusing it (the day field `dayId`, else the first free slot in `slotsId`).
     */
    chosen(ids: { day: string; slots: string }): string | undefined {
      if (!day || problem) {
        setDayMissing(!day);
        document.getElementById(ids.day)?.focus();
        return undefined;
      }
      if (!time) {
        setTimeError(bookingMessages.timeRequired);
        document.querySelector<HTMLInputElement>(`#${ids.slots} input:enabled`)?.focus();
        return undefined;
      }
      return toAppointmentDate(day, time);
    },
  };
}
export type DaySlotChoice = ReturnType<typeof useDaySlotChoice>;

/**
 * The day field and the day's slots of a `useDaySlotChoice`: a taken slot says «محجوز», a passed
 * one «انتهى وقته», and `current` (the appointment being moved) «الموعد الحالي».
 */
export function DaySlotPicker({
  choice,
  ids,
  dayLabel,
  name,
  current,
  onChange,
}: {
  choice: DaySlotChoice;
  ids: { day: string; slots: string };
  dayLabel: string;
  /** The slots' radio group name. */
  name: string;
  current?: { day: string; time: string } | undefined;
  /** Any change of the day or the slot (a server error shown beside goes). */
  onChange?: () => void;
}) {
  const { day, time, problem, slots, bookingWindow } = choice;
  return (
    <>
      <TextField
        id={ids.day}
        label={dayLabel}
        required
        error={problem ?? (choice.dayMissing ? bookingMessages.dateRequired : undefined)}
        hint={
          bookingWindow.data
            ? `من ${formatDay(bookingWindow.data.firstDay)} إلى ${formatDay(bookingWindow.data.lastDay)}، من الأحد إلى الخميس.`
            : 'من الأحد إلى الخميس.'
        }
        type="date"
        min={bookingWindow.data?.firstDay}
        max={bookingWindow.data?.lastDay}
        value={day}
        onChange={(event) => {
          choice.setDay(event.target.value);
          onChange?.();
        }}
      />
      {day && !problem ? (
        <FieldGroup legend={`الوقت يوم ${formatDay(day)}`} required error={choice.timeError}>
          {slots.isPending ? (
            <Spinner label="جارٍ تحميل الأوقات..." />
          ) : slots.isError ? (
            <FormAlert role="alert">تعذر تحميل الأوقات: {slots.error.message}</FormAlert>
          ) : (
            <Slots id={ids.slots}>
              {slots.data.slots.map((slot) => {
                const isCurrent = day === current?.day && slot.time === current.time;
                // Unavailable and still ahead means someone holds it; otherwise its time went.
                const note = isCurrent
                  ? 'الموعد الحالي'
                  : slot.available
                    ? undefined
                    : isSlotPast(day, slot.time, new Date())
                      ? 'انتهى وقته'
                      : 'محجوز';
                return (
                  <SlotLabel key={slot.time}>
                    <input
                      type="radio"
                      name={name}
                      value={slot.time}
                      checked={time === slot.time}
                      disabled={!slot.available || isCurrent}
                      onChange={() => {
                        choice.pick(slot.time);
                        onChange?.();
                      }}
                    />
                    <span>
                      {formatSlot(slot.time)}
                      {note ? <Muted as="span"> ({note})</Muted> : null}
                    </span>
                  </SlotLabel>
                );
              })}
            </Slots>
          )}
          {slots.data && !slots.data.slots.some((s) => s.available) ? (
            <Muted>لا أوقات متاحة في هذا اليوم، اختر يوماً آخر.</Muted>
          ) : null}
        </FieldGroup>
      ) : null}
    </>
  );
}
