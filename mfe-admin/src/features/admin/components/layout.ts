import styled, { css } from 'styled-components';

/** A white panel with a border: each tab's content and the filter bar sit in one. */
export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A table on wide screens that becomes one card per row below md: each cell shows its column
 * name (from `data-label`) before the value, so the same markup serves 360 px and 1280 px.
 */
export const ResponsiveTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
    text-align: start;
    vertical-align: top;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    background: ${({ theme }) => theme.colors.surface};
  }

  ${({ theme }) => css`
    ${theme.media.belowMd} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tr {
      margin-block-end: ${theme.space[3]};
      padding: ${theme.space[3]};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
    }

    td {
      display: grid;
      grid-template-columns: 7.5rem minmax(0, 1fr);
      gap: ${theme.space[2]};
      padding: ${theme.space[1]} 0;
      border: 0;
    }

    td::before {
      content: attr(data-label);
      color: ${theme.colors.textMuted};
      font-weight: ${theme.typography.weights.semibold};
    }
  }
  `}
`;

export const CellStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Panels stacked with the section spacing. */
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
`;
