import { ltr, REPLY_MAX_LENGTH, replyToMessageSchema } from '@ssc/contracts';
import { Button } from '@ssc/ui';
import { FormAlert, SubmitButton, TextAreaField } from '@ssc/ui/forms';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { refusalOf } from '../api/refusal';
import { Actions } from '../components/layout';
import { useReplyToMessage } from './messages-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * «الرد بالبريد»: the office's answer to one message, checked with the contracts' schema before
 * sending, the server's refusal in place, disabled while sending. Closes (`onDone`) once sent;
 * «تراجع» closes it without sending.
 */
export function ReplyForm({
  messageId,
  senderName,
  email,
  onDone,
}: {
  messageId: string;
  senderName: string;
  email: string;
  onDone: () => void;
}) {
  const send = useReplyToMessage(messageId);
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const sending = send.isPending;

  // Opened from «رد»: the admin types at once.
  useEffect(() => textarea.current?.focus(), []);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(undefined);
    const parsed = replyToMessageSchema.safeParse({ body });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      textarea.current?.focus();
      return;
    }
    setFieldError(undefined);
    send.mutate(parsed.data.body, {
      onSuccess: onDone,
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
      aria-label={`الرد على ${senderName}`}
      data-testid="reply-form"
    >
      <TextAreaField
        ref={textarea}
        id={`${id}-body`}
        label="الرد بالبريد"
        required
        rows={5}
        dir="auto"
        value={body}
        disabled={sending}
        error={fieldError}
        hint={`يُرسل إلى ${ltr(email)} مع رسالته مقتبسة، وردّه يصل إلى بريد المكتب. ${REPLY_MAX_LENGTH} حرف على الأكثر (${body.trim().length}/${REPLY_MAX_LENGTH}).`}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !sending) onDone();
        }}
      />
      {formError ? (
        <FormAlert role="alert" data-testid="reply-error">
          {formError}
        </FormAlert>
      ) : null}
      <Actions>
        <SubmitButton submitting={sending} label="إرسال الرد" busyLabel="جارٍ الإرسال..." />
        <Button $variant="ghost" disabled={sending} onClick={onDone}>
          تراجع
        </Button>
      </Actions>
    </Form>
  );
}
