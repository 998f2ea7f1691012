import type { AppointmentDetail } from '@ssc/contracts';
import { cancelAppointmentSchema } from '@ssc/contracts/lifecycle';
import { Button } from '@ssc/ui';
import { TextAreaField } from '@ssc/ui/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarX } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Card, ErrorNote } from '../../../components/payment/ui';
import { AppointmentDate } from '../../../components/text/Inline';
import { afterChange, type CancelOutcome, cancelAppointment } from '../api/manage';
import { errorMessage } from '../lib/errors';
import type { ManageParams } from '../lib/params';
import { refundPreview } from '../lib/rules';

const RefundNote = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const REASON_MAX = 500;

// Radix Dialog is about 10 KB gzip that the page's route chunk would otherwise carry for every
// visit (design §5: 60 KB): the dialog is loaded only when a client is about to open it.
const loadDialog = () => import('@ssc/ui/dialog');
const ConfirmDialog = lazy(() =>
  loadDialog().then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * Cancelling: the refund the server computed for cancelling now, shown on the page and again in
 * the confirmation dialog (with an optional reason), before anything is sent.
 */
export function CancelSection({
  detail,
  params,
  onCancelled,
}: {
  detail: AppointmentDetail;
  params: ManageParams;
  onCancelled(outcome: CancelOutcome): void;
}) {
  const queryClient = useQueryClient();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  // Set once cancelled: the result panel takes the focus, not the button that opened the dialog.
  const done = useRef(false);
  const opener = useRef<HTMLButtonElement>(null);
  const cancel = useMutation({
    mutationFn: (text: string) => cancelAppointment(params, text),
    onSuccess: (outcome) => {
      done.current = true;
      setOpen(false);
      onCancelled(outcome);
      void afterChange(queryClient, params);
    },
  });
  const preview = refundPreview(detail);

  function confirm() {
    const checked = cancelAppointmentSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    cancel.mutate(reason);
  }

  return (
    <Card aria-labelledby="manage-cancel-title">
      <h2 id="manage-cancel-title">
        <CalendarX size={24} aria-hidden="true" />
        إلغاء الموعد
      </h2>
      <RefundNote data-testid="refund-preview">إذا ألغيت الآن: {preview}</RefundNote>
      {/* A block of its own: the button keeps its width in the card's grid. */}
      <div>
        <Button
          ref={opener}
          $variant="secondary"
          aria-haspopup="dialog"
          // The dialog's code is fetched while the pointer or the focus is on its way to the button.
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={() => {
            // A new attempt starts without the last one's error.
            cancel.reset();
            setOpen(true);
          }}
        >
          إلغاء الموعد
        </Button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="إلغاء الموعد؟"
            description={
              <>
                <p>
                  سيُلغى موعدك <AppointmentDate iso={detail.appointment.date} /> (
                  <bdi>{detail.appointment.reference}</bdi>) ويصبح وقته متاحاً لغيرك. لا يمكن التراجع
                  عن الإلغاء.
                </p>
                <RefundNote data-testid="cancel-dialog-refund">{preview}</RefundNote>
              </>
            }
            confirmLabel="نعم، ألغِ الموعد"
            busyLabel="جارٍ الإلغاء..."
            busy={cancel.isPending}
            holdWhileBusy
            dismissLabel="تراجع"
            look="page"
            onConfirm={() => {
              confirm();
              // The dialog stays until the server agrees; it is closed on success.
              return false;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              // Once cancelled, the result panel takes the focus; otherwise back to the button.
              if (!done.current) opener.current?.focus();
            }}
          >
            <TextAreaField
              id={reasonId}
              label="سبب الإلغاء (اختياري)"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              hint={`يساعدنا على تحسين خدمتنا (${REASON_MAX} حرف على الأكثر).`}
              error={reasonError}
            />
            {cancel.isError ? (
              <ErrorNote role="alert">{errorMessage(cancel.error, 'تعذّر إلغاء الموعد')}</ErrorNote>
            ) : null}
          </ConfirmDialog>
        </Suspense>
      ) : null}
    </Card>
  );
}
