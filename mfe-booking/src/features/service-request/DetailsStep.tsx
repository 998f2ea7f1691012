import { zodResolver } from '@hookform/resolvers/zod';
import { type ServiceRequestForm, serviceRequestFormSchema } from '@ssc/contracts';
import { Button, toast } from '@ssc/ui';
import { EmailField, FormRow, PhoneField, TextAreaField, TextField } from '@ssc/ui/forms';
import { ArrowLeft } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Card } from '../../components/payment/ui';
import { formValues, type ServiceRequestDetails } from './wizard';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  > button { justify-self: start; min-width: 12rem; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/**
 * Step 1: the customer's details (spec §5 rules from the contracts schema, Arabic inline errors).
 * Its submit makes no call (spec): a success toast, and on to the payment summary.
 */
export function DetailsStep({
  initial,
  headingRef,
  onSubmitted,
}: {
  initial: ServiceRequestDetails | null;
  headingRef: Ref<HTMLHeadingElement>;
  onSubmitted(details: ServiceRequestDetails): void;
}) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const { register, handleSubmit, formState } = useForm<
    ServiceRequestForm,
    unknown,
    ServiceRequestDetails
  >({
    resolver: zodResolver(serviceRequestFormSchema),
    defaultValues: formValues(initial),
    mode: 'onTouched',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((details) => {
    toast({
      title: 'تم حفظ بيانات الطلب',
      description: 'راجع ملخص طلبك في الخطوة التالية ثم أكمل الدفع.',
    });
    onSubmitted(details);
  });

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        بيانات مقدّم الطلب
      </h2>
      <Note>
        الحقول المشار إليها بعلامة * مطلوبة. نستخدم بياناتك للتواصل معك بخصوص هذا الطلب فقط.
      </Note>
      <Form noValidate onSubmit={onSubmit} aria-label="نموذج بيانات طلب الخدمة">
        <FormRow>
          <TextField
            id={fieldId('fullName')}
            label="الاسم الكامل"
            required
            error={errors.fullName?.message}
            autoComplete="name"
            {...register('fullName')}
          />
          <TextField
            id={fieldId('company')}
            label="اسم المنشأة أو الشركة (اختياري)"
            error={errors.company?.message}
            autoComplete="organization"
            {...register('company')}
          />
        </FormRow>
        <FormRow>
          <EmailField
            id={fieldId('email')}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneField
            id={fieldId('phone')}
            required
            placeholder="07xxxxxxxx"
            error={errors.phone?.message}
            {...register('phone')}
          />
        </FormRow>
        <TextField
          id={fieldId('address')}
          label="العنوان"
          required
          error={errors.address?.message}
          autoComplete="street-address"
          {...register('address')}
        />
        <TextAreaField
          id={fieldId('serviceDetails')}
          label="تفاصيل الطلب"
          required
          hint="اشرح ما تحتاجه من الخدمة وما تم من إجراءات مع المؤسسة، إن وُجدت."
          error={errors.serviceDetails?.message}
          rows={5}
          maxLength={5000}
          {...register('serviceDetails')}
        />
        <Button type="submit">
          التالي: ملخص الطلب
          <ArrowLeft size={18} aria-hidden="true" />
        </Button>
      </Form>
    </Card>
  );
}
