import { Container, cardSurface } from '@ssc/ui';
import styled from 'styled-components';

export const AuthPageFrame = styled(Container)`
  padding-block-end: ${({ theme }) => theme.space[7]};
`;

/** The card holding an account form, centred and narrower than the site. */
export const AuthCard = styled.section<{ $wide?: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '820px' : '520px')};
  margin-inline: auto;
  /* 12 px at 360 px: room for the three tabs on one line (issue 33.4). */
  padding: ${({ theme }) => theme.space[3]};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[4]};
  }
  ${cardSurface}

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

/** The centred heading block above the card. */
export const AuthHeading = styled.div`
  max-width: 820px;
  margin-inline: auto;
  text-align: center;
`;

/** Secondary links under a form ("forgot password?", "create an account"). */
export const FormLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding-block-start: ${({ theme }) => theme.space[2]};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  p { margin: 0; }
`;

/** Why the visitor is asked to sign in (sent here by a protected page), above the card. */
export const SignInReason = styled.p`
  max-width: 520px;
  margin: 0 auto ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.focus};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;
