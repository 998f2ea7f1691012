import type { Appointment } from '@ssc/contracts';
import { ammanParts } from '@ssc/contracts/slots';
import { Button } from '@ssc/ui';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { FormAlert } from '@ssc/ui/forms';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { useRescheduleAppointment } from '../api/queries';
import { formatDateTime } from '../format';
import { ClientName } from './ClientName';
import { DaySlotPicker, useDaySlotChoice } from './DaySlotPicker';
import { DialogFields } from './dialogParts';

/**
 * The office moves an appointment to another free slot on the client's behalf (design §3a: it does
 * not use the client's free reschedule; the client is emailed the new time and calendar event).
 * The same rules as booking: a day of the server's window, Sunday to Thursday, a slot still free.
 */
export function RescheduleAppointment({ appointment }: { appointment: Appointment }) {
  const a = appointment;
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const choice = useDaySlotChoice(open);
  const reschedule = useRescheduleAppointment();
  const current = ammanParts(new Date(a.date));
  const currentTime = `${String(current.hours).padStart(2, '0')}:${String(current.minutes).padStart(2, '0')}`;
  const ids = { day: `reschedule-day-${a.id}`, slots: `reschedule-slots-${a.id}` };

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      choice.reset();
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
          const date = choice.chosen(ids);
          if (!date) return false;
          reschedule.mutate(
            { id: a.id, date },
            {
              onSuccess: () => setOpen(false),
              // 409: taken meanwhile (the old slot is kept); 400: not a slot that can be booked.
              onError: (error) => {
                choice.pick(undefined);
                setServerError(error.message);
              },
            },
          );
          return false;
        }}
      >
        <DialogFields>
          <DaySlotPicker
            choice={choice}
            ids={ids}
            dayLabel="اليوم الجديد"
            name={`reschedule-time-${a.id}`}
            current={{ day: current.day, time: currentTime }}
            onChange={() => setServerError(undefined)}
          />
          {serverError ? <FormAlert role="alert">{serverError}</FormAlert> : null}
        </DialogFields>
      </ConfirmDialog>
    </>
  );
}
