import { WHATSAPP_STATUS_QUERY_KEY } from '@ssc/api-client/query-keys';
import type { WhatsAppStatus } from '@ssc/contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * Whether the office sends WhatsApp messages (`GET /api/whatsapp/status`, cached for the page):
 * the booking form and the manage page offer consent only then. Loading or failed reads as off,
 * so nothing about WhatsApp is shown.
 */
export function useWhatsAppEnabled(): boolean {
  const status = useQuery<WhatsAppStatus>({ queryKey: WHATSAPP_STATUS_QUERY_KEY });
  return status.data?.enabled === true;
}
