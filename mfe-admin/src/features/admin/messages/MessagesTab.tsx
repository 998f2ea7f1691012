import {
  type ContactMessage,
  type ContactReply,
  INQUIRY_TYPES,
  type MessageStatus,
  toE164,
} from '@ssc/contracts';
import { Button, EmptyState, Spinner, useSessionStore } from '@ssc/ui';
import { Badge, type BadgeTone } from '@ssc/ui/badges';
import { CardTitle, SpreadRow } from '@ssc/ui/layout';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { Mail, MailOpen, Reply } from 'lucide-react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE, useContactMessages } from '../api/queries';
import { Actions, Muted, Panel, PanelTitle } from '../components/layout';
import { formatDateTime } from '../format';
import { useMarkMessage } from './messages-api';
import { ReplyForm } from './ReplyForm';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $new: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid
    ${({ theme, $new }) => ($new ? theme.colors.brand : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $new }) => ($new ? theme.colors.brandSubtle : theme.colors.background)};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const inquiryLabel = (type: string) => (INQUIRY_TYPES as Record<string, string>)[type] ?? type;

const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  new: 'جديد',
  read: 'مقروءة',
  replied: 'تم الرد',
};
const STATUS_TONES: Record<MessageStatus, BadgeTone> = {
  new: 'new',
  read: 'neutral',
  replied: 'success',
};

/** The office's replies under the message, oldest first. */
const Replies = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[3]};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.success};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Who sent a reply: the admin reading it is «أنت»; the content service knows accounts by id only. */
function useAuthorName() {
  const me = useSessionStore((s) => s.user);
  return (reply: ContactReply) =>
    me && reply.authorId === me.id ? `أنت (${me.email})` : 'مشرف آخر';
}

function ReplyList({ replies }: { replies: readonly ContactReply[] }) {
  const authorName = useAuthorName();
  return (
    <Replies aria-label="الردود المرسلة" data-testid="message-replies">
      {replies.map((reply) => (
        <li key={reply.id}>
          <Meta>
            <span>{`ردّ ${authorName(reply)}`}</span>
            <time dateTime={reply.createdAt}>{formatDateTime(reply.createdAt)}</time>
          </Meta>
          <Body dir="auto" data-testid="reply-body">
            {reply.body}
          </Body>
        </li>
      ))}
    </Replies>
  );
}

function MessageItem({ message }: { message: ContactMessage }) {
  const mark = useMarkMessage();
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const isNew = message.status === 'new';
  const name = `${message.firstName} ${message.lastName}`;
  const closeReply = () => {
    setReplying(false);
    // Back where the admin was: the form that held the focus is gone.
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  return (
    <Item $new={isNew} data-message-id={message.id} aria-label={`رسالة من ${name}`}>
      <SpreadRow>
        <CardTitle>{name}</CardTitle>
        <Badge tone={STATUS_TONES[message.status]} testId="message-status">
          {MESSAGE_STATUS_LABELS[message.status]}
        </Badge>
      </SpreadRow>
      <Meta>
        <a href={`mailto:${message.email}`} dir="ltr" data-testid="message-email">
          {message.email}
        </a>
        <a
          href={`tel:${toE164(message.phone) ?? message.phone}`}
          dir="ltr"
          data-testid="message-phone"
        >
          {message.phone}
        </a>
        <span>{inquiryLabel(message.inquiryType)}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Meta>
      <Body dir="auto">{message.message}</Body>
      {message.replies.length > 0 ? <ReplyList replies={message.replies} /> : null}
      {replying ? (
        <ReplyForm
          messageId={message.id}
          senderName={name}
          email={message.email}
          onDone={closeReply}
        />
      ) : (
        <Actions>
          <Button
            ref={replyButton}
            $variant="primary"
            aria-label={`رد على ${name} بالبريد`}
            onClick={() => setReplying(true)}
          >
            <Reply size={18} aria-hidden />
            رد
          </Button>
          {isNew ? (
            <Button
              $variant="secondary"
              disabled={mark.isPending}
              aria-label={`تعليم رسالة ${name} كمقروءة`}
              onClick={() => mark.mutate({ id: message.id, status: 'read' })}
            >
              <MailOpen size={18} aria-hidden />
              تعليم كمقروءة
            </Button>
          ) : (
            <Button
              $variant="secondary"
              disabled={mark.isPending}
              aria-label={`تحديد رسالة ${name} كغير مقروءة`}
              onClick={() => mark.mutate({ id: message.id, status: 'new' })}
            >
              <Mail size={18} aria-hidden />
              تحديد كغير مقروءة
            </Button>
          )}
        </Actions>
      )}
    </Item>
  );
}

/**
 * Contact messages, newest first (spec: red "new" badge), each answered by email from here and
 * marked read or unread again (issue 34.10).
 */
export function MessagesTab() {
  const [page, setPage] = useState(1);
  const list = useContactMessages(page);
  return (
    <Panel aria-labelledby="messages-title">
      <PanelTitle id="messages-title">رسائل التواصل</PanelTitle>
      {list.isPending ? (
        <Spinner label="جارٍ تحميل الرسائل..." />
      ) : list.isError ? (
        <ErrorState
          title={`تعذر تحميل الرسائل: ${list.error.message}`}
          onRetry={() => list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <EmptyState title="لا توجد رسائل" description="ستظهر هنا رسائل نموذج التواصل." />
      ) : (
        <>
          <Muted>الأحدث أولاً.</Muted>
          <List>
            {list.data.items.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </List>
          <Pager
            label="صفحات الرسائل"
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={list.data.total}
            busy={list.isPlaceholderData}
            onPage={setPage}
          />
        </>
      )}
    </Panel>
  );
}
