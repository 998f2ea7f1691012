import {
  WHATSAPP_MESSAGE_STATE_LABELS,
  WHATSAPP_TEMPLATE_LABELS,
  type WhatsAppMessage,
} from '@ssc/contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../format';
import { Muted } from './layout';

/** Under the history's own title (an h3). */
const Title = styled.h4`
  margin: ${({ theme }) => `${theme.space[3]} 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};

  li {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-inline-start: ${({ theme }) => theme.space[3]};
    border-inline-start: 3px solid ${({ theme }) => theme.colors.border};
  }
  li[data-state='failed'] { border-inline-start-color: ${({ theme }) => theme.colors.danger}; }
`;

/**
 * The appointment's WhatsApp messages (issue 33.3), oldest first: which message, its state and
 * when that state was reached (Amman); a failed one with the API's words, isolated. Nothing when
 * there are none (WhatsApp off, or the client did not agree).
 */
export function WhatsAppMessages({
  messages,
}: {
  messages: readonly WhatsAppMessage[] | undefined;
}) {
  const titleId = useId();
  if (!messages || messages.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="whatsapp-messages">
      <Title id={titleId}>رسائل واتساب</Title>
      <List>
        {messages.map((message) => (
          <li key={message.id} data-state={message.state}>
            <span>
              {WHATSAPP_TEMPLATE_LABELS[message.template]} —{' '}
              {WHATSAPP_MESSAGE_STATE_LABELS[message.state]}
            </span>
            <Muted as="span">
              <time dateTime={message.updatedAt}>{formatDateTime(message.updatedAt)}</time>
            </Muted>
            {message.state === 'failed' && message.error ? (
              <Muted as="span" dir="auto" data-testid="whatsapp-error">
                {message.error}
              </Muted>
            ) : null}
          </li>
        ))}
      </List>
    </section>
  );
}
