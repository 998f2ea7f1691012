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
import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
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

/** Said where the visitor is, and focused (issue 33.4): the form they sent is now empty. */
const Sent = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSurface};
  color: ${({ theme }) => theme.colors.text};

  svg { flex: none; color: ${({ theme }) => theme.colors.success}; }
  p { margin: 0; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
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
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  // Focus follows the outcome: the success message once sent (the fields it came from are reset);
  // on invalid input react-hook-form focuses the first invalid field (shouldFocusError).
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormValues>({
    resolver: contactResolver,
    defaultValues: CONTACT_FORM_DEFAULTS,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSent(false);
    return handleSubmit((values) =>
      send
        .mutateAsync(values)
        .then(() => {
          toast({ title: contactMessages.sent, description: contactMessages.sentHint });
          reset(CONTACT_FORM_DEFAULTS);
          setSent(true);
        })
        .catch(() => {
          toast({ title: contactMessages.sendFailed, variant: 'destructive', page: true });
        }),
    )(event);
  };

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void preloadContactValidation().catch(() => undefined)}
      aria-labelledby="contact-form-title"
    >
      {sent ? (
        <Sent ref={sentRef} role="status" tabIndex={-1}>
          <CircleCheck aria-hidden="true" size={20} />
          <div>
            <p>
              <strong>{contactMessages.sent}</strong>
            </p>
            <p>{contactMessages.sentHint}</p>
          </div>
        </Sent>
      ) : null}
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
