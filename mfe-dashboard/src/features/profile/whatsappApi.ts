import { apiRequest } from '@ssc/api-client';
import { WHATSAPP_STATUS_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { User, WhatsAppStatus } from '@ssc/contracts';
import { useQuery } from '@tanstack/react-query';

/** Whether the office sends WhatsApp messages (cached for the page); loading or failed: off. */
export function useWhatsAppEnabled(): boolean {
  const status = useQuery<WhatsAppStatus>({ queryKey: WHATSAPP_STATUS_QUERY_KEY });
  return status.data?.enabled === true;
}

/** `PUT /api/user/whatsapp-consent`: the account's consent; the answer is the user. */
export async function saveAccountConsent(consent: boolean): Promise<User> {
  const res = await apiRequest('PUT', '/api/user/whatsapp-consent', { consent });
  return (await res.json()) as User;
}

/** `PUT /api/whatsapp/consent`: the same consent on every upcoming appointment of the user. */
export async function saveUpcomingConsent(consent: boolean): Promise<{ updated: number }> {
  const res = await apiRequest('PUT', '/api/whatsapp/consent', { consent });
  return (await res.json()) as { updated: number };
}

/**
 * The dashboard's switch (issue 33.3): the account first, then its upcoming appointments. When
 * the second fails, the account is put back (best effort), so the switch's old state is the truth.
 */
export async function saveWhatsAppConsent(consent: boolean): Promise<User> {
  const user = await saveAccountConsent(consent);
  try {
    await saveUpcomingConsent(consent);
  } catch (error) {
    await saveAccountConsent(!consent).catch(() => undefined);
    throw error;
  }
  return user;
}
