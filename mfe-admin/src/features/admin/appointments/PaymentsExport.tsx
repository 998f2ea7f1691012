import { paymentsExportMessages } from '@ssc/contracts';
import { MonthDownload, MonthField, MonthRow, useAmmanMonth } from '../components/MonthExport';

export { ammanMonth } from '../components/MonthExport';

export const PAYMENTS_EXPORT_PATH = '/api/payments-export';

/** The accountant's file of a month: `/api/payments-export?month=2026-11`. */
export function paymentsExportHref(month: string): string {
  return `${PAYMENTS_EXPORT_PATH}?${new URLSearchParams({ month })}`;
}

/**
 * «تصدير المدفوعات (CSV)» (issue 31.5): a month (this month in Amman unless changed) and the
 * download of its payments, appointments and service requests, from `GET /api/payments-export`. A
 * plain link like the appointments export: the browser downloads it with the session cookie.
 */
export function PaymentsExport({ now }: { now?: Date }) {
  const choice = useAmmanMonth(now);
  const { month, valid } = choice;
  return (
    <MonthRow role="group" aria-label="تصدير المدفوعات الشهرية للمحاسب">
      <MonthField
        id="payments-export-month"
        label="شهر المدفوعات"
        choice={choice}
        invalidMessage={paymentsExportMessages.monthInvalid}
      />
      <MonthDownload
        href={valid ? paymentsExportHref(month) : undefined}
        label="تصدير المدفوعات (CSV)"
        description={`مدفوعات شهر ${month}`}
        testId="payments-export"
      />
    </MonthRow>
  );
}
