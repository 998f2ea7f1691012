import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Appointment,
  type AppointmentDetail,
  bookingFormSchema,
  bookingMessages,
  type TimeSlot,
} from '@ssc/contracts';
import { lifecycleMessages } from '@ssc/contracts/lifecycle';
import { toAppointmentDate } from '@ssc/contracts/slots';
import { Button } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Card } from '../../../components/payment/ui';
import { DayField } from '../../../components/schedule/DayField';
import { TimeSlotField } from '../../../components/schedule/TimeSlotField';
import { AppointmentDate } from '../../../components/text/Inline';
import { invalidateSlots } from '../../../lib/slots';
import { afterChange, rescheduleAppointment } from '../api/manage';
import { errorMessage, statusOf } from '../lib/errors';
import type { ManageParams } from '../lib/params';
import { rescheduleBlock, rescheduleBlockMessages } from '../lib/rules';
import { PolicyMessage } from './PolicyMessage';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  button[type='submit'] { justify-self: start; min-width: 12rem; }
`;

// The dialog's code (Radix) is loaded only when a client is about to confirm, as for cancelling.
const loadDialog = () => import('@ssc/ui/dialog');
const ConfirmDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ConfirmDialog })),
);

/** What the dialog says of the free change about to be spent. */
function freeChangeText(remaining: number | null): string {
  if (remaining === null || remaining <= 1) return 'هذا هو التغيير المجاني الوحيد المتاح لك.';
  return `يبقى لك بعده ${remaining - 1 === 1 ? 'تغيير مجاني واحد' : `${remaining - 1} تغييرات مجانية`}.`;
}

/** The booking form's day and slot, with its messages. */
const slotSchema = bookingFormSchema.pick({ day: true, time: true });
type SlotInput = { day: string; time: TimeSlot };

function remainingText(remaining: number | null): string | undefined {
  if (remaining === null) return undefined;
  return remaining === 1
    ? 'يحق لك تغيير هذا الموعد مرة واحدة مجاناً.'
    : `عدد مرات التغيير المجاني المتبقية: ${remaining}.`;
}

/**
 * Moving the appointment to another free slot with the booking page's own day picker and slot
 * list; when the client may not (the free move used, started, closed), why, and where to turn.
 */
export function RescheduleSection({
  detail,
  params,
  now,
  onRescheduled,
}: {
  detail: AppointmentDetail;
  params: ManageParams;
  now: Date;
  onRescheduled(appointment: Appointment): void;
}) {
  const block = rescheduleBlock(detail, now);
  return (
    <Card aria-labelledby="manage-reschedule-title">
      <h2 id="manage-reschedule-title">
        <CalendarClock size={24} aria-hidden="true" />
        تغيير الموعد
      </h2>
      {block ? (
        <PolicyMessage
          testId="reschedule-blocked"
          message={rescheduleBlockMessages[block]}
          contact={block !== 'closed'}
        />
      ) : (
        <RescheduleForm detail={detail} params={params} now={now} onRescheduled={onRescheduled} />
      )}
    </Card>
  );
}

function RescheduleForm({
  detail,
  params,
  now,
  onRescheduled,
}: {
  detail: AppointmentDetail;
  params: ManageParams;
  now: Date;
  onRescheduled(appointment: Appointment): void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string>();
  const { control, register, handleSubmit, formState, setValue, setError } = useForm<
    SlotInput,
    unknown,
    SlotInput
  >({
    resolver: zodResolver(slotSchema),
    defaultValues: { day: '', time: undefined as unknown as TimeSlot },
    mode: 'onTouched',
  });
  const day = useWatch({ control, name: 'day' });
  // The slot chosen, waiting for the client's «تأكيد التغيير» (the one free change: issue 33.4).
  const [pending, setPending] = useState<SlotInput | null>(null);
  // Set once moved: the result panel takes the focus, not the button that opened the dialog.
  const done = useRef(false);
  const submit = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // The server refused the slot itself (taken meanwhile, invalid): the focus goes to the times.
  const slotRefused = useRef(false);
  const move = useMutation({
    mutationFn: (values: SlotInput) =>
      rescheduleAppointment(params, toAppointmentDate(values.day, values.time)),
    onSuccess: (appointment) => {
      done.current = true;
      setPending(null);
      onRescheduled(appointment);
      void afterChange(queryClient, params);
    },
    onError: (error) => {
      // The refusal is shown by the form, under the field or as an alert; the dialog closes.
      setPending(null);
      slotRefused.current = false;
      const status = statusOf(error);
      const message = errorMessage(error, 'تعذّر تغيير الموعد');
      if (status === 409 && message === bookingMessages.slotTaken) {
        // Taken meanwhile: show the day afresh and ask for another time.
        setValue('time', undefined as unknown as TimeSlot);
        setError('time', { message });
        slotRefused.current = true;
        void invalidateSlots(queryClient);
      } else if (status === 400 && message !== lifecycleMessages.linkInvalid) {
        setError('time', { message });
        slotRefused.current = true;
      } else {
        setRefusal(message);
        if (status === 409) void afterChange(queryClient, params);
      }
    },
  });

  // A valid choice asks first (nothing is sent): the free change is spent only on confirming.
  const onSubmit = handleSubmit((values) => {
    setRefusal(undefined);
    void loadDialog();
    setPending(values);
  });
  const pendingIso = pending ? toAppointmentDate(pending.day, pending.time) : null;

  return (
    <Form
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label="اختيار موعد جديد"
      aria-busy={move.isPending || undefined}
    >
      <p>
        اختر يوماً ووقتاً متاحين بدلاً من موعدك الحالي. {remainingText(detail.reschedule.remaining)}
      </p>
      <Columns>
        <Controller
          control={control}
          name="day"
          render={({ field, fieldState }) => (
            <DayField
              id={`${id}-day`}
              ref={field.ref}
              value={field.value || undefined}
              onChange={(next) => {
                field.onChange(next);
                setValue('time', undefined as unknown as TimeSlot);
              }}
              error={fieldState.error?.message}
              now={now}
            />
          )}
        />
        <TimeSlotField
          id={`${id}-time`}
          day={day || undefined}
          registration={register('time')}
          error={formState.errors.time?.message}
          now={now}
        />
      </Columns>
      {refusal ? (
        <PolicyMessage testId="reschedule-refused" message={refusal} contact alert />
      ) : null}
      <Button
        ref={submit}
        type="submit"
        disabled={move.isPending}
        aria-haspopup="dialog"
        // The dialog's code is fetched while the pointer or the focus is on its way to the button.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
      >
        <CalendarClock size={18} aria-hidden="true" />
        {move.isPending ? 'جارٍ تغيير الموعد...' : 'تأكيد الموعد الجديد'}
      </Button>
      {pending && pendingIso ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setPending(null);
            }}
            title={
              <>
                تغيير الموعد إلى <AppointmentDate iso={pendingIso} />؟
              </>
            }
            description={
              <p data-testid="reschedule-dialog-note">
                {freeChangeText(detail.reschedule.remaining)}
              </p>
            }
            confirmLabel="تأكيد التغيير"
            busyLabel="جارٍ تغيير الموعد..."
            busy={move.isPending}
            holdWhileBusy
            dismissLabel="تراجع"
            look="page"
            onConfirm={() => {
              move.mutate(pending);
              // The dialog stays until the server answers.
              return false;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // Once moved, the result panel takes the focus; a refused slot sends it to the
              // times (its message is under them); otherwise back to the button.
              if (done.current) return;
              const time = slotRefused.current
                ? form.current?.querySelector<HTMLInputElement>('input[name="time"]:not(:disabled)')
                : null;
              (time ?? submit.current)?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
