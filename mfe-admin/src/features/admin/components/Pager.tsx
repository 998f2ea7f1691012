import { pageCount } from '@ssc/api-client/lists';
import { Button } from '@ssc/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { formatNumber } from '../format';
import { Actions } from './layout';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Previous / next over a server-paged list, with "page X of Y" and the total count. */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}) {
  const pages = pageCount(total, pageSize);
  return (
    <Nav aria-label={label}>
      <Status aria-live="polite">
        الصفحة {formatNumber(page)} من {formatNumber(pages)} — المجموع {formatNumber(total)}
      </Status>
      <Actions>
        <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronRight size={18} aria-hidden />
          السابقة
        </Button>
        <Button $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          التالية
          <ChevronLeft size={18} aria-hidden />
        </Button>
      </Actions>
    </Nav>
  );
}
