import {
  type ManagedService,
  minutesText,
  SERVICE_STATE_LABELS,
  type ServiceState,
} from '@ssc/contracts';
import { Button, EmptyState, Spinner } from '@ssc/ui';
import { Badge, type BadgeTone } from '@ssc/ui/badges';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { ErrorState } from '@ssc/ui/states';
import { ArrowDown, ArrowUp, Ban, Eye, EyeOff, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useAllServicesList } from '../api/queries';
import { Actions, Muted, Panel, PanelTitle, ResponsiveTable, Stack } from '../components/layout';
import { formatNumber, formatPrice } from '../format';
import { AddServiceForm } from './AddServiceForm';
import { EditServiceDialog } from './EditServiceDialog';
import { useMoveService, useSetServiceState } from './services-api';

const STATE_TONES: Record<ServiceState, BadgeTone> = {
  visible: 'success',
  hidden: 'warning',
  retired: 'neutral',
};

/** What hiding and retiring ask before they act. */
const QUESTIONS: Record<
  Exclude<ServiceState, 'visible'>,
  { title: (name: string) => string; description: string; confirm: string }
> = {
  hidden: {
    title: (name) => `إخفاء «${name}» عن الموقع؟`,
    description:
      'تختفي الخدمة من صفحة الخدمات ومن نموذج الحجز فلا تُحجز. الحجوزات السابقة لا تتأثر، ويمكن إظهارها متى شئت.',
    confirm: 'نعم، إخفاء الخدمة',
  },
  retired: {
    title: (name) => `إيقاف «${name}»؟`,
    description:
      'لا تُقبل أي حجوزات جديدة لهذه الخدمة وتختفي من الموقع، وتبقى في السجلات. الحجوزات السابقة لا تتأثر.',
    confirm: 'نعم، إيقاف الخدمة',
  },
};

function ServiceRow({
  service,
  index,
  count,
  onEdit,
}: {
  service: ManagedService;
  index: number;
  count: number;
  onEdit(): void;
}) {
  const setState = useSetServiceState();
  const move = useMoveService();
  const [asking, setAsking] = useState<Exclude<ServiceState, 'visible'> | undefined>();
  const busy = setState.isPending || move.isPending;
  const name = service.nameAr;
  const ask = asking ? QUESTIONS[asking] : undefined;
  return (
    <tr data-service-id={service.id} data-state={service.state}>
      <td data-label="#">{formatNumber(index + 1)}</td>
      <td data-label="الخدمة">
        <strong>{name}</strong>
      </td>
      <td data-label="الاسم الإنجليزي">
        <span dir="ltr" lang="en">
          {service.nameEn}
        </span>
      </td>
      <td data-label="السعر">{formatPrice(service.price)}</td>
      <td data-label="المدة">{minutesText(service.duration)}</td>
      <td data-label="الحالة">
        <Badge tone={STATE_TONES[service.state]} label="الحالة" testId="service-state">
          {SERVICE_STATE_LABELS[service.state]}
        </Badge>
      </td>
      <td data-label="الإجراءات">
        <Actions>
          <Button
            $variant="secondary"
            aria-label={`نقل «${name}» إلى الأعلى`}
            title="إلى الأعلى"
            disabled={busy || index === 0}
            onClick={() => move.mutate({ id: service.id, direction: 'up' })}
          >
            <ArrowUp size={18} aria-hidden />
          </Button>
          <Button
            $variant="secondary"
            aria-label={`نقل «${name}» إلى الأسفل`}
            title="إلى الأسفل"
            disabled={busy || index === count - 1}
            onClick={() => move.mutate({ id: service.id, direction: 'down' })}
          >
            <ArrowDown size={18} aria-hidden />
          </Button>
          <Button $variant="secondary" aria-label={`تعديل «${name}»`} onClick={onEdit}>
            <Pencil size={18} aria-hidden />
            تعديل
          </Button>
          {service.state === 'visible' ? (
            <Button
              $variant="secondary"
              aria-label={`إخفاء «${name}» عن الموقع`}
              disabled={busy}
              onClick={() => setAsking('hidden')}
            >
              <EyeOff size={18} aria-hidden />
              إخفاء
            </Button>
          ) : (
            <Button
              $variant="secondary"
              aria-label={`إظهار «${name}» في الموقع`}
              disabled={busy}
              onClick={() => setState.mutate({ id: service.id, state: 'visible' })}
            >
              <Eye size={18} aria-hidden />
              إظهار
            </Button>
          )}
          {service.state === 'retired' ? null : (
            <Button
              $variant="secondary"
              aria-label={`إيقاف «${name}»`}
              disabled={busy}
              onClick={() => setAsking('retired')}
            >
              <Ban size={18} aria-hidden />
              إيقاف
            </Button>
          )}
        </Actions>
        {ask && asking ? (
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setAsking(undefined);
            }}
            title={ask.title(name)}
            description={ask.description}
            confirmLabel={ask.confirm}
            dismissLabel="تراجع"
            busy={setState.isPending}
            onConfirm={() => {
              setState.mutate(
                { id: service.id, state: asking },
                { onSuccess: () => setAsking(undefined) },
              );
              return false;
            }}
          />
        ) : null}
      </td>
    </tr>
  );
}

function ServicesList() {
  const services = useAllServicesList();
  const [editing, setEditing] = useState<ManagedService | undefined>();
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
    <>
      <ResponsiveTable aria-label="الخدمات">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">الخدمة</th>
            <th scope="col">الاسم الإنجليزي</th>
            <th scope="col">السعر</th>
            <th scope="col">المدة</th>
            <th scope="col">الحالة</th>
            <th scope="col">الإجراءات</th>
          </tr>
        </thead>
        <tbody>
          {services.data.map((service, i) => (
            <ServiceRow
              key={service.id}
              service={service}
              index={i}
              count={services.data.length}
              onEdit={() => setEditing(service)}
            />
          ))}
        </tbody>
      </ResponsiveTable>
      {editing ? (
        <EditServiceDialog
          key={editing.id}
          service={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}

/**
 * The office's services (issue 34.3): add one; every service with its state («ظاهر» / «مخفي» /
 * «متوقف»), edited in a dialog, hidden from the site or retired after a question, shown again,
 * and moved up or down: /services and the booking form follow this order.
 */
export function ServicesTab() {
  return (
    <Stack>
      <Panel aria-labelledby="add-service-title">
        <PanelTitle id="add-service-title">إضافة خدمة جديدة</PanelTitle>
        <AddServiceForm />
      </Panel>
      <Panel aria-labelledby="services-list-title">
        <PanelTitle id="services-list-title">الخدمات</PanelTitle>
        <Muted>
          الترتيب هنا هو ترتيب صفحة الخدمات ونموذج الحجز. الخدمة المخفية أو المتوقفة لا تظهر في
          الموقع ولا تُحجز، والحجوزات السابقة تحتفظ بسعرها.
        </Muted>
        <ServicesList />
      </Panel>
    </Stack>
  );
}
