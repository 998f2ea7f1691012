import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, TOAST_REMOVE_DELAY, toast, useToastStore } from './toastStore';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies the defaults', () => {
    toast({ title: 'تم' });
    expect(useToastStore.getState().toasts).toMatchObject([
      { title: 'تم', variant: 'default', duration: 5000, open: true },
    ]);
  });

  it('keeps one toast: a new one replaces the old', () => {
    toast({ title: 'الأول' });
    const second = toast({ title: 'الثاني', variant: 'destructive', duration: 6000 });
    const { toasts } = useToastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: second.id, title: 'الثاني', variant: 'destructive' });
  });

  it('closes on dismiss and removes after the removal delay', () => {
    const { id, dismiss } = toast({ title: 'مرحباً', description: 'نص' });
    dismiss();
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('dismisses every toast when called without an id', () => {
    toast({ title: 'أ' });
    dismissToast();
    expect(useToastStore.getState().toasts.every((t) => !t.open)).toBe(true);
  });
});
