import type { Appointment } from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Muted } from './layout';
import { isRefundByHand } from './RefundDetails';

// The dialog is loaded once a refused refund is shown (most appointments never need it), which
// keeps it out of the console's route chunk and its budget.
const loadDialog = () => import('./RecordRefundDialog');
const RecordRefundDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.RecordRefundDialog })),
);

/**
 * «تسجيل رد المبلغ يدوياً» (issue 31.4): a refused refund — always so for a CliQ or cash payment,
 * which no provider can refund, or one the provider keeps refusing — that the office paid back
 * itself is recorded (`POST /api/appointments/{id}/refund/record`) after `RecordRefundDialog`;
 * then it reads «تم الاسترداد». For a CliQ or cash payment a note says the office pays it back.
 */
export function RecordRefund({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  // Each opening mounts a fresh dialog (0: never opened, nothing loaded into the page yet).
  const [opening, setOpening] = useState(0);
  const a = appointment;
  const refund = a.refund;
  const failed = refund?.status === 'failed';
  useEffect(() => {
    if (failed) void loadDialog();
  }, [failed]);
  // A dialog still open when the sheet reads that the refund moved on (the 409) stays, with the
  // server's words, until the admin closes it.
  if (!refund || (!failed && !open)) return null;

  return (
    <>
      {failed ? (
        <>
          <Button
            $variant="secondary"
            aria-label={`تسجيل رد المبلغ يدوياً (${a.contactName}، ${a.reference})`}
            onClick={() => {
              setOpening((n) => n + 1);
              setOpen(true);
            }}
          >
            <HandCoins size={18} aria-hidden />
            تسجيل رد المبلغ يدوياً
          </Button>
          {isRefundByHand(refund) ? (
            <Muted data-testid="refund-by-hand-hint">
              دُفع هذا الموعد بتحويل CliQ أو نقداً: يردّ المكتب المبلغ للعميل بنفسه، ثم يسجّله هنا.
            </Muted>
          ) : null}
        </>
      ) : null}
      {opening > 0 ? (
        <Suspense fallback={null}>
          <RecordRefundDialog
            key={opening}
            appointment={a}
            refund={refund}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
