import { CONSULTATION_FEE_JOD, type PublicService } from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { FormField, Select } from '@ssc/ui/forms';
import { RefreshCw } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useBookingServices } from '../api/queries';

const LoadError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.danger};

  p { margin: 0; flex: 1 1 12rem; font-weight: ${({ theme }) => theme.typography.weights.semibold}; }
`;

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
          ? `رسوم الاستشارة: ${servicePrice(selected)} دينار أردني، مدة الجلسة ${selected.duration} دقيقة، تُدفع مسبقاً.`
          : `رسوم الاستشارة المتخصصة ${CONSULTATION_FEE_JOD} ديناراً أردنياً شاملة الضرائب، تُدفع مسبقاً.`
      }
      after={
        isError ? (
          <LoadError role="alert">
            <p>تعذّر تحميل قائمة الخدمات. تحقق من اتصالك ثم أعد المحاولة.</p>
            <Button $variant="secondary" onClick={() => refetch()} disabled={isFetching}>
              <RefreshCw size={18} aria-hidden="true" />
              إعادة المحاولة
            </Button>
          </LoadError>
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
