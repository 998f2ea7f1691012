import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

/** Visible only on keyboard focus: jumps over the header to the page content. */
export const SkipLink = styled.a.attrs({
  href: `#${MAIN_CONTENT_ID}`,
  children: 'تخطَّ إلى المحتوى',
})`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]};
  inset-block-start: -100px;
  z-index: 1100;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};

  &:focus { inset-block-start: ${({ theme }) => theme.space[2]}; }
`;
