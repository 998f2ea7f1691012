import type { ContactForm as ContactFormValues } from '@ssc/contracts';
import { contactMessages, INQUIRY_TYPES } from '@ssc/contracts/constants';
import { Button, toast } from '@ssc/ui';
import {
  EmailField,
  FormField,
  FormRow,
  PhoneField,
  Select,
  TextAreaField,
  TextField,
} from '@ssc/ui/forms';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSendContactMessage } from '../api/useSendContactMessage';
import { contactResolver, preloadContactValidation } from './contactResolver';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Submit = styled(Button)`
  justify-self: start;
  min-width: 12rem;
`;

export const CONTACT_FORM_DEFAULTS: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  // The select starts on its "choose" option; the schema rejects it with the spec's message.
  inquiryType: '' as ContactFormValues['inquiryType'],
  message: '',
};

const INQUIRY_OPTIONS = Object.entries(INQUIRY_TYPES);

/**
 * Spec §2/§5/§8 contact form: inline Arabic errors tied to each field, the submit disabled with a
 * loading label while sending, a success toast and reset, or a destructive toast keeping the input.
 */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: contactResolver,
    defaultValues: CONTACT_FORM_DEFAULTS,
  });

  const onSubmit = handleSubmit((values) =>
    send
      .mutateAsync(values)
      .then(() => {
        toast({ title: contactMessages.sent, description: contactMessages.sentHint });
        reset(CONTACT_FORM_DEFAULTS);
      })
      .catch(() => {
        toast({ title: contactMessages.sendFailed, variant: 'destructive' });
      }),
  );

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void preloadContactValidation().catch(() => undefined)}
      aria-labelledby="contact-form-title"
    >
      <Note>الحقول المشار إليها بعلامة * مطلوبة.</Note>
      <FormRow>
        <TextField
          id="contact-first-name"
          label="الاسم الأول"
          required
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...register('firstName')}
        />
        <TextField
          id="contact-last-name"
          label="اسم العائلة"
          required
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...register('lastName')}
        />
      </FormRow>
      <FormRow>
        <EmailField
          id="contact-email"
          required
          inputMode="email"
          placeholder="name@example.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          id="contact-phone"
          required
          placeholder="07XXXXXXXX"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </FormRow>
      <FormField
        id="contact-inquiry-type"
        label="نوع الاستفسار"
        required
        error={errors.inquiryType?.message}
      >
        {(control) => (
          <Select {...control} {...register('inquiryType')}>
            <option value="">اختر نوع الاستفسار</option>
            {INQUIRY_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <TextAreaField
        id="contact-message"
        label="الرسالة"
        required
        error={errors.message?.message}
        rows={6}
        placeholder="اكتب تفاصيل استفسارك أو قضيتك..."
        {...register('message')}
      />
      <Submit type="submit" disabled={send.isPending}>
        <Send aria-hidden="true" size={18} />
        {send.isPending ? 'جاري الإرسال...' : 'إرسال الرسالة'}
      </Submit>
    </Form>
  );
}
