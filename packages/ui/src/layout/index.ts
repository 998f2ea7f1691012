// `@ssc/ui/layout`: small layout pieces the remotes' pages and cards had each written again. A
// sub-entry, not in the `@ssc/ui` index the landing page loads whole.
import styled, { css } from 'styled-components';

export { cardBox } from '../theme/surfaces';

/** A row of buttons or links (a form's or a card's actions), wrapping on a narrow screen. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A card's head: its title at the start, badges or a date at the end, wrapping when narrow. */
export const SpreadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

/** A card's title (an h3 under the page's or the tab's h2). */
export const CardTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

/** A link led by an icon (a file to download, a meeting to join): a 44 px target, wrapping long names. */
export const iconLink = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  color: ${({ theme }) => theme.colors.focus};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  overflow-wrap: anywhere;

  svg { flex: none; }
`;

/** A list of boxed rows (an icon, a name, an action), e.g. a user's or an appointment's files. */
export const BoxedRows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;
