import {
  APPOINTMENT_STATUS_LABELS,
  type AppointmentStatus,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@ssc/contracts';
import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'warning' | 'info' | 'success' | 'danger' | 'new';

/** Colour pairs with at least 4.5:1 contrast (AA for small text). */
const tones: Record<BadgeTone, { bg: string; fg: string }> = {
  neutral: { bg: '#f3f4f6', fg: '#374151' },
  warning: { bg: '#fffbeb', fg: '#92400e' },
  info: { bg: '#eff6ff', fg: '#1e40af' },
  success: { bg: '#f0fdf4', fg: '#166534' },
  danger: { bg: '#fef2f2', fg: '#991b1b' },
  // The messages tab's red "new" badge (spec): white on the brand red.
  new: { bg: '#b91c1c', fg: '#ffffff' },
};

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  width: fit-content;
  padding: 0.125rem ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  white-space: nowrap;
  ${({ $tone }) => css`
    background: ${tones[$tone].bg};
    color: ${tones[$tone].fg};
    border: 1px solid ${$tone === 'new' ? tones.new.bg : 'currentColor'};
  `}
`;

const statusTone: Record<AppointmentStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  cancelled: 'neutral',
};
const paymentTone: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
};

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge $tone={statusTone[status]} data-status={status}>
      {APPOINTMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  return <Badge $tone={paymentTone[status]}>{PAYMENT_STATUS_LABELS[status]}</Badge>;
}
