import { ApiError } from '@ssc/api-client';
import {
  SERVICE_REQUEST_STATUS_LABELS,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
  toE164,
} from '@ssc/contracts';
import { Button, EmptyState, Spinner, VisuallyHidden } from '@ssc/ui';
import { PaymentStatusBadge } from '@ssc/ui/badges';
import { FormField, Select, TextField } from '@ssc/ui/forms';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { RotateCcw } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import {
  ADMIN_PAGE_SIZE,
  type ServiceRequestFilters,
  useAllServicesList,
  useServiceRequests,
} from '../api/queries';
import {
  Actions,
  CellStack,
  Muted,
  Panel,
  PanelTitle,
  ResponsiveTable,
} from '../components/layout';
import { formatDateTime, formatPrice } from '../format';
import { ServiceRequestDetails } from './ServiceRequestDetails';
import { ServiceRequestStatusBadge } from './ServiceRequestWork';

const FilterForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * «بحث برقم الطلب» (applied with «تطبيق» or Enter) and «حالة الطلب» (applied when chosen); «مسح»
 * shows every request again.
 */
function RequestFilters({
  applied,
  onApply,
}: {
  applied: ServiceRequestFilters;
  onApply: (next: ServiceRequestFilters) => void;
}) {
  const [q, setQ] = useState(applied.q ?? '');
  return (
    <FilterForm
      aria-label="تصفية طلبات الخدمات"
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ ...applied, q: q.trim() || undefined });
      }}
    >
      <TextField
        id="requests-q"
        label="بحث برقم الطلب"
        type="search"
        placeholder="REQ-26-00012"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      <FormField id="requests-status" label="حالة الطلب">
        {(control) => (
          <Select
            {...control}
            value={applied.status ?? ''}
            onChange={(e) =>
              onApply({
                ...applied,
                q: q.trim() || undefined,
                status: (e.target.value || undefined) as ServiceRequestStatus | undefined,
              })
            }
          >
            <option value="">كل الحالات</option>
            {SERVICE_REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {SERVICE_REQUEST_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Actions>
        <Button type="submit">تطبيق</Button>
        <Button
          $variant="ghost"
          onClick={() => {
            setQ('');
            onApply({});
          }}
        >
          <RotateCcw size={16} aria-hidden />
          مسح
        </Button>
      </Actions>
    </FilterForm>
  );
}

/**
 * Requests of the service-request wizard, paid or not (design §3), newest first, each with its
 * reference and where the office's work stands (issue 34.10), filtered by status or reference.
 */
export function ServiceRequestsTab() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ServiceRequestFilters>({});
  const list = useServiceRequests(filters, page);
  const services = useAllServicesList();
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.nameAr ?? id;
  const filtered = Boolean(filters.q || filters.status);

  let content: ReactNode;
  if (list.isPending) {
    content = <Spinner label="جارٍ تحميل طلبات الخدمات..." />;
  } else if (list.isError) {
    // Until the payments service publishes the list, the tab says so instead of an error.
    content =
      list.error instanceof ApiError && list.error.status === 404 ? (
        <EmptyState title="لا توجد طلبات خدمات بعد" />
      ) : (
        <ErrorState
          title={`تعذر تحميل طلبات الخدمات: ${list.error.message}`}
          onRetry={() => list.refetch()}
        />
      );
  } else if (list.data.items.length === 0) {
    content = filtered ? (
      <EmptyState title="لا توجد طلبات مطابقة" description="غيّر البحث أو الحالة، أو اضغط «مسح»." />
    ) : (
      <EmptyState
        title="لا توجد طلبات خدمات بعد"
        description="تظهر هنا الطلبات المرسلة من صفحة طلب الخدمة، مدفوعة أو غير مدفوعة."
      />
    );
  } else {
    content = (
      <>
        <ResponsiveTable aria-label="طلبات الخدمات">
          <thead>
            <tr>
              <th scope="col">رقم الطلب</th>
              <th scope="col">الحالة</th>
              <th scope="col">العميل</th>
              <th scope="col">الخدمة</th>
              <th scope="col">التفاصيل</th>
              <th scope="col">المبلغ</th>
              <th scope="col">الدفع</th>
              <th scope="col">التاريخ</th>
              <th scope="col">
                <VisuallyHidden>التفاصيل الكاملة</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((request) => (
              <tr key={request.id}>
                <td data-label="رقم الطلب">
                  <span dir="ltr">{request.reference ?? '—'}</span>
                </td>
                <td data-label="الحالة">
                  <ServiceRequestStatusBadge status={request.status} />
                </td>
                <td data-label="العميل">
                  <CellStack>
                    <strong>{request.fullName}</strong>
                    {request.company ? <span>{request.company}</span> : null}
                    <a href={`mailto:${request.email}`} dir="ltr">
                      {request.email}
                    </a>
                    <a href={`tel:${toE164(request.phone) ?? request.phone}`} dir="ltr">
                      {request.phone}
                    </a>
                  </CellStack>
                </td>
                <td data-label="الخدمة">{serviceName(request.serviceId)}</td>
                <td data-label="التفاصيل">
                  <CellStack>
                    <span>{request.serviceDetails}</span>
                    <Muted>{request.address}</Muted>
                  </CellStack>
                </td>
                <td data-label="المبلغ">{formatPrice(request.amount)}</td>
                <td data-label="الدفع">
                  <PaymentStatusBadge status={request.paymentStatus} />
                </td>
                <td data-label="التاريخ">{formatDateTime(request.createdAt)}</td>
                <td data-label="التفاصيل الكاملة">
                  <ServiceRequestDetails
                    request={request}
                    serviceName={serviceName(request.serviceId)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
        <Pager
          label="صفحات طلبات الخدمات"
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={list.data.total}
          busy={list.isPlaceholderData}
          onPage={setPage}
        />
      </>
    );
  }

  return (
    <Panel aria-labelledby="service-requests-title">
      <PanelTitle id="service-requests-title">طلبات الخدمات</PanelTitle>
      <RequestFilters
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {/* The result of a search or filter, said once (not the whole table). */}
      <VisuallyHidden role="status">
        {filtered && list.data ? `عدد الطلبات المطابقة: ${list.data.total}` : ''}
      </VisuallyHidden>
      {content}
    </Panel>
  );
}
