import { type Appointment, CONSULTATION_MODE_LABELS } from '@ssc/contracts';
import { EmptyState, Spinner } from '@ssc/ui';
import {
  AppointmentStatusBadge,
  Badge,
  PaymentStatusBadge,
  RefundStatusBadge,
} from '@ssc/ui/badges';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { useState } from 'react';
import styled from 'styled-components';
import {
  ADMIN_PAGE_SIZE,
  type AppointmentFilters,
  useAllServicesList,
  useAppointments,
} from '../api/queries';
import { ClientPageLink, clientOf } from '../clients/ClientPageLink';
import { AdvanceStatus } from '../components/AdvanceStatus';
import { AppointmentDetails } from '../components/AppointmentDetails';
import { CashPaymentButton } from '../components/CashPaymentButton';
import {
  Actions,
  CellStack,
  Muted,
  Panel,
  PanelTitle,
  ResponsiveTable,
} from '../components/layout';
import { OutsideHoursBadge } from '../components/OutsideHoursBadge';
import { formatDateTime } from '../format';
import { NewBookingButton } from '../walk-in/NewBookingButton';
import { AppointmentFilterForm, EMPTY_FILTERS } from './AppointmentFilterForm';
import { PaymentsExport } from './PaymentsExport';

function AppointmentRow({
  appointment,
  serviceName,
}: {
  appointment: Appointment;
  serviceName: string;
}) {
  return (
    <tr data-appointment-id={appointment.id}>
      <td data-label="العميل">
        {/* Two lines, not four: more of the day's appointments fit on a screen (issue 34.11). */}
        <CellStack>
          <span>
            <strong>{appointment.contactName}</strong>{' '}
            <Muted as="span">
              <bdi data-testid="appointment-reference">{appointment.reference}</bdi>
            </Muted>
          </span>
          <Muted as="span">
            <bdi dir="ltr">{appointment.contactPhone}</bdi> ·{' '}
            <bdi dir="ltr">{appointment.contactEmail}</bdi>
          </Muted>
        </CellStack>
      </td>
      <td data-label="الخدمة">
        <CellStack>
          <span>{serviceName}</span>
          <Muted>{CONSULTATION_MODE_LABELS[appointment.consultationMode]}</Muted>
        </CellStack>
      </td>
      <td data-label="الموعد">{formatDateTime(appointment.date)}</td>
      <td data-label="الحالة">
        <CellStack>
          <AppointmentStatusBadge status={appointment.status} />
          <OutsideHoursBadge appointment={appointment} />
          {appointment.status === 'cancelled' && appointment.cancelReason ? (
            <Muted>{appointment.cancelReason}</Muted>
          ) : null}
        </CellStack>
      </td>
      <td data-label="الدفع">
        <CellStack>
          {/* A refund that went through reads on the payment badge: «تم الاسترداد» or «مسترد
              جزئياً», not «مدفوع» (issue 33.4). */}
          <PaymentStatusBadge
            status={appointment.paymentStatus}
            refund={appointment.refund}
            testId="payment-status"
          />
          {/* A cancellation that gives money back: where the refund stands (issue 18.5), while
              it is still on its way or was refused. */}
          {appointment.refund &&
          appointment.refund.status !== 'none' &&
          appointment.refund.status !== 'refunded' ? (
            <RefundStatusBadge status={appointment.refund.status} testId="refund-status" />
          ) : null}
          {/* Paid after its hold ran out: refunded automatically (the refund badge says how far);
              one recorded before the automatic refund has none and is still the office's to do. */}
          {appointment.needsRefund ? (
            appointment.refund && appointment.refund.status !== 'none' ? (
              <Badge tone="neutral" testId="late-payment">
                دفعة متأخرة، تُرد تلقائياً
              </Badge>
            ) : (
              <Badge tone="danger" testId="late-payment">
                يحتاج استرداداً يدوياً
              </Badge>
            )
          ) : null}
        </CellStack>
      </td>
      <td data-label="الإجراءات">
        <Actions>
          <AppointmentDetails appointment={appointment} serviceName={serviceName} />
          <ClientPageLink {...clientOf(appointment)} />
          <AdvanceStatus appointment={appointment} />
          {/* Paid at the desk (issue 31.2): office appointments still open and unpaid. */}
          <CashPaymentButton appointment={appointment} />
        </Actions>
      </td>
    </tr>
  );
}

/** A row a line tall where it can be: the day's list reads without scrolling at 1280 px. */
const Rows = styled(ResponsiveTable)`
  ${({ theme }) => theme.media.md} {
    td {
      padding-block: ${({ theme }) => theme.space[2]};
    }
  }
`;

/**
 * Every appointment, filtered and paged by the booking service: today's and the coming ones
 * soonest first, then the past ones latest first (the server's office order).
 */
export function AppointmentsTab() {
  const [draft, setDraft] = useState<AppointmentFilters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<AppointmentFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const list = useAppointments(filters, page);
  const services = useAllServicesList();
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.nameAr ?? id;

  const apply = (next: AppointmentFilters) => {
    // Spaces inside a name stay; around the search they mean nothing (and "  " is no search).
    setFilters({ ...next, q: next.q?.trim() || undefined });
    setPage(1);
  };

  // The booking the office just made, listed by its reference (issue 34.4).
  const show = (reference: string) => {
    const next = { ...EMPTY_FILTERS, q: reference };
    setDraft(next);
    apply(next);
  };

  return (
    <Panel aria-labelledby="appointments-title">
      <PanelTitle id="appointments-title">المواعيد</PanelTitle>
      <NewBookingButton onShow={show} />
      <AppointmentFilterForm
        draft={draft}
        onDraft={setDraft}
        applied={filters}
        onApply={apply}
        services={services.data}
      />
      <PaymentsExport />

      {list.isPending ? (
        <Spinner label="جارٍ تحميل المواعيد..." />
      ) : list.isError ? (
        <ErrorState
          title={`تعذر تحميل المواعيد: ${list.error.message}`}
          onRetry={() => list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="لا توجد مواعيد" description="لا توجد مواعيد تطابق التصفية المختارة." />
      ) : (
        <>
          <Rows aria-label="المواعيد" aria-busy={list.isFetching}>
            <thead>
              <tr>
                <th scope="col">العميل</th>
                <th scope="col">الخدمة</th>
                <th scope="col">الموعد</th>
                <th scope="col">الحالة</th>
                <th scope="col">الدفع</th>
                <th scope="col">الإجراءات</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((appointment) => (
                <AppointmentRow
                  key={appointment.id}
                  appointment={appointment}
                  serviceName={serviceName(appointment.serviceId)}
                />
              ))}
            </tbody>
          </Rows>
          <Pager
            label="صفحات المواعيد"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={list.data.total}
            busy={list.isPlaceholderData}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}
