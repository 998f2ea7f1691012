import { apiRequest } from '@ssc/api-client';
import { toast } from '@ssc/ui';

export const LOGOUT_ERROR_TITLE = 'خطأ في تسجيل الخروج';

/**
 * The header's log out (spec §2, §8): POST /api/logout, then reload the page so that the session
 * and every cached query start afresh; on failure a destructive toast says so.
 */
export async function logOut(reload: () => void = () => window.location.reload()): Promise<void> {
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
  reload();
}
