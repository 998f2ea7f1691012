import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateServiceInput,
  type CreateServiceValues,
  createServiceSchema,
  DEFAULT_SERVICE_DURATION_MINUTES,
} from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useCreateService } from '../api/queries';
import { Muted } from '../components/layout';
import { ServiceFields } from './ServiceFields';

export const ServiceForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Submit = styled(Button)`
  justify-self: start;
  min-width: 11rem;
`;

/** Empty names and descriptions; price empty (required); duration 60 minutes (spec §9). */
export const ADD_SERVICE_DEFAULTS = {
  nameAr: '',
  nameEn: '',
  descriptionAr: '',
  descriptionEn: '',
  price: '',
  duration: String(DEFAULT_SERVICE_DURATION_MINUTES),
} satisfies CreateServiceInput;

/**
 * The add-service form (spec §5): the contracts' schema checks it before sending (price and
 * duration typed in any digits go out as numbers); success resets the form (spec §8 toasts come
 * from the mutation).
 */
export function AddServiceForm() {
  const create = useCreateService();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateServiceInput, unknown, CreateServiceValues>({
    resolver: zodResolver(createServiceSchema),
    defaultValues: ADD_SERVICE_DEFAULTS,
  });

  const onSubmit = handleSubmit((values) =>
    create.mutateAsync(values).then(
      () => reset(ADD_SERVICE_DEFAULTS),
      () => undefined,
    ),
  );

  return (
    <ServiceForm noValidate onSubmit={onSubmit} aria-labelledby="add-service-title">
      <Muted>الحقول المشار إليها بعلامة * مطلوبة. يُنشأ معرّف الخدمة من الاسم الإنجليزي.</Muted>
      <ServiceFields idPrefix="service" register={register} errors={errors} />
      <Submit type="submit" disabled={create.isPending}>
        <Plus size={18} aria-hidden />
        {create.isPending ? 'جارٍ الإنشاء...' : 'إضافة الخدمة'}
      </Submit>
    </ServiceForm>
  );
}
