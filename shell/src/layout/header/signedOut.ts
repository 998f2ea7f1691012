import { toast } from '@ssc/ui';

// Apart from logOut.ts: the shell's entry calls `announceSignedOut` at start, without the API
// client the log out itself needs.

/** The toast after signing out (docs/glossary.md). */
export const LOGGED_OUT_TITLE = 'تم تسجيل الخروج';
/** Carries «signed out» over the reload, in this tab only. */
export const SIGNED_OUT_KEY = 'ssc:signed-out';

export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // storage blocked: the page reloads without the toast
  }
}

/**
 * Called once as the shell starts: after a sign-out's reload, the toast «تم تسجيل الخروج» (a
 * status the toast region announces). The mark is used once.
 */
export function announceSignedOut(storage: Storage | undefined = tabStorage()): void {
  try {
    if (storage?.getItem(SIGNED_OUT_KEY) !== '1') return;
    storage.removeItem(SIGNED_OUT_KEY);
  } catch {
    return;
  }
  toast({ title: LOGGED_OUT_TITLE });
}
