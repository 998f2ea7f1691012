import { apiRequest } from '@ssc/api-client';
import { toast } from '@ssc/ui';
import { SIGNED_OUT_KEY, tabStorage } from './signedOut';

export const LOGOUT_ERROR_TITLE = 'خطأ في تسجيل الخروج';
/**
 * The header's log out (spec §2, §8): POST /api/logout, then reload the page so that the session
 * and every cached query start afresh; the reloaded page says «تم تسجيل الخروج» (issue 33.4,
 * `announceSignedOut`). On failure a destructive toast says so and the page stays.
 */
export async function logOut(
  reload: () => void = () => window.location.reload(),
  storage: Storage | undefined = tabStorage(),
): Promise<void> {
  try {
    await apiRequest('POST', '/api/logout');
  } catch (error) {
    toast({
      title: LOGOUT_ERROR_TITLE,
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });
    return;
  }
  try {
    storage?.setItem(SIGNED_OUT_KEY, '1');
  } catch {
    // A full or blocked storage: signed out all the same, without the toast.
  }
  reload();
}
