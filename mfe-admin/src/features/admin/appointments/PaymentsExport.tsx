import { MONTH_PATTERN, paymentsExportMessages } from '@ssc/contracts';
import { ammanDayKey } from '@ssc/contracts/slots';
import { AnchorButton, Button } from '@ssc/ui';
import { TextField } from '@ssc/ui/forms';
import { Download } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

export const PAYMENTS_EXPORT_PATH = '/api/payments-export';

/** The accountant's file of a month: `/api/payments-export?month=2026-11`. */
export function paymentsExportHref(month: string): string {
  return `${PAYMENTS_EXPORT_PATH}?${new URLSearchParams({ month })}`;
}

/** `2026-11`: the month it is in Amman at this instant. */
export function ammanMonth(now: Date): string {
  return ammanDayKey(now).slice(0, 7);
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * «تصدير المدفوعات (CSV)» (issue 31.5): a month (this month in Amman unless changed) and the
 * download of its payments, appointments and service requests, from `GET /api/payments-export`. A
 * plain link like the appointments export: the browser downloads it with the session cookie.
 */
export function PaymentsExport({ now }: { now?: Date }) {
  const [current] = useState(() => ammanMonth(now ?? new Date()));
  const [month, setMonth] = useState(current);
  const valid = MONTH_PATTERN.test(month);
  const label = 'تصدير المدفوعات (CSV)';
  return (
    <Row role="group" aria-label="تصدير المدفوعات الشهرية للمحاسب">
      <TextField
        id="payments-export-month"
        label="شهر المدفوعات"
        type="month"
        placeholder="2026-11"
        max={current}
        value={month}
        error={valid ? undefined : paymentsExportMessages.monthInvalid}
        onChange={(e) => setMonth(e.target.value)}
      />
      {valid ? (
        <AnchorButton
          $variant="secondary"
          href={paymentsExportHref(month)}
          download
          aria-label={`${label}: مدفوعات شهر ${month}`}
          data-testid="payments-export"
        >
          <Download size={16} aria-hidden />
          {label}
        </AnchorButton>
      ) : (
        <Button $variant="secondary" disabled data-testid="payments-export">
          <Download size={16} aria-hidden />
          {label}
        </Button>
      )}
    </Row>
  );
}
