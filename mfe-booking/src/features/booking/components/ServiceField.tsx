import { CONSULTATION_FEE_JOD, formatJod, type PublicService } from '@ssc/contracts';
import { FormField, Select } from '@ssc/ui/forms';
import { ErrorState } from '@ssc/ui/states';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useBookingServices } from '../api/queries';

export function servicePrice(service: PublicService | undefined): number {
  return service?.price ?? CONSULTATION_FEE_JOD;
}

/** The service select (spec §5: a service type must be chosen), fed by GET /api/services. */
export function ServiceField({
  id,
  registration,
  error,
  selected,
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  selected?: PublicService | undefined;
}) {
  const { data, isPending, isError, refetch, isFetching } = useBookingServices();
  return (
    <FormField
      id={id}
      label="نوع الخدمة"
      required
      error={error}
      hint={
        selected
          ? `رسوم الاستشارة: ${formatJod(servicePrice(selected))}، مدة الجلسة ${selected.duration} دقيقة، تُدفع مسبقاً.`
          : 'تظهر رسوم الاستشارة ومدة الجلسة عند اختيار الخدمة، وتُدفع مسبقاً.'
      }
      after={
        isError ? (
          <ErrorState
            title="تعذّر تحميل قائمة الخدمات. تحقق من اتصالك ثم أعد المحاولة."
            onRetry={() => refetch()}
            retrying={isFetching}
          />
        ) : null
      }
    >
      {(control) => (
        <Select
          {...control}
          aria-busy={isPending || undefined}
          disabled={isPending}
          {...registration}
        >
          <option value="">{isPending ? 'جارٍ تحميل الخدمات...' : 'اختر الخدمة المطلوبة'}</option>
          {data?.map((service) => (
            <option key={service.id} value={service.id}>
              {service.nameAr}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
