import { WHATSAPP_STATUS_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { WhatsAppStatus } from '@ssc/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether the office sends WhatsApp messages (`GET /api/whatsapp/status`, cached for the page):
 * the registration form asks for consent only then; loading or failed reads as off.
 */
export function useWhatsAppEnabled(): boolean {
  const status = useQuery<WhatsAppStatus>({ queryKey: WHATSAPP_STATUS_QUERY_KEY });
  return status.data?.enabled === true;
}
