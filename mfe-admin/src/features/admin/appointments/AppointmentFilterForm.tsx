import {
  APPOINTMENT_STATUS_LABELS,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  type PublicService,
  sortServicesForDisplay,
} from '@ssc/contracts';
import { AnchorButton, Button } from '@ssc/ui';
import { FormField, Select, TextField } from '@ssc/ui/forms';
import { Download, RotateCcw } from 'lucide-react';
import styled from 'styled-components';
import { type AppointmentFilters, appointmentsExportHref } from '../api/queries';
import { Actions } from '../components/layout';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const FormActions = styled(Actions)`
  grid-column: 1 / -1;
`;

export const EMPTY_FILTERS: AppointmentFilters = {};

/**
 * The appointment list's filters: search, status, service, payment status and the date range,
 * and the CSV export of what they list. The selects apply at once; the search and the dates on
 * «تطبيق». The export follows the applied filters (the list on screen), never a half-typed draft.
 */
export function AppointmentFilterForm({
  draft,
  onDraft,
  applied,
  onApply,
  services,
}: {
  draft: AppointmentFilters;
  onDraft: (next: AppointmentFilters) => void;
  applied: AppointmentFilters;
  onApply: (next: AppointmentFilters) => void;
  /** The catalogue; while it loads the service select offers «كل الخدمات» only. */
  services: readonly PublicService[] | undefined;
}) {
  const rangeInvalid = Boolean(draft.from && draft.to && draft.from > draft.to);
  /**
   * A select's choice: applied at once over the applied filters, and kept in the draft. A search
   * or dates typed but not applied stay a draft until «تطبيق» (issue 34.11: the list and its CSV
   * link change only with what is applied).
   */
  const choose = (change: AppointmentFilters) => {
    onDraft({ ...draft, ...change });
    onApply({ ...applied, ...change });
  };
  return (
    <Form
      aria-label="تصفية المواعيد"
      onSubmit={(event) => {
        event.preventDefault();
        if (!rangeInvalid) onApply(draft);
      }}
    >
      <TextField
        id="filter-q"
        label="بحث (رقم الحجز، الاسم، البريد الإلكتروني أو رقم الهاتف)"
        type="search"
        placeholder="SND-26-00042"
        value={draft.q ?? ''}
        onChange={(e) => onDraft({ ...draft, q: e.target.value || undefined })}
      />
      <FormField id="filter-status" label="الحالة">
        {(control) => (
          <Select
            {...control}
            value={draft.status ?? ''}
            onChange={(e) =>
              choose({
                status: (e.target.value || undefined) as AppointmentStatus | undefined,
              })
            }
          >
            <option value="">كل الحالات</option>
            {APPOINTMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {APPOINTMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-service" label="الخدمة">
        {(control) => (
          <Select
            {...control}
            value={draft.serviceId ?? ''}
            onChange={(e) => choose({ serviceId: e.target.value || undefined })}
          >
            <option value="">كل الخدمات</option>
            {sortServicesForDisplay(services ?? []).map((service) => (
              <option key={service.id} value={service.id}>
                {service.nameAr}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField id="filter-payment" label="حالة الدفع">
        {(control) => (
          <Select
            {...control}
            value={draft.paymentStatus ?? ''}
            onChange={(e) =>
              choose({
                paymentStatus: (e.target.value || undefined) as PaymentStatus | undefined,
              })
            }
          >
            <option value="">كل حالات الدفع</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENT_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <TextField
        id="filter-from"
        label="من تاريخ"
        type="date"
        value={draft.from ?? ''}
        onChange={(e) => onDraft({ ...draft, from: e.target.value || undefined })}
      />
      <TextField
        id="filter-to"
        label="إلى تاريخ"
        error={rangeInvalid ? 'تاريخ النهاية يجب أن يكون بعد تاريخ البداية' : undefined}
        type="date"
        value={draft.to ?? ''}
        onChange={(e) => onDraft({ ...draft, to: e.target.value || undefined })}
      />
      <FormActions>
        <Button type="submit" disabled={rangeInvalid}>
          تطبيق
        </Button>
        <Button
          $variant="ghost"
          onClick={() => {
            onDraft(EMPTY_FILTERS);
            onApply(EMPTY_FILTERS);
          }}
        >
          <RotateCcw size={16} aria-hidden />
          مسح
        </Button>
        <AnchorButton
          $variant="secondary"
          href={appointmentsExportHref(applied)}
          download
          aria-label="تصدير CSV: كل المواعيد المطابقة للتصفية الحالية"
          data-testid="appointments-export"
        >
          <Download size={16} aria-hidden />
          تصدير CSV
        </AnchorButton>
      </FormActions>
    </Form>
  );
}
