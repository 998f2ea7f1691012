// `@ssc/ui/pager`: the one pager of the paged lists (dashboard and admin console). A sub-entry,
// not in the `@ssc/ui` index the landing page loads whole.
import { pageCount } from '@ssc/api-client/lists';
import { LOCALE } from '@ssc/contracts/constants';
// By package name: the page's shared '@ssc/ui' singleton already holds the button.
import { Button } from '@ssc/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const number = new Intl.NumberFormat(LOCALE);

/** "الصفحة 2 من 5 — المجموع 43": what the pager shows and announces after each move. */
export function pagerStatus(page: number, pages: number, total: number): string {
  return `الصفحة ${number.format(page)} من ${number.format(pages)} — المجموع ${number.format(total)}`;
}

/**
 * Previous / next over a server-paged list (`@ssc/api-client/lists`), with "page X of Y" and the
 * total; nothing when everything fits on one page. Right to left: "previous" comes first, on the
 * right, its arrow pointing right; Arrow Left on a button is the next page, Arrow Right the previous.
 * The ends (and a page still loading, `busy`) are `aria-disabled` rather than `disabled`, so the
 * focus stays on the button pressed to reach the last page instead of falling to the document.
 */
export function Pager({
  label,
  page,
  pageSize,
  total,
  onPage,
  busy = false,
}: {
  /** The nav's Arabic name, e.g. "صفحات المواعيد". */
  label: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
  busy?: boolean;
}) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const hasPrevious = page > 1 && !busy;
  const hasNext = page < pages && !busy;
  const go = (to: number, allowed: boolean) => {
    if (allowed) onPage(to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(page + 1, hasNext);
    else if (event.key === 'ArrowRight') go(page - 1, hasPrevious);
    else return;
    event.preventDefault();
  };
  return (
    <Nav aria-label={label} onKeyDown={onKeyDown}>
      <Button
        $variant="secondary"
        aria-disabled={!hasPrevious}
        onClick={() => go(page - 1, hasPrevious)}
      >
        <ChevronRight size={18} aria-hidden="true" />
        الصفحة السابقة
      </Button>
      <p aria-live="polite" aria-atomic="true">
        {pagerStatus(page, pages, total)}
      </p>
      <Button $variant="secondary" aria-disabled={!hasNext} onClick={() => go(page + 1, hasNext)}>
        الصفحة التالية
        <ChevronLeft size={18} aria-hidden="true" />
      </Button>
    </Nav>
  );
}
