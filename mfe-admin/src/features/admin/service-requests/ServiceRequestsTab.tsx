import { ApiError } from '@ssc/api-client';
import { EmptyState, Spinner, VisuallyHidden } from '@ssc/ui';
import { PaymentStatusBadge } from '@ssc/ui/badges';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { type ReactNode, useState } from 'react';
import { ADMIN_PAGE_SIZE, useServiceRequests, useServicesList } from '../api/queries';
import { CellStack, Muted, Panel, PanelTitle, ResponsiveTable } from '../components/layout';
import { formatDateTime, formatPrice } from '../format';
import { ServiceRequestDetails } from './ServiceRequestDetails';

/** Requests of the service-request wizard, paid or not (design §3), newest first. */
export function ServiceRequestsTab() {
  const [page, setPage] = useState(1);
  const list = useServiceRequests(page);
  const services = useServicesList();
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.nameAr ?? id;

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
    content = (
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
                <td data-label="العميل">
                  <CellStack>
                    <strong>{request.fullName}</strong>
                    {request.company ? <span>{request.company}</span> : null}
                    <span dir="ltr">{request.email}</span>
                    <span dir="ltr">{request.phone}</span>
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
      {content}
    </Panel>
  );
}
