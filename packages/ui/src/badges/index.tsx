// `@ssc/ui/badges`: one status badge for every remote, keyed by the status it shows.
import {
  APPOINTMENT_STATUS_LABELS,
  type AppointmentStatus,
  PAYMENT_DISPLAY_LABELS,
  type PaymentDisplayStatus,
  type PaymentStatus,
  paymentDisplayStatus,
} from '@ssc/contracts';
import { REFUND_STATUS_LABELS, type RefundStatus } from '@ssc/contracts/lifecycle';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

export type BadgeTone = 'neutral' | 'warning' | 'info' | 'success' | 'danger' | 'new';

/** Text, background and border; text on background is at least 4.5:1 (WCAG AA, small text). */
const TONES: Record<BadgeTone, { fg: string; bg: string; border: string }> = {
  neutral: { fg: '#374151', bg: '#f3f4f6', border: '#d1d5db' },
  warning: { fg: '#92400e', bg: '#fffbeb', border: '#fcd34d' },
  info: { fg: '#1e40af', bg: '#eff6ff', border: '#93c5fd' },
  success: { fg: '#166534', bg: '#f0fdf4', border: '#86efac' },
  danger: { fg: '#991b1b', bg: '#fef2f2', border: '#fca5a5' },
  // The admin's red "new" marker (spec): white on the brand red.
  new: { fg: '#ffffff', bg: '#b91c1c', border: '#b91c1c' },
};

export { TONES as BADGE_TONES };

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  width: fit-content;
  padding: 0.125rem ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ $tone }) => TONES[$tone].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone }) => TONES[$tone].bg};
  color: ${({ $tone }) => TONES[$tone].fg};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  white-space: nowrap;

  svg { flex: none; }
`;

/**
 * A short status label. `label` names what it is for screen readers ("حالة الدفع: مدفوع");
 * `status` (an appointment's) becomes `data-status`, for tests and styles to find it.
 */
export function Badge({
  tone,
  label,
  children,
  status,
  testId,
}: {
  tone: BadgeTone;
  label?: string;
  children: ReactNode;
  status?: string;
  testId?: string;
}) {
  return (
    <Pill $tone={tone} data-status={status} data-testid={testId}>
      {label ? <VisuallyHidden>{label}: </VisuallyHidden> : null}
      {children}
    </Pill>
  );
}

/** An appointment status's colour, for a view that colours more than the badge (the calendar). */
export const APPOINTMENT_TONES: Record<AppointmentStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};
const PAYMENT_TONES: Record<PaymentDisplayStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  awaiting_confirmation: 'warning',
  refunded: 'neutral',
  partially_refunded: 'info',
};
const REFUND_TONES: Record<RefundStatus, BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  refunded: 'success',
  failed: 'danger',
};

type StatusBadgeProps<S> = { status: S; testId?: string };

export function AppointmentStatusBadge({ status, testId }: StatusBadgeProps<AppointmentStatus>) {
  return (
    <Badge tone={APPOINTMENT_TONES[status]} label="حالة الموعد" status={status} testId={testId}>
      {APPOINTMENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * A payment's status; given the appointment's `refund`, a paid one whose refund went through
 * reads «تم الاسترداد» (or «مسترد جزئياً»), not «مدفوع» (issue 33.4).
 */
export function PaymentStatusBadge({
  status,
  refund,
  testId,
}: StatusBadgeProps<PaymentStatus> & {
  refund?: { status: RefundStatus; percent: number } | null;
}) {
  const shown = paymentDisplayStatus(status, refund);
  return (
    <Badge tone={PAYMENT_TONES[shown]} label="حالة الدفع" testId={testId}>
      {PAYMENT_DISPLAY_LABELS[shown]}
    </Badge>
  );
}

/**
 * Where a refund stands. `labelled={false}` where the term is already said (a `<dt>الاسترداد</dt>`
 * before it): a screen reader then hears «الاسترداد» once, not «الاسترداد: الاسترداد:».
 */
export function RefundStatusBadge({
  status,
  testId,
  labelled = true,
}: StatusBadgeProps<RefundStatus> & { labelled?: boolean }) {
  return (
    <Badge tone={REFUND_TONES[status]} label={labelled ? 'الاسترداد' : undefined} testId={testId}>
      {REFUND_STATUS_LABELS[status]}
    </Badge>
  );
}
