import { Link } from 'react-router';
import styled from 'styled-components';
import { splitContactPath } from '../lib/rules';

const Note = styled.p`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fffbeb;
  color: ${({ theme }) => theme.colors.text};

  a {
    color: ${({ theme }) => theme.colors.focus};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

/**
 * A refusal in the policy's words (the server's or the contracts' message), its trailing
 * "/contact" made a link to the contact page.
 */
export function PolicyMessage({
  message,
  contact,
  alert = false,
  testId,
}: {
  message: string;
  contact: boolean;
  alert?: boolean;
  testId?: string;
}) {
  const split = splitContactPath(message);
  return (
    <Note role={alert ? 'alert' : undefined} data-testid={testId}>
      {split.text}
      {split.contact ? (
        <>
          : <Link to="/contact">تواصل معنا</Link>
        </>
      ) : contact ? (
        <>
          {' '}
          <Link to="/contact">تواصل معنا</Link>
        </>
      ) : null}
    </Note>
  );
}
