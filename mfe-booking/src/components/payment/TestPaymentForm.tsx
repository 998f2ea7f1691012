import { formatJod, paymentMessages } from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { CircleCheck, CircleX, FlaskConical } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { confirmTestPayment, paymentErrorMessage } from './api';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 2px dashed #b45309;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fffbeb;

  p { margin: 0; }
`;

const Badge = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: #92400e;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  /* Long Arabic labels wrap inside the button instead of widening the form on a phone. */
  button { flex: 1 1 14rem; white-space: normal; text-align: center; }

  ${({ theme }) => theme.media.md} {
    button { flex: 0 1 auto; }
  }
`;

/**
 * The built-in test provider's form (development and E2E, refused in production by the server):
 * clearly labelled as a simulation, it lets the visitor choose the outcome the provider reports.
 */
export function TestPaymentForm({
  paymentId,
  amount,
  busy,
  onStart,
  onConfirmed,
  onError,
}: {
  paymentId: string;
  amount: number;
  busy: boolean;
  onStart(): void;
  onConfirmed(): void;
  onError(message: string): void;
}) {
  const labelId = useId();
  const run = async (outcome: 'succeed' | 'fail') => {
    onStart();
    try {
      await confirmTestPayment({ paymentId, outcome });
      onConfirmed();
    } catch (error) {
      onError(paymentErrorMessage(error, paymentMessages.paymentFailed));
    }
  };
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Badge id={labelId}>
        <FlaskConical size={20} aria-hidden="true" />
        {paymentMessages.testProviderLabel}
      </Badge>
      <p>
        هذه بيئة تجريبية لمحاكاة الدفع الإلكتروني، ولا تُطلب فيها بيانات بطاقة. اختر نتيجة العملية
        لتجربة المسار كاملاً.
      </p>
      <Buttons>
        <Button onClick={() => void run('succeed')} disabled={busy}>
          <CircleCheck size={18} aria-hidden="true" />
          إتمام دفع {formatJod(amount)} (تجريبي)
        </Button>
        <Button $variant="secondary" onClick={() => void run('fail')} disabled={busy}>
          <CircleX size={18} aria-hidden="true" />
          محاكاة فشل الدفع
        </Button>
      </Buttons>
    </Box>
  );
}
