import { ApiError } from '@ssc/api-client';
import {
  type Appointment,
  createNoteSchema,
  NOTE_MAX_LENGTH,
  type Note,
  type NoteScope,
} from '@ssc/contracts';
import { Badge } from '@ssc/ui/badges';
import { ChoiceLabel, FieldGroup, FormAlert, SubmitButton, TextAreaField } from '@ssc/ui/forms';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Muted } from '../components/layout';
import { formatDateTime } from '../format';
import { NOTE_SAVED, useAddNote } from './notes-api';

export const NO_NOTES = 'لا توجد ملاحظات بعد';

const SCOPE_TAGS: Record<NoteScope, string> = {
  appointment: 'على الموعد',
  client: 'على العميل',
};

const SCOPE_CHOICES: readonly { value: NoteScope; label: string }[] = [
  { value: 'appointment', label: 'على هذا الموعد' },
  { value: 'client', label: 'على العميل' },
];

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-inline-start: ${({ theme }) => theme.space[3]};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  }
  li[data-scope='client'] { border-inline-start-color: ${({ theme }) => theme.colors.brand}; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The note as the admin typed it: its lines kept, its direction its own (Arabic or English). */
const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Saved = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.success};
`;

/** Newest first (the server's order; kept whatever order they arrive in). */
function newestFirst(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The office's notes on this appointment and on its client, each with when and on what. */
export function NotesList({ notes }: { notes: readonly Note[] }) {
  if (notes.length === 0) return <Muted data-testid="notes-empty">{NO_NOTES}</Muted>;
  return (
    <List data-testid="notes-list">
      {newestFirst(notes).map((note) => (
        <li key={note.id} data-scope={note.scope}>
          <Meta>
            <Badge tone={note.scope === 'client' ? 'info' : 'neutral'} testId="note-scope">
              {SCOPE_TAGS[note.scope]}
            </Badge>{' '}
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          </Meta>
          <Body dir="auto" data-testid="note-body">
            {note.body}
          </Body>
        </li>
      ))}
    </List>
  );
}

/** The server's refusal: its message for the note's text under the field, anything else above. */
function refusalOf(error: Error): { field?: string; form?: string } {
  if (error instanceof ApiError && error.status === 400) {
    const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
    if (typeof errors?.body === 'string') return { field: errors.body };
  }
  return { form: error.message };
}

/**
 * «ملاحظة جديدة»: on this appointment or on its client (every booking of theirs). Checked with the
 * contracts' `createNoteSchema` before sending; the server's refusal in place; disabled while
 * saving; «حُفظت الملاحظة» in a status line (and a toast), the detail read again.
 */
export function AddNoteForm({
  appointment,
}: {
  appointment: Pick<Appointment, 'id' | 'userId' | 'contactEmail'>;
}) {
  const add = useAddNote(appointment);
  const [body, setBody] = useState('');
  const [scope, setScope] = useState<NoteScope>('appointment');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const saving = add.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const parsed = createNoteSchema.safeParse({ body });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      textarea.current?.focus();
      return;
    }
    setFieldError(undefined);
    add.mutate(
      { scope, body: parsed.data.body },
      {
        onSuccess: () => {
          setBody('');
          setSaved(true);
        },
        onError: (error) => {
          const refusal = refusalOf(error);
          setFieldError(refusal.field);
          setFormError(refusal.form);
          if (refusal.field) textarea.current?.focus();
        },
      },
    );
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="إضافة ملاحظة" data-testid="add-note">
      <TextAreaField
        ref={textarea}
        id={`${id}-body`}
        label="ملاحظة جديدة"
        required
        rows={4}
        dir="auto"
        value={body}
        disabled={saving}
        error={fieldError}
        hint={`لا يراها إلا المشرفون. ${NOTE_MAX_LENGTH} حرف على الأكثر (${body.trim().length}/${NOTE_MAX_LENGTH}).`}
        onChange={(e) => {
          setBody(e.target.value);
          setSaved(false);
        }}
      />
      <FieldGroup legend="تُكتب الملاحظة">
        <Choices>
          {SCOPE_CHOICES.map((choice) => (
            <ChoiceLabel key={choice.value}>
              <input
                type="radio"
                name={`${id}-scope`}
                value={choice.value}
                checked={scope === choice.value}
                disabled={saving}
                onChange={() => setScope(choice.value)}
              />
              {choice.label}
            </ChoiceLabel>
          ))}
        </Choices>
      </FieldGroup>
      {formError ? (
        <FormAlert role="alert" data-testid="note-error">
          {formError}
        </FormAlert>
      ) : null}
      <SubmitButton submitting={saving} label="حفظ الملاحظة" busyLabel="جارٍ الحفظ..." />
      <div role="status">{saved ? <Saved data-testid="note-saved">{NOTE_SAVED}</Saved> : null}</div>
    </Form>
  );
}
