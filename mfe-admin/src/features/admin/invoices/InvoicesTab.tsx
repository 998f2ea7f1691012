import { ApiError } from '@ssc/api-client';
import {
  INVOICE_STATE_LABELS,
  INVOICE_STATES,
  INVOICE_TAX_TYPE_LABELS,
  type Invoice,
  type InvoiceState,
  invoiceMessages,
  invoicesExportFileName,
} from '@ssc/contracts';
import { LOCALE } from '@ssc/contracts/constants';
import { ammanDayKey } from '@ssc/contracts/slots';
import { Button, EmptyState, Spinner } from '@ssc/ui';
import { Badge, type BadgeTone } from '@ssc/ui/badges';
import { FieldError, FormField, Select } from '@ssc/ui/forms';
import { iconLink } from '@ssc/ui/layout';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { FileCode, FileText, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE } from '../api/queries';
import {
  Actions,
  CellStack,
  Muted,
  Panel,
  PanelTitle,
  ResponsiveTable,
} from '../components/layout';
import { MonthDownload, MonthField, MonthRow, useAmmanMonth } from '../components/MonthExport';
import { formatDay } from '../format';
import {
  canResend,
  formatInvoiceAmount,
  type InvoiceFilters,
  invoicePdfHref,
  invoicesExportHref,
  invoiceXmlHref,
  useInvoices,
  useResendInvoice,
} from './invoices-api';

export const INVOICES_TITLE = 'الفواتير';
export const NO_INVOICES = 'لا توجد فواتير لهذا الشهر';
export const NOT_REACHED = 'لم تصل إلى جوفوترة';

const KIND_LABELS: Record<Invoice['type'], string> = {
  invoice: 'فاتورة',
  credit: 'إشعار دائن',
};

const STATE_TONES: Record<InvoiceState, BadgeTone> = {
  issued: 'info',
  sent: 'success',
  rejected: 'danger',
  credited: 'neutral',
};

const monthName = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11` as read: «تشرين الثاني 2026». */
function formatMonth(month: string): string {
  const [y = 1970, m = 1] = month.split('-').map(Number);
  return monthName.format(Date.UTC(y, m - 1, 1));
}

const Filters = styled(MonthRow)`
  > * { min-width: 12rem; }
`;

const Caption = styled.caption`
  padding-block-end: ${({ theme }) => theme.space[2]};
  caption-side: top;
  text-align: start;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
`;

const FileLink = styled.a`
  ${iconLink}
`;

const Reasons = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  overflow-wrap: anywhere;
`;

/** JoFotara's reasons for a rejection, as it wrote them (often English: isolated), with the code. */
function RejectionReasons({ invoice }: { invoice: Invoice }) {
  if (invoice.errors.length === 0) return <Muted>لم تذكر جوفوترة سبباً.</Muted>;
  return (
    <Reasons aria-label={`أسباب رفض الفاتورة ${invoice.number}`} data-testid="invoice-errors">
      {invoice.errors.map((error, index) => (
        // JoFotara may repeat a code for two fields: the position keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the messages never move.
        <li key={index}>
          <bdi>{error.message}</bdi> (<bdi dir="ltr">{error.code}</bdi>)
        </li>
      ))}
    </Reasons>
  );
}

/**
 * «إعادة الإرسال»: the invoice goes to JoFotara again (after the office fixed what it refused, or
 * once it answers again). The toast comes from `useResendInvoice`; its 409 («already accepted»,
 * «not enabled») stays under the button.
 */
function ResendInvoice({ invoice }: { invoice: Invoice }) {
  const resend = useResendInvoice();
  const refused =
    resend.error instanceof ApiError && resend.error.status === 409
      ? resend.error.message
      : undefined;
  return (
    <>
      <Button
        $variant="secondary"
        aria-label={`إعادة الإرسال: الفاتورة ${invoice.number}، ${invoice.reference}`}
        disabled={resend.isPending}
        onClick={() => resend.mutate(invoice)}
      >
        <Send size={18} aria-hidden />
        {resend.isPending ? 'جارٍ الإرسال...' : 'إعادة الإرسال'}
      </Button>
      <div aria-live="polite">
        {refused ? (
          <FieldError role="alert" data-testid="resend-refused">
            {refused}
          </FieldError>
        ) : null}
      </div>
    </>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const unreached = invoice.lastError !== null && invoice.state !== 'sent';
  return (
    <tr data-invoice-id={invoice.id} data-state={invoice.state}>
      <td data-label="رقم الفاتورة">
        <CellStack>
          <bdi data-testid="invoice-number">{invoice.number}</bdi>
          {invoice.originalNumber ? (
            <Muted>
              عن الفاتورة <bdi>{invoice.originalNumber}</bdi>
            </Muted>
          ) : null}
        </CellStack>
      </td>
      <td data-label="التاريخ">
        <time dateTime={invoice.issuedAt}>
          {formatDay(ammanDayKey(new Date(invoice.issuedAt)))}
        </time>
      </td>
      <td data-label="العميل">
        <CellStack>
          <bdi>{invoice.clientName}</bdi>
          <Muted>{invoice.serviceName}</Muted>
        </CellStack>
      </td>
      <td data-label="المرجع">
        <bdi data-testid="invoice-reference">{invoice.reference}</bdi>
      </td>
      <td data-label="المبلغ">
        <bdi>{formatInvoiceAmount(invoice.amountMinor)}</bdi>
      </td>
      <td data-label="النوع">
        <CellStack>
          <span>{KIND_LABELS[invoice.type]}</span>
          <Muted>{INVOICE_TAX_TYPE_LABELS[invoice.taxType]}</Muted>
          {invoice.reason ? <Muted>السبب: {invoice.reason}</Muted> : null}
        </CellStack>
      </td>
      <td data-label="الحالة">
        <CellStack>
          <Badge tone={STATE_TONES[invoice.state]} label="حالة الفاتورة" testId="invoice-state">
            {INVOICE_STATE_LABELS[invoice.state]}
          </Badge>
          {invoice.state === 'rejected' ? <RejectionReasons invoice={invoice} /> : null}
          {unreached ? (
            <Muted data-testid="invoice-last-error">
              {NOT_REACHED}: <bdi>{invoice.lastError}</bdi>
            </Muted>
          ) : null}
        </CellStack>
      </td>
      <td data-label="الإجراءات">
        <Actions>
          <FileLink
            href={invoicePdfHref(invoice.id)}
            download
            aria-label={`PDF: الفاتورة ${invoice.number}`}
            data-testid="invoice-pdf"
          >
            <FileText size={18} aria-hidden />
            PDF
          </FileLink>
          <FileLink
            href={invoiceXmlHref(invoice.id)}
            download
            aria-label={`XML: الفاتورة ${invoice.number}`}
            data-testid="invoice-xml"
          >
            <FileCode size={18} aria-hidden />
            XML
          </FileLink>
        </Actions>
        {canResend(invoice) ? <ResendInvoice invoice={invoice} /> : null}
      </td>
    </tr>
  );
}

/**
 * «الفواتير» (issue 32.5): a month's invoices and credit invoices (this month in Amman unless
 * changed), narrowed to a state; what JoFotara answered for each, the PDF and the XML, a resend
 * for a rejected or unsent one, and the month's files for the accountant.
 */
export function InvoicesTab({ now }: { now?: Date }) {
  const choice = useAmmanMonth(now);
  const [state, setState] = useState<InvoiceState | undefined>();
  const [page, setPage] = useState(1);
  const filters: InvoiceFilters = { month: choice.month, ...(state ? { state } : {}) };
  const list = useInvoices(filters, page, { enabled: choice.valid });
  const caption = `فواتير ${formatMonth(choice.month)}${state ? ` — ${INVOICE_STATE_LABELS[state]}` : ''}`;

  let content: ReactNode;
  if (!choice.valid) content = <Muted>اختر شهراً لعرض فواتيره.</Muted>;
  else if (list.isPending) content = <Spinner label="جارٍ تحميل الفواتير..." />;
  else if (list.isError)
    content = (
      <ErrorState
        title={`تعذر تحميل الفواتير: ${list.error.message}`}
        onRetry={() => list.refetch()}
      />
    );
  else if (list.data.items.length === 0)
    content = (
      <EmptyState
        title={NO_INVOICES}
        description={
          state
            ? `لا توجد في ${formatMonth(choice.month)} فواتير حالتها «${INVOICE_STATE_LABELS[state]}».`
            : 'تصدر فاتورة لكل دفعة وإشعار دائن لكل استرداد، وتظهر هنا بتاريخ إصدارها.'
        }
      />
    );
  else
    content = (
      <>
        <ResponsiveTable aria-busy={list.isFetching} data-testid="invoices-table">
          <Caption>{caption}</Caption>
          <thead>
            <tr>
              <th scope="col">رقم الفاتورة</th>
              <th scope="col">التاريخ</th>
              <th scope="col">العميل</th>
              <th scope="col">المرجع</th>
              <th scope="col">المبلغ</th>
              <th scope="col">النوع</th>
              <th scope="col">الحالة</th>
              <th scope="col">الإجراءات</th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </tbody>
        </ResponsiveTable>
        <Pager
          label="صفحات الفواتير"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={list.data.total}
          busy={list.isPlaceholderData}
          onPage={setPage}
        />
      </>
    );

  const month = choice.valid ? choice.month : undefined;
  return (
    <Panel aria-labelledby="invoices-title">
      <PanelTitle id="invoices-title">{INVOICES_TITLE}</PanelTitle>
      <Muted>
        فاتورة لكل دفعة وإشعار دائن لكل استرداد، بترقيم سنوي متسلسل، وحالة كل منها في نظام الفوترة
        الوطني «جوفوترة».
      </Muted>
      <Filters role="group" aria-label="تصفية الفواتير">
        <MonthField
          id="invoices-month"
          label="الشهر"
          choice={choice}
          invalidMessage={invoiceMessages.monthInvalid}
          onChange={() => setPage(1)}
        />
        <FormField id="invoices-state" label="الحالة">
          {(control) => (
            <Select
              {...control}
              value={state ?? ''}
              onChange={(e) => {
                setState((e.target.value || undefined) as InvoiceState | undefined);
                setPage(1);
              }}
            >
              <option value="">كل الحالات</option>
              {INVOICE_STATES.map((s) => (
                <option key={s} value={s}>
                  {INVOICE_STATE_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </Filters>
      <MonthRow role="group" aria-label="تصدير فواتير الشهر للمحاسب">
        <MonthDownload
          href={month ? invoicesExportHref(month, 'csv') : undefined}
          label="تصدير CSV"
          description={`فواتير شهر ${choice.month}`}
          testId="invoices-export-csv"
          fileName={month ? invoicesExportFileName(month, 'csv') : undefined}
        />
        <MonthDownload
          href={month ? invoicesExportHref(month, 'zip') : undefined}
          label="تصدير XML (ZIP)"
          description={`ملفات XML لفواتير شهر ${choice.month}`}
          testId="invoices-export-zip"
          fileName={month ? invoicesExportFileName(month, 'zip') : undefined}
        />
      </MonthRow>
      {content}
    </Panel>
  );
}
