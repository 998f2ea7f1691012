import { ApiError } from '@ssc/api-client';
import type { Appointment } from '@ssc/contracts';
import {
  lifecycleMessages,
  MANUAL_REFUND_METHOD_LABELS,
  MANUAL_REFUND_METHODS,
  type RecordRefund as RecordRefundBody,
  recordRefundSchema,
} from '@ssc/contracts/lifecycle';
import { ammanDayKey } from '@ssc/contracts/slots';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { ChoiceLabel, FieldGroup, FormAlert, TextField } from '@ssc/ui/forms';
import { useState } from 'react';
import styled from 'styled-components';
import { useRecordRefund } from '../api/queries';
import { ClientName } from './ClientName';
import { DialogFields } from './dialogParts';
import { refundAmountText } from './RefundDetails';

type Method = (typeof MANUAL_REFUND_METHODS)[number];
type Field = 'method' | 'paidOn' | 'reference';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['method', 'paidOn', 'reference'];

const Methods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Why the form as filled cannot be sent, per field, in the contracts' words (the schema's, and a
 * day after `today` in Amman); with the body to send when nothing is wrong.
 */
export function checkRecordRefund(
  form: { method: Method | ''; paidOn: string; reference: string },
  today: string,
): { errors: FieldErrors; body?: RecordRefundBody } {
  const reference = form.reference.trim();
  const parsed = recordRefundSchema.safeParse({
    method: form.method || undefined,
    paidOn: form.paidOn,
    ...(reference ? { reference } : {}),
  });
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
        errors[field as Field] ??= issue.message;
      }
    }
  }
  if (!errors.paidOn && form.paidOn > today) errors.paidOn = lifecycleMessages.refundPaidOnFuture;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { errors, body: parsed.data };
}

/** The server's refusal about a field (`errors.paidOn` of a 400), by field. */
function serverFieldErrors(error: Error): FieldErrors {
  const found: FieldErrors = {};
  const body = error instanceof ApiError ? error.body : undefined;
  const errors =
    body !== null && typeof body === 'object' && 'errors' in body
      ? (body as { errors: unknown }).errors
      : undefined;
  if (errors !== null && typeof errors === 'object') {
    for (const field of FIELDS) {
      const message = (errors as Record<string, unknown>)[field];
      if (typeof message === 'string' && message !== '') found[field] = message;
    }
  }
  if (error.message === lifecycleMessages.refundPaidOnFuture) found.paidOn ??= error.message;
  return found;
}

/**
 * The dialog of «تسجيل رد المبلغ يدوياً» (loaded when the button is first shown: it stays out of the
 * console's route chunk): how the office paid the refund back (MANUAL_REFUND_METHOD_LABELS), on
 * which Amman day (today unless changed, never in the future) and an optional reference. Checked
 * with the contracts' schema before sending; it waits for the server and shows its refusal in place
 * (409: not a refused refund any more; 400: a day in the future by its clock), under the field it is
 * about or above the buttons; the toasts and the refreshed sheet come from `useRecordRefund`.
 * Mounted afresh for each opening (its fields start empty, the day today).
 */
export function RecordRefundDialog({
  appointment,
  refund,
  open,
  onOpenChange,
}: {
  appointment: Appointment;
  refund: NonNullable<Appointment['refund']>;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const record = useRecordRefund();
  const [today] = useState(() => ammanDayKey(new Date()));
  const [method, setMethod] = useState<Method | ''>('');
  const [paidOn, setPaidOn] = useState(today);
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | undefined>();
  const a = appointment;
  const ids = {
    method: `record-refund-method-${a.id}`,
    paidOn: `record-refund-day-${a.id}`,
    reference: `record-refund-reference-${a.id}`,
  };
  const focusField = (field: Field) => {
    const target =
      field === 'method'
        ? document.querySelector<HTMLInputElement>(`input[name="${ids.method}"]`)
        : document.getElementById(ids[field]);
    target?.focus();
  };
  const clearError = (field: Field) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerError(undefined);
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="تسجيل رد المبلغ يدوياً"
      description={
        <>
          <ClientName appointment={a} />: ردّ المكتب {refundAmountText(refund)} للعميل بنفسه، فيصبح
          الاسترداد «تم الاسترداد» ويُحفظ في سجل الموعد كيف ومتى رُدّ.
        </>
      }
      confirmLabel="نعم، سجّل رد المبلغ"
      dismissLabel="تراجع"
      busy={record.isPending}
      busyLabel="جارٍ التسجيل..."
      holdWhileBusy
      onConfirm={() => {
        setServerError(undefined);
        const checked = checkRecordRefund({ method, paidOn, reference }, ammanDayKey(new Date()));
        setErrors(checked.errors);
        if (!checked.body) {
          const first = FIELDS.find((field) => checked.errors[field]);
          if (first) focusField(first);
          return false;
        }
        record.mutate(
          { id: a.id, ...checked.body },
          {
            onSuccess: () => onOpenChange(false),
            onError: (error) => {
              const found = serverFieldErrors(error);
              const first = FIELDS.find((field) => found[field]);
              if (first) {
                setErrors(found);
                focusField(first);
              } else {
                setServerError(error.message);
              }
            },
          },
        );
        return false;
      }}
    >
      <DialogFields>
        <FieldGroup legend="طريقة رد المبلغ" required error={errors.method}>
          <Methods>
            {MANUAL_REFUND_METHODS.map((value) => (
              <ChoiceLabel key={value}>
                <input
                  type="radio"
                  name={ids.method}
                  value={value}
                  checked={method === value}
                  aria-invalid={errors.method ? true : undefined}
                  onChange={() => {
                    setMethod(value);
                    clearError('method');
                  }}
                />
                {MANUAL_REFUND_METHOD_LABELS[value]}
              </ChoiceLabel>
            ))}
          </Methods>
        </FieldGroup>
        <TextField
          id={ids.paidOn}
          label="تاريخ رد المبلغ"
          required
          type="date"
          max={today}
          value={paidOn}
          error={errors.paidOn}
          hint="اليوم الذي رُدّ فيه المبلغ بتوقيت عمّان، ولا يكون في المستقبل."
          onChange={(event) => {
            setPaidOn(event.target.value);
            clearError('paidOn');
          }}
        />
        <TextField
          id={ids.reference}
          label="المرجع (اختياري)"
          dir="auto"
          autoComplete="off"
          value={reference}
          error={errors.reference}
          hint="رقم الحوالة أو سند الصرف مثلاً."
          onChange={(event) => {
            setReference(event.target.value);
            clearError('reference');
          }}
        />
        {serverError ? <FormAlert role="alert">{serverError}</FormAlert> : null}
      </DialogFields>
    </ConfirmDialog>
  );
}
