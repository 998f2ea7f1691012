import { apiRequest } from '@ssc/api-client';
import type { ContactForm } from '@ssc/contracts';
import { useMutation } from '@tanstack/react-query';

export const CONTACT_URL = '/api/contact';

/** `POST /api/contact` (spec §7): the contact form body including inquiryType. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (message: ContactForm) => {
      const res = await apiRequest('POST', CONTACT_URL, message);
      return (await res.json()) as { id: string; message: string };
    },
  });
}
