import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateServiceInput,
  createServiceSchema,
  DEFAULT_SERVICE_DURATION_MINUTES,
} from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { FormRow, TextAreaField, TextField } from '@ssc/ui/forms';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useCreateService } from '../api/queries';
import { Muted } from '../components/layout';

const Form = styled.form`
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
  price: Number.NaN,
  duration: DEFAULT_SERVICE_DURATION_MINUTES,
} satisfies CreateServiceInput;

/**
 * The add-service form (spec §5): the contracts' schema checks it before sending, price goes out
 * as a number and duration as an integer; success resets the form (spec §8 toasts come from the
 * mutation).
 */
export function AddServiceForm() {
  const create = useCreateService();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateServiceInput>({
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
    <Form noValidate onSubmit={onSubmit} aria-labelledby="add-service-title">
      <Muted>الحقول المشار إليها بعلامة * مطلوبة. يُنشأ معرّف الخدمة من الاسم الإنجليزي.</Muted>
      <FormRow>
        <TextField
          id="service-name-ar"
          label="اسم الخدمة بالعربية"
          required
          error={errors.nameAr?.message}
          {...register('nameAr')}
        />
        <TextField
          id="service-name-en"
          label="اسم الخدمة بالإنجليزية"
          required
          error={errors.nameEn?.message}
          dir="ltr"
          lang="en"
          autoComplete="off"
          {...register('nameEn')}
        />
      </FormRow>
      <FormRow>
        <TextAreaField
          id="service-description-ar"
          label="الوصف بالعربية"
          required
          error={errors.descriptionAr?.message}
          rows={4}
          {...register('descriptionAr')}
        />
        <TextAreaField
          id="service-description-en"
          label="الوصف بالإنجليزية"
          required
          error={errors.descriptionEn?.message}
          rows={4}
          dir="ltr"
          lang="en"
          {...register('descriptionEn')}
        />
      </FormRow>
      <FormRow>
        <TextField
          id="service-price"
          label="السعر (دينار أردني)"
          required
          error={errors.price?.message}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.001"
          dir="ltr"
          placeholder="30"
          {...register('price', { valueAsNumber: true })}
        />
        <TextField
          id="service-duration"
          label="المدة (بالدقائق)"
          required
          hint="القيمة الافتراضية 60 دقيقة"
          error={errors.duration?.message}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          dir="ltr"
          {...register('duration', { valueAsNumber: true })}
        />
      </FormRow>
      <Submit type="submit" disabled={create.isPending}>
        <Plus size={18} aria-hidden />
        {create.isPending ? 'جارٍ الإنشاء...' : 'إضافة الخدمة'}
      </Submit>
    </Form>
  );
}
