import { css } from 'styled-components';

/** The look of a card on the page background: thin border, large radius, card shadow. */
export const cardSurface = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A card filling its grid cell: its parts in a column, padded, on the card surface. */
export const cardBox = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  ${cardSurface}
`;

/** A `ul`/`ol`/`dl` without the browser's bullets and indentation (the list is still announced). */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** An icon-only button's box: a 44 px touch target with the icon centred. */
export const iconButtonBox = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
`;
