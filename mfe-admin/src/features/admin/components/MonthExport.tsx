import { MONTH_PATTERN } from '@ssc/contracts';
import { ammanDayKey } from '@ssc/contracts/slots';
import { AnchorButton, Button } from '@ssc/ui';
import { TextField } from '@ssc/ui/forms';
import { Download } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

// The month picker and download links of the accountant's monthly files: the payments export of
// the appointments tab (issue 31.5) and the invoices' CSV and XML (ZIP) of «الفواتير» (issue 32).

/** `2026-11`: the month it is in Amman at this instant. */
export function ammanMonth(now: Date): string {
  return ammanDayKey(now).slice(0, 7);
}

/**
 * A month the office picks: this month in Amman unless changed (`now` in tests), never later;
 * `valid` once it reads `YYYY-MM`.
 */
export function useAmmanMonth(now?: Date) {
  const [current] = useState(() => ammanMonth(now ?? new Date()));
  const [month, setMonth] = useState(current);
  return { current, month, setMonth, valid: MONTH_PATTERN.test(month) };
}

/** A month picker and its downloads side by side, wrapping on a narrow screen. */
export const MonthRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The month input of `useAmmanMonth`, with the contracts' message while it is not a month. */
export function MonthField({
  id,
  label,
  choice,
  invalidMessage,
  onChange,
}: {
  id: string;
  label: string;
  choice: ReturnType<typeof useAmmanMonth>;
  invalidMessage: string;
  /** Besides setting the month (e.g. back to the first page of a list). */
  onChange?: (month: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="month"
      placeholder="2026-11"
      max={choice.current}
      value={choice.month}
      error={choice.valid ? undefined : invalidMessage}
      onChange={(e) => {
        choice.setMonth(e.target.value);
        onChange?.(e.target.value);
      }}
    />
  );
}

/**
 * One month's file: a plain link the browser downloads with the session cookie (streamed by the
 * service), or the same control disabled while no month is picked. `description` completes the
 * label for a screen reader («… : مدفوعات شهر 2026-11»).
 */
export function MonthDownload({
  href,
  label,
  description,
  testId,
  fileName,
}: {
  href: string | undefined;
  label: string;
  description: string;
  testId: string;
  /** The file's name when the server's `Content-Disposition` gives none. */
  fileName?: string | undefined;
}) {
  return href ? (
    <AnchorButton
      $variant="secondary"
      href={href}
      download={fileName ?? true}
      aria-label={`${label}: ${description}`}
      data-testid={testId}
    >
      <Download size={16} aria-hidden />
      {label}
    </AnchorButton>
  ) : (
    <Button $variant="secondary" disabled data-testid={testId}>
      <Download size={16} aria-hidden />
      {label}
    </Button>
  );
}
