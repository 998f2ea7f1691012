import { ApiError } from '@ssc/api-client';
import {
  createNoteSchema,
  formatJod,
  fromMinorUnits,
  NOTE_MAX_LENGTH,
  PAYMENT_METHOD_LABELS,
} from '@ssc/contracts';
import type { ClientPage } from '@ssc/contracts/clients';
import { REFUND_STATUS_LABELS } from '@ssc/contracts/lifecycle';
import { uploadMessages } from '@ssc/contracts/uploads';
import { Spinner } from '@ssc/ui';
import { AppointmentStatusBadge, PaymentStatusBadge } from '@ssc/ui/badges';
import { formatFileSize } from '@ssc/ui/files';
import { FormAlert, SubmitButton, TextAreaField } from '@ssc/ui/forms';
import { ErrorState } from '@ssc/ui/states';
import { FileText } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { ContactRows, DetailList, SectionTitle } from '../components/DetailsDrawer';
import { Muted } from '../components/layout';
import { DownloadLink, FileName, FileRows } from '../documents/ClientDocuments';
import { formatDateTime } from '../format';
import { NotesList } from '../notes/AppointmentNotes';
import { NOTE_SAVED } from '../notes/notes-api';
import { useAddClientNote, useClientPage } from './client-page-api';

const Rows = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-block-start: ${({ theme }) => theme.space[3]};
`;

/** One titled part of the page, its empty state when it has nothing. */
function Section({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} data-testid={`client-${id.split('-').pop()}`}>
      <SectionTitle id={id}>
        {title} ({count})
      </SectionTitle>
      {count === 0 ? <Muted>{empty}</Muted> : children}
    </section>
  );
}

const amount = (minor: number) => formatJod(fromMinorUnits(minor));

/**
 * The client page's content (issue 34.5): who the client is, then every appointment, payment,
 * refund, document and note, each under its heading with its empty state; a client note is added
 * at the end. Mounted when the sheet opens, so the page is asked for then.
 */
export function ClientPageBody({ clientKey }: { clientKey: string }) {
  const page = useClientPage(clientKey);
  const id = useId();
  if (page.isPending) return <Spinner label="جارٍ تحميل صفحة العميل..." />;
  if (page.isError) {
    return (
      <ErrorState
        title={`تعذر تحميل صفحة العميل: ${page.error.message}`}
        onRetry={() => page.refetch()}
      />
    );
  }
  const c: ClientPage = page.data;
  const files = c.appointments.flatMap((a) =>
    a.files.map((file) => ({ ...file, of: a.reference })),
  );
  return (
    <div data-testid="client-page">
      <SectionTitle>بيانات العميل</SectionTitle>
      <DetailList>
        <ContactRows
          name={c.identity.name || '—'}
          email={c.identity.email}
          phone={c.identity.phone}
        />
        <dt>نوع العميل</dt>
        <dd>{c.kind === 'user' ? 'صاحب حساب' : 'حجز دون حساب (يُعرف ببريده)'}</dd>
      </DetailList>

      <Section
        id={`${id}-appointments`}
        title="المواعيد"
        count={c.appointments.length}
        empty="لا مواعيد لهذا العميل."
      >
        <Rows aria-label="مواعيد العميل">
          {c.appointments.map((a) => (
            <li key={a.id} data-testid="client-appointment">
              <Line>
                <strong>
                  <bdi>{a.reference}</bdi>
                </strong>
                <span>{a.serviceName}</span>
              </Line>
              <Line>
                <time dateTime={a.date}>{formatDateTime(a.date)}</time>
                <AppointmentStatusBadge status={a.status} />
                <PaymentStatusBadge status={a.paymentStatus} />
              </Line>
            </li>
          ))}
        </Rows>
      </Section>

      <Section
        id={`${id}-payments`}
        title="المدفوعات"
        count={c.payments.length}
        empty="لم يدفع هذا العميل شيئاً بعد."
      >
        <Rows aria-label="مدفوعات العميل">
          {c.payments.map((p) => (
            <li key={p.appointmentId}>
              <Line>
                <strong>{amount(p.amountMinor)}</strong>
                <span>
                  الموعد <bdi>{p.reference}</bdi>
                </span>
              </Line>
              <Muted as="span">
                {p.method ? PAYMENT_METHOD_LABELS[p.method] : 'طريقة غير مسجلة'}،{' '}
                <time dateTime={p.paidAt}>{formatDateTime(p.paidAt)}</time>
                {p.paymentReference ? (
                  <>
                    ، المرجع <bdi dir="ltr">{p.paymentReference}</bdi>
                  </>
                ) : null}
              </Muted>
            </li>
          ))}
        </Rows>
      </Section>

      <Section
        id={`${id}-refunds`}
        title="المستردات"
        count={c.refunds.length}
        empty="لا مبالغ مستردة لهذا العميل."
      >
        <Rows aria-label="مستردات العميل">
          {c.refunds.map((r) => (
            <li key={r.appointmentId}>
              <Line>
                <strong>{amount(r.amountMinor)}</strong>
                <span>({r.percent}%)</span>
                <span>
                  الموعد <bdi>{r.reference}</bdi>
                </span>
              </Line>
              <Muted as="span">{REFUND_STATUS_LABELS[r.status]}</Muted>
            </li>
          ))}
        </Rows>
      </Section>

      <Section
        id={`${id}-documents`}
        title="المستندات"
        count={c.documents.length + files.length}
        empty="لا مستندات لهذا العميل."
      >
        <FileRows>
          {c.documents.map((doc) => (
            <li key={doc.id}>
              <FileText size={20} aria-hidden />
              <FileName>
                <bdi>{doc.fileName}</bdi>
                <Muted as="span">في حسابه، {formatFileSize(doc.fileSize)}</Muted>
              </FileName>
              <DownloadLink id={doc.id} fileName={doc.fileName} />
            </li>
          ))}
          {files.map((file) => (
            <li key={file.id}>
              <FileText size={20} aria-hidden />
              <FileName>
                <bdi>{file.fileName}</bdi>
                <Muted as="span">
                  مرفق بالموعد <bdi>{file.of}</bdi>، {formatFileSize(file.fileSize)}
                </Muted>
              </FileName>
              {file.purgedAt ? (
                <Muted as="span">{uploadMessages.purged}</Muted>
              ) : (
                <DownloadLink id={file.id} fileName={file.fileName} />
              )}
            </li>
          ))}
        </FileRows>
      </Section>

      <section aria-labelledby={`${id}-notes`} data-testid="client-notes">
        <SectionTitle id={`${id}-notes`}>الملاحظات ({c.notes.length})</SectionTitle>
        <NotesList notes={c.notes} />
        <ClientNoteForm clientKey={clientKey} />
      </section>
    </div>
  );
}

/**
 * «ملاحظة على العميل»: shown in every appointment of theirs. Checked with the contracts'
 * `createNoteSchema` first; the server's refusal in place; «حُفظت الملاحظة» in a status line.
 */
function ClientNoteForm({ clientKey }: { clientKey: string }) {
  const add = useAddClientNote(clientKey);
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
    const parsed = createNoteSchema.safeParse({ body });
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
        const errors =
          error instanceof ApiError && error.status === 400
            ? (error.body as { errors?: Record<string, unknown> } | null)?.errors
            : undefined;
        if (typeof errors?.body === 'string') {
          setFieldError(errors.body);
          textarea.current?.focus();
        } else {
          setFormError(error.message);
        }
      },
    });
  }

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="إضافة ملاحظة على العميل">
      <TextAreaField
        ref={textarea}
        id={`${id}-body`}
        label="ملاحظة على العميل"
        required
        rows={3}
        dir="auto"
        value={body}
        disabled={add.isPending}
        error={fieldError}
        hint={`تظهر في كل مواعيده، ولا يراها إلا المشرفون. ${NOTE_MAX_LENGTH} حرف على الأكثر.`}
        onChange={(e) => {
          setBody(e.target.value);
          setSaved(false);
        }}
      />
      {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
      <SubmitButton submitting={add.isPending} label="حفظ الملاحظة" busyLabel="جارٍ الحفظ..." />
      <div role="status">{saved ? <Muted as="span">{NOTE_SAVED}</Muted> : null}</div>
    </Form>
  );
}
