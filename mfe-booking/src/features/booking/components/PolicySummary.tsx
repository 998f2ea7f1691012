import styled from 'styled-components';
import { policyCopy } from '../lib/policy';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  p { margin: 0; }
  ul { display: grid; gap: ${({ theme }) => theme.space[1]}; margin: 0; padding-inline-start: 1.25rem; }
`;

/**
 * The payment window and the refund rule, just above «تأكيد الحجز» (issue 33.4): on a phone the
 * page's «قبل أن تحجز» column comes after the form, so this is what is read before booking. The
 * submit button is described by it (`aria-describedby` = `id`).
 */
export function PolicySummary({
  id,
  price,
  holdMinutes,
  soon,
}: {
  id: string;
  /** The price quoted (the chosen service's), or undefined before one is known. */
  price: number | undefined;
  /** The server's payment hold; undefined while online payment is off (or not known yet). */
  holdMinutes: number | undefined;
  /** The chosen slot starts within the late-cancellation window. */
  soon: boolean;
}) {
  return (
    <Box id={id} data-testid="booking-policy-summary">
      <p>
        <strong>قبل تأكيد الحجز</strong>
      </p>
      <ul>
        {holdMinutes !== undefined ? (
          <li data-testid="booking-policy-payment">{policyCopy.paymentWindow(holdMinutes)}</li>
        ) : null}
        <li data-testid="booking-policy-refund">{policyCopy.refund(price)}</li>
        {soon ? (
          <li data-testid="booking-policy-soon">
            <strong>{policyCopy.soon(price)}</strong>
          </li>
        ) : null}
      </ul>
    </Box>
  );
}
