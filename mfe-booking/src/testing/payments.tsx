// Test data and pages of the payment tests (checkout, CliQ panel): one booking, its CliQ transfer
// details and the payment once the transfer is reported. Not for production code.
import type { CliqInstructions, Payment } from '@ssc/contracts';
import { useLocation } from 'react-router';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { byTestId, renderLive } from './dom';

export const APPOINTMENT_ID = '6f1c1a36-2f57-4d3a-9a57-0c1b6c2d9f10';
export const REFERENCE = 'SND-26-00042';
/** Monday 16 March 2026, 9:30 in Amman: until when a reported transfer holds the booking. */
export const HOLD_UNTIL = '2026-03-16T06:30:00.000Z';

/** `POST /api/payments/cliq`'s answer for the booking. */
export const cliqInstructions: CliqInstructions = {
  paymentId: 'pay-cliq-1',
  alias: 'SANADCONSULT',
  accountName: 'شركة سند للاستشارات',
  amount: 30,
  currency: 'JOD',
  reference: REFERENCE,
  holdUntil: HOLD_UNTIL,
  status: 'pending',
};

/** The booking's CliQ payment once the transfer is reported (awaiting the office). */
export const reportedTransfer = (over: Partial<Payment> = {}): Payment => ({
  id: 'pay-cliq-1',
  kind: 'appointment',
  targetId: APPOINTMENT_ID,
  serviceId: 'svc-early-retirement',
  serviceName: 'استشارة تقاعد مبكر',
  status: 'awaiting_confirmation',
  amount: 30,
  currency: 'JOD',
  provider: 'office',
  method: 'cliq',
  reference: REFERENCE,
  createdAt: '2026-03-15T06:00:00.000Z',
  paidAt: null,
  ...over,
});

/** The address the page is at now (the router's, as the shell's browser history would show it). */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}
export const where = () => new URL(byTestId('where')?.textContent ?? '/', 'http://x');

/** The checkout page at `url` (also the window's address, which the page reads), live. */
export function renderCheckout(url: string) {
  window.history.replaceState(null, '', url);
  return renderLive(
    <>
      <CheckoutPage />
      <Where />
    </>,
    url,
  );
}
