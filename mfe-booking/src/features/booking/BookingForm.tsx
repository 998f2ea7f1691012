import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@ssc/api-client';
import {
  type Appointment,
  type BookingForm as BookingFormInput,
  bookingFormSchema,
  bookingMessages,
  type ConsultationMode,
  PHONE_HINT,
  type PublicService,
  type TimeSlot,
} from '@ssc/contracts';
import { toAppointmentDate } from '@ssc/contracts/slots';
import { Button, toast, toastRegionReady, type User, useSessionStore } from '@ssc/ui';
import { FileDropZone, FileList, UploadProgress, useFileSelection } from '@ssc/ui/files';
import {
  EmailField,
  FieldHint,
  FormSection,
  FormSectionTitle,
  PhoneField,
  TextAreaField,
  TextField,
} from '@ssc/ui/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import styled, { css } from 'styled-components';
import { DayField } from '../../components/schedule/DayField';
import { TimeSlotField } from '../../components/schedule/TimeSlotField';
import { formatAppointmentDate } from '../../lib/dates';
import { invalidateSlots, useBookingWindow } from '../../lib/slots';
import {
  EMAIL_TOAST_DELAY_MS,
  EMAIL_TOAST_MS,
  FAILURE_TOAST_MS,
  SUCCESS_TOAST_MS,
} from '../../lib/toastDurations';
import { useWhatsAppEnabled } from '../../lib/whatsapp';
import { type BookingValues, createAppointment } from './api/createAppointment';
import { useBookingServices } from './api/queries';
import { ModeField } from './components/ModeField';
import { PolicySummary } from './components/PolicySummary';
import { ServiceField } from './components/ServiceField';
import { SuccessPanel } from './components/SuccessPanel';
import { WhatsAppConsentField } from './components/WhatsAppConsentField';
import { modeFromQuery } from './lib/consultationMode';
import { bookingFailureDescription } from './lib/failureMessage';
import { bookingCopy } from './lib/messages';
import { policyPrice, startsSoon } from './lib/policy';

const Form = styled.form<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme, $compact }) => ($compact ? theme.space[4] : theme.space[5])};
`;

const Card = styled.div<{ $compact: boolean }>`
  padding: ${({ theme, $compact }) => ($compact ? theme.space[4] : theme.space[5])};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Columns = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);

  ${({ $compact, theme }) =>
    !$compact &&
    css`
      ${theme.media.md} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
    `}
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** The phone and, under it, the WhatsApp consent that sends to it: one cell of the grid. */
const PhoneCell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  align-content: start;
`;

const SubmitRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  button { justify-self: start; min-width: 12rem; }
`;

const REMOTE_FIELDS = [
  'serviceId',
  'contactName',
  'contactEmail',
  'contactPhone',
  'socialSecurityNumber',
  'description',
] as const;
type FieldName = keyof BookingFormInput;

/** The account's name as registered (all its parts), else its first and last name. */
function fullName(user: User | null): string {
  if (user?.fullName?.trim()) return user.fullName.trim();
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
}

function emptyForm(mode: ConsultationMode, user: User | null): BookingFormInput {
  return {
    serviceId: '',
    consultationMode: mode,
    day: '',
    time: undefined as unknown as TimeSlot,
    contactName: fullName(user),
    contactEmail: user?.email ?? '',
    contactPhone: user?.mobileNumber ?? '',
    socialSecurityNumber: '',
    description: '',
    // Opt-in (issue 33.3): ticked only for an account that already agreed.
    whatsappConsent: user?.whatsappConsent === true,
  };
}

/** The server's field errors (400) on the form's fields; `date` belongs to the day and slot. */
function serverFieldErrors(error: ApiError): [FieldName, string][] {
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return [];
  const result: [FieldName, string][] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message !== 'string') continue;
    if (field === 'date') result.push(['time', message]);
    else if ((REMOTE_FIELDS as readonly string[]).includes(field))
      result.push([field as FieldName, message]);
  }
  return result;
}

interface Booked {
  appointment: Appointment;
  service: PublicService | undefined;
  fileCount: number;
}

/**
 * The consultation booking form (spec §5) with its attached files, used by /booking and, compact,
 * by the booking tab of /test-upload. Sends POST /api/appointments with upload progress; on
 * success shows the two toasts of §8, resets, and offers the next step (pay); on failure keeps
 * everything the user typed.
 */
export function BookingForm({
  compact = false,
  onServiceChange,
}: {
  compact?: boolean;
  /** The chosen service (undefined: none yet), for what the page says beside the form. */
  onServiceChange?(service: PublicService | undefined): void;
}) {
  const [params] = useSearchParams();
  const queryMode = modeFromQuery(params);
  const user = useSessionStore((s) => s.user);
  const queryClient = useQueryClient();
  const services = useBookingServices();
  const whatsappEnabled = useWhatsAppEnabled();
  const bookingWindow = useBookingWindow().data;
  const [now] = useState(() => new Date());
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;

  const {
    register,
    handleSubmit,
    control,
    formState,
    setValue,
    getValues,
    getFieldState,
    reset,
    setError,
  } = useForm<BookingFormInput, unknown, BookingValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: emptyForm(queryMode, user),
    mode: 'onTouched',
  });
  const { errors } = formState;
  const files = useFileSelection();
  const [progress, setProgress] = useState<number | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const firstField = useRef<HTMLSelectElement | null>(null);
  const sending = progress !== null;

  const day = useWatch({ control, name: 'day' });
  const serviceId = useWatch({ control, name: 'serviceId' });
  const selectedService = services.data?.find((s) => s.id === serviceId);
  const time = useWatch({ control, name: 'time' });
  const price = policyPrice(selectedService, services.data);
  const soon = Boolean(day && time) && startsSoon(new Date(toAppointmentDate(day, time)), now);

  useEffect(() => {
    onServiceChange?.(selectedService);
  }, [selectedService, onServiceChange]);

  // A link to /booking?platform=… while the page is open changes the mode too.
  useEffect(() => {
    setValue('consultationMode', queryMode);
  }, [queryMode, setValue]);

  // Signed in: the contact name, email and phone start as the account's, unless already typed.
  useEffect(() => {
    if (!user) return;
    if (!getValues('contactName')) setValue('contactName', fullName(user));
    if (!getValues('contactEmail')) setValue('contactEmail', user.email);
    if (!getValues('contactPhone') && user.mobileNumber) {
      setValue('contactPhone', user.mobileNumber);
    }
    // The account's WhatsApp consent, unless the box was already (un)ticked.
    if (!getFieldState('whatsappConsent').isDirty) {
      setValue('whatsappConsent', user.whatsappConsent === true);
    }
  }, [user, getValues, getFieldState, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setProgress(0);
    const attached = [...files.files];
    // The toast region loads with the first toast; fetch it while the files upload, so that the
    // success toast is on screen together with the success step. The email toast raised 1 s later
    // waits in the toast queue until the success toast closes (one toast at a time).
    const toastsReady = toastRegionReady().catch(() => undefined);
    try {
      // Consent counts only when it was asked for (the box is shown while WhatsApp is on).
      const sent = { ...values, whatsappConsent: whatsappEnabled && values.whatsappConsent };
      const appointment = await createAppointment(sent, attached, {
        onProgress: ({ fraction }) => setProgress(fraction),
      });
      await toastsReady;
      const date = formatAppointmentDate(
        appointment.date ?? toAppointmentDate(values.day, values.time),
      );
      const email = appointment.contactEmail ?? values.contactEmail;
      toast({
        title: bookingCopy.successTitle,
        description: bookingCopy.successDescription(date, attached.length),
        duration: SUCCESS_TOAST_MS,
      });
      setTimeout(() => {
        toast({
          title: bookingCopy.emailSentTitle,
          description: bookingCopy.emailSentDescription(email),
          duration: EMAIL_TOAST_MS,
        });
      }, EMAIL_TOAST_DELAY_MS);
      setBooked({ appointment, service: selectedService, fileCount: attached.length });
      reset(emptyForm(queryMode, user));
      files.clear();
      void invalidateSlots(queryClient);
    } catch (error) {
      toast({
        title: bookingMessages.bookingFailed,
        description: bookingFailureDescription(error),
        variant: 'destructive',
        duration: FAILURE_TOAST_MS,
      });
      if (error instanceof ApiError) {
        if (error.status === 409) {
          // The slot was taken meanwhile: show it as taken and ask for another time.
          setValue('time', undefined as unknown as TimeSlot);
          setError('time', { message: error.message });
          void invalidateSlots(queryClient);
        }
        for (const [field, message] of serverFieldErrors(error)) setError(field, { message });
      }
    } finally {
      setProgress(null);
    }
  });

  const serviceRegistration = register('serviceId');

  return (
    <>
      {booked ? (
        <SuccessPanel
          appointment={booked.appointment}
          service={booked.service}
          fileCount={booked.fileCount}
          onBookAnother={() => {
            setBooked(null);
            firstField.current?.focus();
          }}
        />
      ) : null}
      <Form
        $compact={compact}
        noValidate
        onSubmit={onSubmit}
        aria-label={compact ? 'نموذج حجز موعد' : 'نموذج حجز استشارة'}
        aria-busy={sending || undefined}
      >
        <Card $compact={compact}>
          <FormSection>
            <FormSectionTitle>الخدمة ونوع الاستشارة</FormSectionTitle>
            <ServiceField
              id={fieldId('service')}
              registration={{
                ...serviceRegistration,
                ref: (el: HTMLSelectElement | null) => {
                  serviceRegistration.ref(el);
                  firstField.current = el;
                },
              }}
              error={errors.serviceId?.message}
              selected={selectedService}
            />
            <ModeField
              id={fieldId('mode')}
              registration={register('consultationMode')}
              compact={compact}
            />
          </FormSection>
        </Card>

        <Card $compact={compact}>
          <FormSection>
            <FormSectionTitle>موعد الاستشارة</FormSectionTitle>
            <Columns $compact={compact}>
              <Controller
                control={control}
                name="day"
                render={({ field, fieldState }) => (
                  <DayField
                    id={fieldId('day')}
                    ref={field.ref}
                    value={field.value || undefined}
                    onChange={(next) => {
                      field.onChange(next);
                      // Another day has other free slots.
                      setValue('time', undefined as unknown as TimeSlot);
                    }}
                    error={fieldState.error?.message}
                    now={now}
                  />
                )}
              />
              <TimeSlotField
                id={fieldId('time')}
                day={day || undefined}
                registration={register('time')}
                error={errors.time?.message}
                now={now}
              />
            </Columns>
          </FormSection>
        </Card>

        <Card $compact={compact}>
          <FormSection>
            <FormSectionTitle>بيانات التواصل</FormSectionTitle>
            <Columns $compact={compact}>
              <TextField
                id={fieldId('name')}
                label="الاسم الكامل"
                autoComplete="name"
                required
                error={errors.contactName?.message}
                {...register('contactName')}
              />
              <EmailField
                id={fieldId('email')}
                required
                error={errors.contactEmail?.message}
                hint="نرسل إليه تفاصيل الموعد وتأكيده."
                {...register('contactEmail')}
              />
              <PhoneCell>
                <PhoneField
                  id={fieldId('phone')}
                  placeholder="07xxxxxxxx"
                  required
                  error={errors.contactPhone?.message}
                  hint={PHONE_HINT}
                  {...register('contactPhone')}
                />
                {whatsappEnabled ? (
                  <WhatsAppConsentField registration={register('whatsappConsent')} />
                ) : null}
              </PhoneCell>
              <TextField
                id={fieldId('ssn')}
                label="رقم الضمان الاجتماعي"
                dir="ltr"
                inputMode="numeric"
                autoComplete="off"
                required
                error={errors.socialSecurityNumber?.message}
                hint="رقم التأمين لدى المؤسسة العامة للضمان الاجتماعي (8 أرقام على الأقل)."
                {...register('socialSecurityNumber')}
              />
              <Wide>
                <TextAreaField
                  id={fieldId('description')}
                  label="وصف الحالة (اختياري)"
                  rows={compact ? 3 : 5}
                  maxLength={2000}
                  hint="اكتب باختصار موضوع استشارتك وما تم من إجراءات مع المؤسسة."
                  error={errors.description?.message}
                  {...register('description')}
                />
              </Wide>
            </Columns>
          </FormSection>
        </Card>

        <Card $compact={compact}>
          <FormSection>
            <FormSectionTitle>المستندات المرفقة (اختياري)</FormSectionTitle>
            {compact ? null : (
              <FieldHint>
                أرفق ما يساعد المستشار على دراسة حالتك: كشف البيانات التأمينية، التقارير الطبية،
                الكتب الرسمية.
              </FieldHint>
            )}
            <FileDropZone onFiles={files.add} disabled={sending} />
            <FileList files={files.files} onRemove={files.remove} disabled={sending} />
          </FormSection>
        </Card>

        <SubmitRow>
          {/* Before the button in the DOM: on a phone it is read (and seen) before booking. */}
          <PolicySummary
            id={fieldId('policy')}
            price={price}
            holdMinutes={bookingWindow?.paymentHoldMinutes}
            soon={soon}
          />
          {sending ? (
            <UploadProgress fraction={progress} label={bookingCopy.progressLabel} />
          ) : null}
          <Button type="submit" disabled={sending} aria-describedby={fieldId('policy')}>
            <Send size={18} aria-hidden="true" />
            {sending ? bookingCopy.submitting : bookingCopy.submit}
          </Button>
        </SubmitRow>
      </Form>
    </>
  );
}
