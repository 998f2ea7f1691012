import { blockSlotSchema, slotBlockMessages } from '@ssc/contracts/slot-blocks';
import { isSlotPast } from '@ssc/contracts/slots';
import { Button, toast } from '@ssc/ui';
import { TextField } from '@ssc/ui/forms';
import { Lock, LockOpen } from 'lucide-react';
import styled from 'styled-components';
import { ConfirmFieldDialog } from '../components/ConfirmFieldDialog';
import { formatSlot } from '../format';
import { shortDate, weekdayName } from './format-week';
import { useSlotBlock } from './slot-blocks-api';

const Small = styled.div`
  button {
    min-height: 0;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    font-size: ${({ theme }) => theme.typography.sizes.xs};
  }
`;

/** «الأحد 15 آذار 10:00»: which slot a button acts on, for its accessible name. */
const slotName = (day: string, time: string) =>
  `${weekdayName(day)} ${shortDate(day)} ${formatSlot(time)}`;

/**
 * What the admin may do with a slot with no open appointment: block it when the day offers it,
 * free it when it is blocked; nothing once it has begun (the server refuses a past slot).
 */
export function slotToggleOf(
  day: { day: string; slots: string[]; blocked: string[] },
  time: string,
  hasOpenAppointment: boolean,
  now: Date,
): 'block' | 'free' | undefined {
  if (hasOpenAppointment || isSlotPast(day.day, time, now)) return undefined;
  if (day.slots.includes(time)) return 'block';
  return day.blocked.includes(time) ? 'free' : undefined;
}

/**
 * A free slot's «إغلاق هذا الوقت» (with an optional reason, kept as the day's note), or a blocked
 * slot's «فتح هذا الوقت» in one click. The server refuses a slot an appointment holds (409): the
 * refusal stays in the dialog.
 */
export function SlotToggle({
  day,
  time,
  blocked,
}: {
  day: string;
  time: string;
  blocked: boolean;
}) {
  const change = useSlotBlock();
  const name = slotName(day, time);
  if (blocked) {
    return (
      <Small>
        <Button
          $variant="ghost"
          aria-label={`فتح هذا الوقت: ${name}`}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(
              { kind: 'free', input: { date: day, time } },
              {
                onError: (error) =>
                  toast({
                    title: 'تعذر فتح الوقت',
                    description: error.message,
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          <LockOpen size={14} aria-hidden />
          فتح هذا الوقت
        </Button>
      </Small>
    );
  }
  const fieldId = `block-reason-${day}-${time.replace(':', '')}`;
  return (
    <Small>
      <ConfirmFieldDialog
        opener={
          <>
            <Lock size={14} aria-hidden />
            إغلاق هذا الوقت
          </>
        }
        openerLabel={`إغلاق هذا الوقت: ${name}`}
        openerVariant="ghost"
        title="إغلاق هذا الوقت؟"
        description={`لن يُعرض ${name} للحجز. يمكنك فتحه مجدداً من التقويم.`}
        confirmLabel="نعم، أغلق الوقت"
        busy={change.isPending}
        fieldId={fieldId}
        problem={(reason) => {
          const parsed = blockSlotSchema.safeParse({ date: day, time, reason });
          return parsed.success ? undefined : parsed.error.issues[0]?.message;
        }}
        isFieldError={(message) => message === slotBlockMessages.reasonTooLong}
        send={(reason, outcome) =>
          change.mutate(
            { kind: 'block', input: { date: day, time, ...(reason ? { reason } : {}) } },
            outcome,
          )
        }
        field={(props) => (
          <TextField
            {...props}
            label="السبب (اختياري)"
            hint="يظهر ملاحظةً على هذا اليوم في التقويم"
            autoComplete="off"
          />
        )}
      />
    </Small>
  );
}
