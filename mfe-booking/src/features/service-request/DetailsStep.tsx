import { zodResolver } from '@hookform/resolvers/zod';
import { type ServiceRequestForm, serviceRequestFormSchema } from '@ssc/contracts';
import { Button, toast, type User, useSessionStore } from '@ssc/ui';
import { EmailField, FormRow, PhoneField, TextAreaField, TextField } from '@ssc/ui/forms';
import { ArrowLeft } from 'lucide-react';
import { type Ref, useEffect, useId, useRef } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
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

/** What a signed-in account gives the form: its name as registered, email and phone. */
function fromAccount(user: User): Partial<Record<'fullName' | 'email' | 'phone', string>> {
  const name = user.fullName?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    ...(name ? { fullName: name } : {}),
    ...(user.email ? { email: user.email } : {}),
    ...(user.mobileNumber ? { phone: user.mobileNumber } : {}),
  };
}

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
  const user = useSessionStore((s) => s.user);
  const form = useRef<HTMLFormElement>(null);
  const { register, handleSubmit, formState, getValues, setValue } = useForm<
    ServiceRequestForm,
    unknown,
    ServiceRequestDetails
  >({
    resolver: zodResolver(serviceRequestFormSchema),
    // Details typed before (back from step 2) win; a signed-in account fills the rest.
    defaultValues: {
      ...formValues(null),
      ...(user ? fromAccount(user) : {}),
      ...dropEmpty(initial),
    },
    mode: 'onTouched',
    // The first invalid field is focused below, in the order the page shows them.
    shouldFocusError: false,
  });
  const { errors } = formState;

  // The session may arrive after the form (issue 33.4): fill only what is still empty.
  useEffect(() => {
    if (!user) return;
    for (const [name, value] of Object.entries(fromAccount(user)) as [
      'fullName' | 'email' | 'phone',
      string,
    ][]) {
      if (!getValues(name)) setValue(name, value);
    }
  }, [user, getValues, setValue]);

  const onSubmit = handleSubmit(
    (details) => {
      toast({
        title: 'تم حفظ بيانات الطلب',
        description: 'راجع ملخص طلبك في الخطوة التالية ثم أكمل الدفع.',
      });
      onSubmitted(details);
    },
    (invalid) => focusFirstInvalid(form.current, invalid),
  );

  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        بيانات مقدّم الطلب
      </h2>
      <Note>
        الحقول المشار إليها بعلامة * مطلوبة. نستخدم بياناتك للتواصل معك بخصوص هذا الطلب فقط.
      </Note>
      <Form ref={form} noValidate onSubmit={onSubmit} aria-label="نموذج بيانات طلب الخدمة">
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

/** The kept details without their empty answers (so they do not blank what the account gave). */
function dropEmpty(details: ServiceRequestDetails | null): Partial<ServiceRequestForm> {
  if (!details) return {};
  return Object.fromEntries(
    Object.entries(formValues(details)).filter(([, value]) => value !== ''),
  ) as Partial<ServiceRequestForm>;
}

/**
 * On an invalid submit the focus goes to the first invalid field in the page's order (issue 33.4),
 * scrolled into view: its label and its message are what a screen reader says next, and on a
 * phone the errors above the button are no longer off screen.
 */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<ServiceRequestForm>) {
  if (!form) return;
  const first = [...form.elements].find(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      Object.hasOwn(errors, element.name),
  );
  if (!first) return;
  first.focus();
  first.scrollIntoView?.({ block: 'center' });
}
