import { apiRequest } from '@ssc/api-client';
import { handleUnauthorized } from '@ssc/api-client/unauthorized';
import type { ContactMessage } from '@ssc/contracts';
import { sendToSignIn, toast } from '@ssc/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_STATS_KEY, MESSAGES_KEY } from '../api/queries';

// Contact messages as work (issue 34.10): read or unread again, and answered by email from the
// console (the content service stores the reply and queues the email through its outbox).

export const REPLY_SENT = 'أُرسل الرد إلى المرسل';

const signInAgainOn401 = (error: unknown) =>
  handleUnauthorized(error, () => sendToSignIn(), { orUnauthorizedText: true });

/** The list and the "new messages" count on the tab bar are read again after any change. */
function refreshMessages(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [MESSAGES_KEY] }),
    client.invalidateQueries({ queryKey: MESSAGE_STATS_KEY }),
  ]);
}

/** Marks a message read, or unread again (`new`); a refusal is a destructive toast. */
export function useMarkMessage() {
  const client = useQueryClient();
  return useMutation<ContactMessage, Error, { id: string; status: 'read' | 'new' }>({
    mutationFn: async ({ id, status }) => {
      const res = await apiRequest('PATCH', `${MESSAGES_KEY}/${encodeURIComponent(id)}`, {
        status,
      });
      return (await res.json()) as ContactMessage;
    },
    onSuccess: (_, { status }) =>
      toast({
        title: status === 'new' ? 'حُددت الرسالة كغير مقروءة' : 'تم تعليم الرسالة كمقروءة',
      }),
    onError: (error, { status }) => {
      if (signInAgainOn401(error)) return;
      toast({
        title: status === 'new' ? 'تعذر تحديد الرسالة كغير مقروءة' : 'تعذر تعليم الرسالة كمقروءة',
        description: error.message,
        variant: 'destructive',
      });
    },
    onSettled: () => refreshMessages(client),
  });
}

/**
 * Sends the office's reply to `messageId`: on success the toast «أُرسل الرد إلى المرسل» and the
 * list is read again (the reply under the message, «تم الرد»). A refusal goes to the caller's
 * `onError` (shown in the form); a 401 sends the admin to sign in.
 */
export function useReplyToMessage(messageId: string) {
  const client = useQueryClient();
  return useMutation<ContactMessage, Error, string>({
    mutationFn: async (body) => {
      const res = await apiRequest(
        'POST',
        `${MESSAGES_KEY}/${encodeURIComponent(messageId)}/replies`,
        { body },
      );
      return (await res.json()) as ContactMessage;
    },
    onSuccess: () => {
      toast({ title: REPLY_SENT });
      return refreshMessages(client);
    },
    onError: (error) => {
      signInAgainOn401(error);
    },
  });
}
