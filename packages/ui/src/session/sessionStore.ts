import { create } from 'zustand';

/** The signed-in user as returned by `GET /api/user` (spec §3). */
export interface User {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  username?: string;
  role?: string;
  /** Agreed to WhatsApp messages (issue 33.3): the booking form starts from it. */
  whatsappConsent?: boolean;
  /** The name as registered and the phone (رقم الهاتف): the booking forms start from them. */
  fullName?: string;
  mobileNumber?: string;
}

export type SessionStatus = 'loading' | 'guest' | 'signed-in';

export interface SessionState {
  status: SessionStatus;
  user: User | null;
  /** `null` means "known to be signed out"; only the shell's session query calls this. */
  setUser(user: User | null): void;
}

/**
 * One store for the whole page: @ssc/ui is an MF singleton, so the shell and every remote
 * read the same instance. Remotes must import it from here, never re-create it.
 */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  setUser: (user) => set({ user, status: user ? 'signed-in' : 'guest' }),
}));

export function isAdmin(user: User | null): boolean {
  return user?.role === 'admin';
}

/** The name to greet a user with: first name, else email (spec header avatar rule). */
export function displayName(user: User): string {
  return user.firstName?.trim() || user.email;
}
