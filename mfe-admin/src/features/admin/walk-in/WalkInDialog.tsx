import {
  type AdminUser,
  CONSULTATION_MODE_LABELS,
  CONSULTATION_MODES,
  type ConsultationMode,
  formatJod,
  PHONE_HINT,
} from '@ssc/contracts';
import {
  OFFICE_PAYMENT_CHOICES,
  OFFICE_PAYMENT_LABELS,
  type OfficeBookingInput,
  type OfficePaymentChoice,
  officeBookingMessages,
  officeBookingSchema,
} from '@ssc/contracts/office-bookings';
import { Button } from '@ssc/ui';
import {
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogSurface,
  DialogTitle,
} from '@ssc/ui/dialog';
import {
  ChoiceLabel,
  EmailField,
  FieldGroup,
  FormAlert,
  FormField,
  PhoneField,
  Select,
  TextField,
} from '@ssc/ui/forms';
import { useState } from 'react';
import styled from 'styled-components';
import { useServicesList } from '../api/queries';
import { DaySlotPicker, useDaySlotChoice } from '../components/DaySlotPicker';
import { DialogFields } from '../components/dialogParts';
import { Muted } from '../components/layout';
import { formatDateTime } from '../format';
import { ClientSearch } from './ClientSearch';
import { type OfficeBookingResult, useCreateOfficeBooking } from './walk-in-api';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Done = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Reference = styled.p`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

type ClientKind = 'account' | 'new';
type Errors = Partial<Record<string, string>>;

const ids = { day: 'walk-in-day', slots: 'walk-in-slots' };

/** Where each field's first error is focused, in the form's order. */
const FIELD_IDS: [string, string][] = [
  ['client.userId', 'walk-in-search'],
  ['client.contactName', 'walk-in-name'],
  ['client.contactPhone', 'walk-in-phone'],
  ['client.contactEmail', 'walk-in-email'],
  ['serviceId', 'walk-in-service'],
  ['socialSecurityNumber', 'walk-in-ssn'],
];

/** The zod issues as one Arabic message per field path (`client.contactPhone`), the first kept. */
function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * «حجز جديد» (issue 34.4): the office books for a client on the phone or at the desk — a
 * registered client found by search, or one typed in —, a service, the type, a day and a free
 * slot, and how the client pays. Checked with the endpoint's own schema before it is sent; the
 * server's refusal (a slot taken meanwhile, a method not offered) stays in the dialog. On success
 * the reference is shown, and «عرض في القائمة» lists the new booking.
 */
export default function WalkInDialog({
  open,
  onOpenChange,
  onShow,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Lists the booking just made (its reference as the search). */
  onShow(reference: string): void;
}) {
  const services = useServicesList();
  const create = useCreateOfficeBooking();
  const choice = useDaySlotChoice(open);
  const [kind, setKind] = useState<ClientKind>('account');
  const [account, setAccount] = useState<AdminUser | undefined>();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [serviceId, setServiceId] = useState('');
  const [mode, setMode] = useState<ConsultationMode>('office');
  const [ssn, setSsn] = useState('');
  const [payment, setPayment] = useState<OfficePaymentChoice | undefined>();
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const [done, setDone] = useState<OfficeBookingResult | undefined>();

  const service = services.data?.find((s) => s.id === serviceId);
  const clear = (...keys: string[]) => {
    setServerError(undefined);
    setErrors((current) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  };

  const reset = () => {
    choice.reset();
    setKind('account');
    setAccount(undefined);
    setName('');
    setPhone('');
    setEmail('');
    setServiceId('');
    setMode('office');
    setSsn('');
    setPayment(undefined);
    setErrors({});
    setServerError(undefined);
    setDone(undefined);
    create.reset();
  };

  const openChange = (next: boolean) => {
    if (!next && create.isPending) return;
    if (next) reset();
    onOpenChange(next);
  };

  const submit = () => {
    setServerError(undefined);
    const client =
      kind === 'account'
        ? { kind, userId: account?.id ?? '', ...(phone.trim() ? { contactPhone: phone } : {}) }
        : { kind, contactName: name, contactPhone: phone, contactEmail: email };
    const input = {
      client,
      serviceId,
      consultationMode: mode,
      date: '',
      socialSecurityNumber: ssn,
      paymentMethod: payment,
    };
    const parsed = officeBookingSchema.safeParse({ ...input, date: new Date().toISOString() });
    const found = parsed.success ? {} : errorsOf(parsed.error.issues);
    if (kind === 'account' && !account)
      found['client.userId'] = officeBookingMessages.clientRequired;
    setErrors(found);
    const first = FIELD_IDS.find(([key]) => found[key]);
    if (first) {
      document.getElementById(first[1])?.focus();
      return;
    }
    // The day and slot focus themselves when missing; the payment last.
    const date = choice.chosen(ids);
    if (!date) return;
    if (found.paymentMethod || found.consultationMode) {
      document.querySelector<HTMLInputElement>('input[name="walk-in-payment"]:enabled')?.focus();
      return;
    }
    create.mutate({ ...input, date } as OfficeBookingInput, {
      onSuccess: setDone,
      onError: (error) => setServerError(error.message),
    });
  };

  return (
    <DialogRoot open={open} onOpenChange={openChange}>
      <DialogPortal>
        <DialogOverlay />
        <DialogSurface $width="600px" aria-busy={create.isPending || undefined}>
          <DialogTitle>حجز جديد من المكتب</DialogTitle>
          <DialogDescription>
            لعميل على الهاتف أو في المكتب. تصل إليه رسائل البريد المعتادة: تأكيد الحجز، ورابط الدفع
            أو الإيصال.
          </DialogDescription>
          {done ? (
            <Done role="status" data-testid="walk-in-done">
              <p>تم الحجز لـ {done.appointment.contactName}، رقم الحجز:</p>
              <Reference>
                <bdi>{done.appointment.reference}</bdi>
              </Reference>
              <Muted>{formatDateTime(done.appointment.date)}</Muted>
              {payment === 'cash' ? (
                done.cashError ? (
                  <FormAlert role="alert">
                    لم يُسجَّل الدفع النقدي: {done.cashError}. سجّله من زر «مدفوع نقداً» في صف الموعد.
                  </FormAlert>
                ) : (
                  <p>سُجّل الدفع نقداً، ويصل الإيصال إلى العميل بالبريد الإلكتروني.</p>
                )
              ) : (
                <p>
                  الحجز بانتظار الدفع، وأُرسل إلى العميل بريد التأكيد مع رابط الدفع
                  {payment === 'cliq' ? ' (يختار فيه التحويل عبر CliQ)' : ''}.
                </p>
              )}
              <DialogFooter>
                <Button $variant="secondary" onClick={reset}>
                  حجز آخر
                </Button>
                <Button
                  onClick={() => {
                    onShow(done.appointment.reference);
                    onOpenChange(false);
                  }}
                >
                  عرض في قائمة المواعيد
                </Button>
              </DialogFooter>
            </Done>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <DialogFields>
                <FieldGroup legend="العميل" required>
                  <Choices>
                    {(
                      [
                        ['account', 'عميل مسجّل'],
                        ['new', 'عميل جديد'],
                      ] as const
                    ).map(([value, label]) => (
                      <ChoiceLabel key={value}>
                        <input
                          type="radio"
                          name="walk-in-client"
                          value={value}
                          checked={kind === value}
                          onChange={() => {
                            setKind(value);
                            clear(
                              'client',
                              'client.userId',
                              'client.contactName',
                              'client.contactPhone',
                              'client.contactEmail',
                            );
                          }}
                        />
                        {label}
                      </ChoiceLabel>
                    ))}
                  </Choices>
                </FieldGroup>
                {kind === 'account' ? (
                  <>
                    <ClientSearch
                      picked={account}
                      onPick={(user) => {
                        setAccount(user);
                        clear('client.userId');
                      }}
                      error={errors['client.userId']}
                    />
                    <PhoneField
                      id="walk-in-phone"
                      label="رقم الهاتف (إن لم يكن في الحساب أو تغيّر)"
                      hint={PHONE_HINT}
                      value={phone}
                      error={errors['client.contactPhone']}
                      onChange={(event) => {
                        setPhone(event.target.value);
                        clear('client.contactPhone');
                      }}
                    />
                  </>
                ) : (
                  <>
                    <TextField
                      id="walk-in-name"
                      label="الاسم الكامل"
                      required
                      autoComplete="off"
                      value={name}
                      error={errors['client.contactName']}
                      onChange={(event) => {
                        setName(event.target.value);
                        clear('client.contactName');
                      }}
                    />
                    <PhoneField
                      id="walk-in-phone"
                      required
                      autoComplete="off"
                      hint={PHONE_HINT}
                      value={phone}
                      error={errors['client.contactPhone']}
                      onChange={(event) => {
                        setPhone(event.target.value);
                        clear('client.contactPhone');
                      }}
                    />
                    <EmailField
                      id="walk-in-email"
                      required
                      autoComplete="off"
                      hint="يصل إليه تأكيد الحجز ورابط الدفع أو الإيصال"
                      value={email}
                      error={errors['client.contactEmail']}
                      onChange={(event) => {
                        setEmail(event.target.value);
                        clear('client.contactEmail');
                      }}
                    />
                  </>
                )}
                <FormField
                  id="walk-in-service"
                  label="الخدمة"
                  required
                  error={errors.serviceId}
                  hint={service ? `الرسوم ${formatJod(service.price)}` : undefined}
                >
                  {(control) => (
                    <Select
                      {...control}
                      value={serviceId}
                      onChange={(event) => {
                        setServiceId(event.target.value);
                        clear('serviceId');
                      }}
                    >
                      <option value="">
                        {services.isPending ? 'جارٍ تحميل الخدمات...' : 'اختر الخدمة'}
                      </option>
                      {services.data?.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.nameAr}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <FieldGroup legend="نوع الاستشارة" required>
                  <Choices>
                    {CONSULTATION_MODES.map((value) => (
                      <ChoiceLabel key={value}>
                        <input
                          type="radio"
                          name="walk-in-mode"
                          value={value}
                          checked={mode === value}
                          onChange={() => {
                            setMode(value);
                            // Cash is taken at the desk: a remote consultation pays otherwise.
                            if (value !== 'office' && payment === 'cash') setPayment(undefined);
                            clear('paymentMethod');
                          }}
                        />
                        {CONSULTATION_MODE_LABELS[value]}
                      </ChoiceLabel>
                    ))}
                  </Choices>
                </FieldGroup>
                <DaySlotPicker
                  choice={choice}
                  ids={ids}
                  dayLabel="اليوم"
                  name="walk-in-time"
                  onChange={() => setServerError(undefined)}
                />
                <TextField
                  id="walk-in-ssn"
                  label="رقم الضمان الاجتماعي (اختياري)"
                  inputMode="numeric"
                  dir="ltr"
                  autoComplete="off"
                  value={ssn}
                  error={errors.socialSecurityNumber}
                  onChange={(event) => {
                    setSsn(event.target.value);
                    clear('socialSecurityNumber');
                  }}
                />
                <FieldGroup
                  legend="طريقة الدفع"
                  required
                  error={errors.paymentMethod}
                  hint={mode === 'office' ? undefined : 'الدفع نقداً للمواعيد في المكتب فقط.'}
                >
                  <Choices>
                    {OFFICE_PAYMENT_CHOICES.map((value) => (
                      <ChoiceLabel key={value}>
                        <input
                          type="radio"
                          name="walk-in-payment"
                          value={value}
                          checked={payment === value}
                          disabled={value === 'cash' && mode !== 'office'}
                          onChange={() => {
                            setPayment(value);
                            clear('paymentMethod');
                          }}
                        />
                        {OFFICE_PAYMENT_LABELS[value]}
                      </ChoiceLabel>
                    ))}
                  </Choices>
                </FieldGroup>
                {serverError ? <FormAlert role="alert">{serverError}</FormAlert> : null}
              </DialogFields>
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" $variant="secondary" disabled={create.isPending}>
                    تراجع
                  </Button>
                </DialogClose>
                <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
                  {create.isPending ? 'جارٍ الحجز...' : 'تأكيد الحجز'}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogSurface>
      </DialogPortal>
    </DialogRoot>
  );
}
