import {
  createServiceRequestNoteSchema,
  NEXT_SERVICE_REQUEST_STATUS,
  SERVICE_REQUEST_NOTE_MAX_LENGTH,
  SERVICE_REQUEST_STATUS_LABELS,
  type ServiceRequest,
  type ServiceRequestNote,
  type ServiceRequestStatus,
} from '@ssc/contracts';
import { Button, Spinner } from '@ssc/ui';
import { Badge, type BadgeTone } from '@ssc/ui/badges';
import { FormAlert, SubmitButton, TextAreaField } from '@ssc/ui/forms';
import { ErrorState } from '@ssc/ui/states';
import { CheckCheck, Play } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { refusalOf } from '../api/refusal';
import { SectionTitle } from '../components/DetailsDrawer';
import { Actions, Muted } from '../components/layout';
import { formatDateTime } from '../format';
import {
  NOTE_SAVED,
  useAddServiceRequestNote,
  useMoveServiceRequest,
  useServiceRequestNotes,
} from './service-requests-api';

const TONES: Record<ServiceRequestStatus, BadgeTone> = {
  new: 'new',
  in_progress: 'info',
  done: 'success',
};

/** «جديد», «قيد المعالجة», «منجز» (an older booking service sends no status: «جديد»). */
export function ServiceRequestStatusBadge({
  status,
}: {
  status: ServiceRequestStatus | undefined;
}) {
  const shown = status ?? 'new';
  return (
    <Badge tone={TONES[shown]} label="حالة الطلب" status={shown} testId="request-status">
      {SERVICE_REQUEST_STATUS_LABELS[shown]}
    </Badge>
  );
}

/** The button of each step forward; `done` has none. */
const STEP_BUTTONS: Record<ServiceRequestStatus, { label: string; icon: typeof Play } | null> = {
  new: { label: 'بدء المعالجة', icon: Play },
  in_progress: { label: 'تم الإنجاز', icon: CheckCheck },
  done: null,
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Where the request stands and the one step it may take (new → in progress → done). A refusal
 * (another admin moved it first: the server's Arabic 409) is shown here; the list is read again.
 */
export function ServiceRequestProgress({ request }: { request: ServiceRequest }) {
  const move = useMoveServiceRequest(request.id);
  const [status, setStatus] = useState<ServiceRequestStatus>(request.status ?? 'new');
  const [refusal, setRefusal] = useState<string>();
  const next = NEXT_SERVICE_REQUEST_STATUS[status];
  const step = STEP_BUTTONS[status];
  return (
    <section aria-labelledby="request-progress-title" data-testid="request-progress">
      <SectionTitle id="request-progress-title">حالة الطلب</SectionTitle>
      <Row>
        <div aria-live="polite">
          <ServiceRequestStatusBadge status={status} />
        </div>
        {next && step ? (
          <Button
            $variant="secondary"
            disabled={move.isPending}
            onClick={() => {
              setRefusal(undefined);
              move.mutate(next, {
                onSuccess: (moved) => setStatus(moved.status ?? next),
                onError: (error) => setRefusal(error.message),
              });
            }}
          >
            <step.icon size={18} aria-hidden />
            {move.isPending ? 'جارٍ الحفظ...' : step.label}
          </Button>
        ) : null}
      </Row>
      {refusal ? (
        <FormAlert role="alert" data-testid="request-progress-error">
          {refusal}
        </FormAlert>
      ) : null}
    </section>
  );
}

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
`;

const NoteBody = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Saved = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.success};
`;

function NotesList({ notes }: { notes: readonly ServiceRequestNote[] }) {
  if (notes.length === 0)
    return <Muted data-testid="request-notes-empty">لا توجد ملاحظات بعد</Muted>;
  return (
    <List data-testid="request-notes-list">
      {notes.map((note) => (
        <li key={note.id}>
          <Muted>
            <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
          </Muted>
          <NoteBody dir="auto" data-testid="request-note-body">
            {note.body}
          </NoteBody>
        </li>
      ))}
    </List>
  );
}

/** «ملاحظة جديدة» on this request: checked before sending, the server's refusal in place. */
function AddNoteForm({ requestId }: { requestId: string }) {
  const add = useAddServiceRequestNote(requestId);
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const parsed = createServiceRequestNoteSchema.safeParse({ body });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      textarea.current?.focus();
      return;
    }
    setFieldError(undefined);
    add.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody('');
        setSaved(true);
      },
      onError: (error) => {
        const refusal = refusalOf(error, 'body');
        setFieldError(refusal.field);
        setFormError(refusal.form);
        if (refusal.field) textarea.current?.focus();
      },
    });
  }

  return (
    <Form
      noValidate
      onSubmit={onSubmit}
      aria-label="إضافة ملاحظة على الطلب"
      data-testid="add-request-note"
    >
      <TextAreaField
        ref={textarea}
        id={`${id}-body`}
        label="ملاحظة جديدة"
        required
        rows={3}
        dir="auto"
        value={body}
        disabled={add.isPending}
        error={fieldError}
        hint={`لا يراها إلا المشرفون. ${SERVICE_REQUEST_NOTE_MAX_LENGTH} حرف على الأكثر (${body.trim().length}/${SERVICE_REQUEST_NOTE_MAX_LENGTH}).`}
        onChange={(e) => {
          setBody(e.target.value);
          setSaved(false);
        }}
      />
      {formError ? (
        <FormAlert role="alert" data-testid="request-note-error">
          {formError}
        </FormAlert>
      ) : null}
      <Actions>
        <SubmitButton submitting={add.isPending} label="حفظ الملاحظة" busyLabel="جارٍ الحفظ..." />
      </Actions>
      <div role="status">{saved ? <Saved>{NOTE_SAVED}</Saved> : null}</div>
    </Form>
  );
}

/** The office's notes on one request, newest first, and the form to add one. */
export function ServiceRequestNotes({ requestId }: { requestId: string }) {
  const notes = useServiceRequestNotes(requestId);
  return (
    <section aria-labelledby="request-notes-title" data-testid="request-notes">
      <SectionTitle id="request-notes-title">ملاحظات المكتب</SectionTitle>
      {notes.isPending ? (
        <Spinner label="جارٍ تحميل الملاحظات..." />
      ) : notes.isError ? (
        <ErrorState
          title={`تعذر تحميل الملاحظات: ${notes.error.message}`}
          onRetry={() => notes.refetch()}
        />
      ) : (
        <NotesList notes={notes.data} />
      )}
      <AddNoteForm requestId={requestId} />
    </section>
  );
}
