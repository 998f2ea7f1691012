import type { Payment } from '@ssc/contracts';
import { ButtonLink, useSessionStore } from '@ssc/ui';
import { CircleCheck, Home, LayoutDashboard } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatJod, formatPaymentDate } from './format';
import { Actions, Card, Summary } from './ui';

const ReceiptCard = styled(Card)`
  max-width: 48rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

/**
 * What a paid payment leaves the visitor with: amount, service, the paid item, the payment
 * reference and date, and the way on (the dashboard shows the appointment as paid).
 */
export function Receipt({
  payment,
  serviceName,
  target,
  children,
}: {
  payment: Payment;
  serviceName: string;
  /** The paid item's row: the appointment or the service request. */
  target?: { label: string; value: string };
  children?: ReactNode;
}) {
  const signedIn = useSessionStore((s) => Boolean(s.user));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <ReceiptCard aria-labelledby="receipt-title" data-testid="payment-receipt">
      <h2 id="receipt-title" ref={heading} tabIndex={-1}>
        <CircleCheck size={28} aria-hidden="true" color="#15803d" />
        تم الدفع بنجاح
      </h2>
      <Muted>إيصال الدفع</Muted>
      <Summary>
        <dt>المبلغ المدفوع</dt>
        <dd>{formatJod(payment.amount)}</dd>
        <dt>الخدمة</dt>
        <dd>{serviceName}</dd>
        {target ? (
          <>
            <dt>{target.label}</dt>
            <dd>
              <bdi>{target.value}</bdi>
            </dd>
          </>
        ) : null}
        <dt>مرجع الدفع</dt>
        <dd>
          <bdi>{payment.id}</bdi>
        </dd>
        <dt>تاريخ الدفع</dt>
        <dd>{formatPaymentDate(payment.paidAt ?? payment.createdAt)}</dd>
      </Summary>
      {children}
      <p>احتفظ بمرجع الدفع للرجوع إليه عند التواصل معنا.</p>
      <Actions>
        {signedIn ? (
          <ButtonLink to="/dashboard">
            <LayoutDashboard size={18} aria-hidden="true" />
            الذهاب إلى لوحة التحكم
          </ButtonLink>
        ) : null}
        <ButtonLink to="/" $variant={signedIn ? 'secondary' : 'primary'}>
          <Home size={18} aria-hidden="true" />
          العودة إلى الرئيسية
        </ButtonLink>
      </Actions>
    </ReceiptCard>
  );
}
