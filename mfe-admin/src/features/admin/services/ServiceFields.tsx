import type { CreateServiceInput } from '@ssc/contracts';
import { FormRow, TextAreaField, TextField } from '@ssc/ui/forms';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

/**
 * The fields of a service (spec §5), shared by the add form and the edit dialog; `idPrefix` keeps
 * their ids apart when both are on the page. Price and duration are text fields: a number field
 * drops «٤٥» (issue 34), the contracts' schema reads any digits.
 */
export function ServiceFields({
  idPrefix,
  register,
  errors,
}: {
  idPrefix: string;
  register: UseFormRegister<CreateServiceInput>;
  errors: FieldErrors<CreateServiceInput>;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <FormRow>
        <TextField
          id={id('name-ar')}
          label="اسم الخدمة بالعربية"
          required
          error={errors.nameAr?.message}
          {...register('nameAr')}
        />
        <TextField
          id={id('name-en')}
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
          id={id('description-ar')}
          label="الوصف بالعربية"
          required
          error={errors.descriptionAr?.message}
          rows={4}
          {...register('descriptionAr')}
        />
        <TextAreaField
          id={id('description-en')}
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
          id={id('price')}
          label="السعر (دينار أردني)"
          required
          error={errors.price?.message}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          placeholder="30"
          {...register('price')}
        />
        <TextField
          id={id('duration')}
          label="المدة (بالدقائق)"
          required
          hint="القيمة الافتراضية 60 دقيقة"
          error={errors.duration?.message}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          {...register('duration')}
        />
      </FormRow>
    </>
  );
}
