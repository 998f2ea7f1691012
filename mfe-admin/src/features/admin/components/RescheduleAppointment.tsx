import { type Appointment, bookingMessages } from '@ssc/contracts';
import {
  ammanParts,
  isCalendarDay,
  isOpenDay,
  isSlotPast,
  type TimeSlot,
  toAppointmentDate,
} from '@ssc/contracts/slots';
import { Button, Spinner } from '@ssc/ui';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { ChoiceLabel, FieldGroup, FormAlert, TextField } from '@ssc/ui/forms';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { useBookingWindow, useDaySlots, useRescheduleAppointment } from '../api/queries';
import { formatDateTime, formatDay, formatSlot } from '../format';
import { ClientName } from './ClientName';
import { DialogFields } from './dialogParts';
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
 * The office moves an appointment to another free slot on the client's behalf (design §3a: it does
 * not use the client's free reschedule; the client is emailed the new time and calendar event).
 * The same rules as booking: a day of the server's window, Sunday to Thursday, a slot still free.
 */
export function RescheduleAppointment({ appointment }: { appointment: Appointment }) {
  const a = appointment;
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [time, setTime] = useState<TimeSlot | undefined>();
  const [dayMissing, setDayMissing] = useState(false);
  const [timeError, setTimeError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const bookingWindow = useBookingWindow();
  const problem = day
    ? dayProblem(day, bookingWindow.data?.firstDay, bookingWindow.data?.lastDay)
    : undefined;
  const slots = useDaySlots(open && day && !problem ? day : undefined);
  const reschedule = useRescheduleAppointment();
  const current = ammanParts(new Date(a.date));
  const currentTime = `${String(current.hours).padStart(2, '0')}:${String(current.minutes).padStart(2, '0')}`;
  const ids = { day: `reschedule-day-${a.id}`, slots: `reschedule-slots-${a.id}` };

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setDay('');
      setDayMissing(false);
      setTime(undefined);
      setTimeError(undefined);
      setServerError(undefined);
    }
  };

  return (
    <>
      <Button
        $variant="secondary"
        aria-label={`تغيير الموعد (${a.contactName}، ${a.reference})`}
        onClick={() => openChange(true)}
      >
        <CalendarClock size={18} aria-hidden />
        تغيير الموعد
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title="تغيير الموعد نيابة عن العميل"
        description={
          <>
            <ClientName appointment={a} />، الموعد الحالي: {formatDateTime(a.date)}. يصل الموعد
            الجديد إلى العميل بالبريد الإلكتروني، ولا يُحتسب من التغيير المجاني المتاح له.
          </>
        }
        confirmLabel="نعم، غيّر الموعد"
        dismissLabel="تراجع"
        busy={reschedule.isPending}
        onConfirm={() => {
          setServerError(undefined);
          if (!day || problem) {
            setDayMissing(!day);
            document.getElementById(ids.day)?.focus();
            return false;
          }
          if (!time) {
            setTimeError(bookingMessages.timeRequired);
            document.querySelector<HTMLInputElement>(`#${ids.slots} input:enabled`)?.focus();
            return false;
          }
          reschedule.mutate(
            { id: a.id, date: toAppointmentDate(day, time) },
            {
              onSuccess: () => setOpen(false),
              // 409: taken meanwhile (the old slot is kept); 400: not a slot that can be booked.
              onError: (error) => {
                setTime(undefined);
                setServerError(error.message);
              },
            },
          );
          return false;
        }}
      >
        <DialogFields>
          <TextField
            id={ids.day}
            label="اليوم الجديد"
            required
            error={problem ?? (dayMissing ? bookingMessages.dateRequired : undefined)}
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
              setDay(event.target.value);
              setDayMissing(false);
              setTime(undefined);
              setTimeError(undefined);
              setServerError(undefined);
            }}
          />
          {day && !problem ? (
            <FieldGroup legend={`الوقت يوم ${formatDay(day)}`} required error={timeError}>
              {slots.isPending ? (
                <Spinner label="جارٍ تحميل الأوقات..." />
              ) : slots.isError ? (
                <FormAlert role="alert">تعذر تحميل الأوقات: {slots.error.message}</FormAlert>
              ) : (
                <Slots id={ids.slots}>
                  {slots.data.slots.map((slot) => {
                    const isCurrent = day === current.day && slot.time === currentTime;
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
                          name={`reschedule-time-${a.id}`}
                          value={slot.time}
                          checked={time === slot.time}
                          disabled={!slot.available || isCurrent}
                          onChange={() => {
                            setTime(slot.time);
                            setTimeError(undefined);
                            setServerError(undefined);
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
          {serverError ? <FormAlert role="alert">{serverError}</FormAlert> : null}
        </DialogFields>
      </ConfirmDialog>
    </>
  );
}
