import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissPageToasts,
  dismissToast,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  useToastStore,
} from './toastStore';

const onScreen = () => useToastStore.getState().toasts.filter((t) => t.open);
const queued = () => useToastStore.getState().queue.map((t) => t.title);

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [], queue: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the spec constants', () => {
    expect([TOAST_LIMIT, TOAST_DEFAULT_DURATION, TOAST_REMOVE_DELAY]).toEqual([1, 5000, 1_000_000]);
  });

  it('applies the defaults', () => {
    toast({ title: 'تم' });
    expect(useToastStore.getState().toasts).toMatchObject([
      { title: 'تم', variant: 'default', duration: 5000, open: true },
    ]);
  });

  it('shows one toast at a time: a new one waits instead of replacing the one shown', () => {
    const first = toast({ title: 'الأول', duration: 8000 });
    toast({ title: 'الثاني', variant: 'destructive', duration: 6000 });
    toast({ title: 'الثالث' });
    expect(onScreen()).toMatchObject([{ id: first.id, title: 'الأول' }]);
    expect(queued()).toEqual(['الثاني', 'الثالث']);
  });

  it('shows the next queued toast when the one on screen closes, in order', () => {
    const first = toast({ title: 'الأول' });
    const second = toast({ title: 'الثاني', variant: 'destructive', duration: 6000 });
    toast({ title: 'الثالث' });

    // Auto-close and the close button both end in dismissToast (the region's onOpenChange).
    dismissToast(first.id);
    expect(onScreen()).toMatchObject([
      { id: second.id, title: 'الثاني', variant: 'destructive', duration: 6000 },
    ]);
    expect(queued()).toEqual(['الثالث']);
    // The closed one gives way: the store holds at most TOAST_LIMIT toasts.
    expect(useToastStore.getState().toasts).toHaveLength(TOAST_LIMIT);

    second.dismiss();
    expect(onScreen().map((t) => t.title)).toEqual(['الثالث']);
    expect(queued()).toEqual([]);
  });

  it('shows a toast at once when the one before has already closed', () => {
    const first = toast({ title: 'الأول' });
    first.dismiss();
    toast({ title: 'الثاني' });
    expect(onScreen().map((t) => t.title)).toEqual(['الثاني']);
    expect(queued()).toEqual([]);
  });

  it('drops a queued toast dismissed before it showed', () => {
    toast({ title: 'الأول' });
    const second = toast({ title: 'الثاني' });
    toast({ title: 'الثالث' });
    second.dismiss();
    expect(queued()).toEqual(['الثالث']);
    expect(onScreen().map((t) => t.title)).toEqual(['الأول']);
  });

  it('shows an urgent toast at once: the one on screen closes, the queue keeps its order', () => {
    const first = toast({ title: 'الأول' });
    toast({ title: 'الثاني' });
    const urgent = toast({ title: 'عاجل', variant: 'destructive', urgent: true });
    expect(onScreen()).toMatchObject([{ id: urgent.id, title: 'عاجل' }]);
    expect(useToastStore.getState().toasts.some((t) => t.id === first.id && t.open)).toBe(false);
    expect(queued()).toEqual(['الثاني']);
    urgent.dismiss();
    expect(onScreen().map((t) => t.title)).toEqual(['الثاني']);
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

  it('dismisses every toast when called without an id, the queued ones too', () => {
    toast({ title: 'أ' });
    toast({ title: 'ب' });
    dismissToast();
    expect(useToastStore.getState().toasts.every((t) => !t.open)).toBe(true);
    expect(queued()).toEqual([]);
  });
});

describe('page toasts (issue 33.4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [], queue: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes the toasts of the page left, shown or queued, and lets the others show', () => {
    toast({ title: 'خطأ في تسجيل الدخول', variant: 'destructive', page: true });
    toast({ title: 'خطأ آخر', variant: 'destructive', page: true });
    toast({ title: 'تم تسجيل الدخول بنجاح' });
    dismissPageToasts();
    expect(onScreen().map((t) => t.title)).toEqual(['تم تسجيل الدخول بنجاح']);
    expect(queued()).toEqual([]);
    // A toast for the next page stays.
    dismissPageToasts();
    expect(onScreen().map((t) => t.title)).toEqual(['تم تسجيل الدخول بنجاح']);
  });

  it('is off by default', () => {
    toast({ title: 'تم' });
    expect(useToastStore.getState().toasts).toMatchObject([{ page: false }]);
  });
});
