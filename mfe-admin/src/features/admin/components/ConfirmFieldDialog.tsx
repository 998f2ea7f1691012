import { Button, type ButtonVariant } from '@ssc/ui';
import { ConfirmDialog } from '@ssc/ui/dialog';
import { FormAlert } from '@ssc/ui/forms';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { DialogFields } from './dialogParts';

/** What the dialog gives its one field: wire it to a TextField or a TextAreaField. */
export interface DialogFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
}

/** What a react-query mutation's `mutate` is told when it settles. */
export interface SendOutcome {
  onSuccess(): void;
  onError(error: Error): void;
}

/**
 * A button that opens an "are you sure?" holding one field (a reason, a bank reference): the value
 * is checked before anything is sent (the field shows the problem and takes the focus), the dialog
 * stays open until the server agrees, and the server's refusal is shown in place, under the field
 * when it is about the value, above the buttons otherwise. On success the field is emptied.
 */
export function ConfirmFieldDialog({
  opener,
  openerLabel,
  openerVariant,
  title,
  description,
  confirmLabel,
  busy,
  fieldId,
  problem,
  isFieldError,
  send,
  field,
}: {
  /** The button's icon and text. */
  opener: ReactNode;
  /** The button's accessible name (which row it acts on). */
  openerLabel: string;
  openerVariant?: ButtonVariant;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  fieldId: string;
  /** Why the value as typed cannot be sent, in the contracts' words; undefined when it can. */
  problem(value: string): string | undefined;
  /** Whether the server's refusal is about the field's value. */
  isFieldError(message: string): boolean;
  /** Sends the value (trimmed). */
  send(value: string, outcome: SendOutcome): void;
  field(props: DialogFieldProps): ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setFieldError(undefined);
      setServerError(undefined);
    }
  };
  return (
    <>
      <Button $variant={openerVariant} aria-label={openerLabel} onClick={() => openChange(true)}>
        {opener}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={openChange}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        dismissLabel="تراجع"
        busy={busy}
        onConfirm={() => {
          const found = problem(value);
          setFieldError(found);
          setServerError(undefined);
          if (found) {
            document.getElementById(fieldId)?.focus();
            return false;
          }
          send(value.trim(), {
            onSuccess: () => {
              setValue('');
              setOpen(false);
            },
            onError: (error) => {
              if (isFieldError(error.message)) setFieldError(error.message);
              else setServerError(error.message);
            },
          });
          return false;
        }}
      >
        <DialogFields>
          {field({
            id: fieldId,
            value,
            error: fieldError,
            onChange: (event) => {
              setValue(event.target.value);
              setFieldError(undefined);
            },
          })}
          {serverError ? <FormAlert role="alert">{serverError}</FormAlert> : null}
        </DialogFields>
      </ConfirmDialog>
    </>
  );
}
