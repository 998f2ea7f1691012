import { describe, expect, it } from 'vitest';
import { displayName, isAdmin, useSessionStore } from './sessionStore';

describe('session store', () => {
  it('starts loading and follows setUser', () => {
    expect(useSessionStore.getState()).toMatchObject({ status: 'loading', user: null });
    const user = { id: 'u1', firstName: 'ليلى', email: 'l@example.com', role: 'admin' };
    useSessionStore.getState().setUser(user);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signed-in', user });
    useSessionStore.getState().setUser(null);
    expect(useSessionStore.getState()).toMatchObject({ status: 'guest', user: null });
  });

  it('names a user by first name, else email', () => {
    expect(displayName({ id: '1', firstName: 'سامي', email: 's@example.com' })).toBe('سامي');
    expect(displayName({ id: '1', firstName: ' ', email: 's@example.com' })).toBe('s@example.com');
    expect(displayName({ id: '1', email: 's@example.com' })).toBe('s@example.com');
  });

  it('recognises admins by role', () => {
    expect(isAdmin({ id: '1', email: 'a@b.c', role: 'admin' })).toBe(true);
    expect(isAdmin({ id: '1', email: 'a@b.c', role: 'user' })).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });
});
