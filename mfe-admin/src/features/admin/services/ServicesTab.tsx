import { minutesText, sortServicesForDisplay } from '@ssc/contracts';
import { EmptyState, Spinner } from '@ssc/ui';
import { ErrorState } from '@ssc/ui/states';
import { useServicesList } from '../api/queries';
import { Panel, PanelTitle, ResponsiveTable, Stack } from '../components/layout';
import { formatNumber, formatPrice } from '../format';
import { AddServiceForm } from './AddServiceForm';

function ServicesList() {
  const services = useServicesList();
  if (services.isPending) return <Spinner label="جارٍ تحميل الخدمات..." />;
  if (services.isError) {
    return (
      <ErrorState
        title={`تعذر تحميل الخدمات: ${services.error.message}`}
        onRetry={() => services.refetch()}
      />
    );
  }
  if (services.data.length === 0) return <EmptyState title="لا توجد خدمات بعد" />;
  return (
    <ResponsiveTable aria-label="الخدمات">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">الخدمة</th>
          <th scope="col">الاسم الإنجليزي</th>
          <th scope="col">السعر</th>
          <th scope="col">المدة</th>
        </tr>
      </thead>
      <tbody>
        {sortServicesForDisplay(services.data).map((service, i) => (
          <tr key={service.id} data-service-id={service.id}>
            <td data-label="#">{formatNumber(i + 1)}</td>
            <td data-label="الخدمة">
              <strong>{service.nameAr}</strong>
            </td>
            <td data-label="الاسم الإنجليزي">
              <span dir="ltr" lang="en">
                {service.nameEn}
              </span>
            </td>
            <td data-label="السعر">{formatPrice(service.price)}</td>
            <td data-label="المدة">{minutesText(service.duration)}</td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

export function ServicesTab() {
  return (
    <Stack>
      <Panel aria-labelledby="add-service-title">
        <PanelTitle id="add-service-title">إضافة خدمة جديدة</PanelTitle>
        <AddServiceForm />
      </Panel>
      <Panel aria-labelledby="services-list-title">
        <PanelTitle id="services-list-title">الخدمات الحالية</PanelTitle>
        <ServicesList />
      </Panel>
    </Stack>
  );
}
