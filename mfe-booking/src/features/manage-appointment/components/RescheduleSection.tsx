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
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Card } from '../../../components/payment/ui';
import { DayField } from '../../../components/schedule/DayField';
import { TimeSlotField } from '../../../components/schedule/TimeSlotField';
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
  const move = useMutation({
    mutationFn: (values: SlotInput) =>
      rescheduleAppointment(params, toAppointmentDate(values.day, values.time)),
    onSuccess: (appointment) => {
      onRescheduled(appointment);
      void afterChange(queryClient, params);
    },
    onError: (error) => {
      const status = statusOf(error);
      const message = errorMessage(error, 'تعذّر تغيير الموعد');
      if (status === 409 && message === bookingMessages.slotTaken) {
        // Taken meanwhile: show the day afresh and ask for another time.
        setValue('time', undefined as unknown as TimeSlot);
        setError('time', { message });
        void invalidateSlots(queryClient);
      } else if (status === 400 && message !== lifecycleMessages.linkInvalid) {
        setError('time', { message });
      } else {
        setRefusal(message);
        if (status === 409) void afterChange(queryClient, params);
      }
    },
  });

  const onSubmit = handleSubmit((values) => {
    setRefusal(undefined);
    move.mutate(values);
  });

  return (
    <Form
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
      <Button type="submit" disabled={move.isPending}>
        <CalendarClock size={18} aria-hidden="true" />
        {move.isPending ? 'جارٍ تغيير الموعد...' : 'تأكيد الموعد الجديد'}
      </Button>
    </Form>
  );
}
