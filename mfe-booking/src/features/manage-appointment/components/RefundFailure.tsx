import styled from 'styled-components';
import { REFUND_FAILED_TEXT } from '../lib/rules';

const Box = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  p { margin: 0; }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

/**
 * A refund the payment provider refused («تعذّر الاسترداد»): that the team will finish it, and the
 * provider's reason in a muted line, in its own words (often English: isolated from the Arabic).
 */
export function RefundFailure({
  reason,
  testIdPrefix,
}: {
  reason: string | null | undefined;
  testIdPrefix: string;
}) {
  return (
    <Box>
      <p data-testid={`${testIdPrefix}-failed`}>{REFUND_FAILED_TEXT}</p>
      {reason ? (
        <small data-testid={`${testIdPrefix}-failure-reason`}>
          السبب: <bdi>{reason}</bdi>
        </small>
      ) : null}
    </Box>
  );
}
