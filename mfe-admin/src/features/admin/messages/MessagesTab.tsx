import { type ContactMessage, INQUIRY_TYPES } from '@ssc/contracts';
import { Button, EmptyState, Spinner } from '@ssc/ui';
import { Badge } from '@ssc/ui/badges';
import { CardTitle, SpreadRow } from '@ssc/ui/layout';
import { Pager } from '@ssc/ui/pager';
import { ErrorState } from '@ssc/ui/states';
import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE, useContactMessages, useMarkMessageRead } from '../api/queries';
import { Actions, Muted, Panel, PanelTitle } from '../components/layout';
import { formatDateTime } from '../format';

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

function MessageItem({ message }: { message: ContactMessage }) {
  const markRead = useMarkMessageRead();
  const isNew = message.status === 'new';
  const name = `${message.firstName} ${message.lastName}`;
  return (
    <Item $new={isNew} data-message-id={message.id} aria-label={`رسالة من ${name}`}>
      <SpreadRow>
        <CardTitle>{name}</CardTitle>
        {isNew ? <Badge tone="new">جديد</Badge> : <Badge tone="neutral">مقروءة</Badge>}
      </SpreadRow>
      <Meta>
        <span dir="ltr">{message.email}</span>
        <span dir="ltr">{message.phone}</span>
        <span>{inquiryLabel(message.inquiryType)}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Meta>
      <Body>{message.message}</Body>
      {isNew ? (
        <Actions>
          <Button
            $variant="secondary"
            disabled={markRead.isPending}
            aria-label={`تعليم رسالة ${name} كمقروءة`}
            onClick={() => markRead.mutate(message.id)}
          >
            <MailOpen size={18} aria-hidden />
            تعليم كمقروءة
          </Button>
        </Actions>
      ) : null}
    </Item>
  );
}

/** Contact messages, newest first (spec: red "new" badge, otherwise shown as read). */
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
