import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Auto-close delay in ms. */
  duration?: number;
  /**
   * Shown at once instead of waiting its turn: the toast on screen closes. For a toast that must
   * be read before the page leaves (e.g. "you were logged out", then sign-in 500 ms later).
   */
  urgent?: boolean;
  /**
   * Belongs to the page it was raised on (a form's failure): closed when the route changes
   * (`dismissPageToasts`, called by the shell), so it does not follow the visitor elsewhere.
   */
  page?: boolean;
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description' | 'urgent'>> {
  id: number;
  description?: string;
  open: boolean;
}

/**
 * Spec §9: one toast at a time, auto-close after 5 s, removed 1,000,000 ms after dismissal.
 * A toast raised while another is on screen waits in a queue and shows when that one closes
 * (auto-close, the close button or a swipe), so none is replaced before it could be read.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

interface ToastState {
  /** On screen (open) and closed ones not yet removed; newest first, at most TOAST_LIMIT. */
  toasts: ToastItem[];
  /** Toasts waiting for a free place on screen, in the order they are to show. */
  queue: ToastItem[];
  /** Shows the toast if there is room, else queues it (`urgent`: at the head of the queue). */
  add(toast: ToastItem, urgent?: boolean): void;
  /** Closes a toast on screen (all, and empties the queue, when no id) or drops a queued one. */
  dismiss(id?: number): void;
  remove(id: number): void;
}

type Lists = Pick<ToastState, 'toasts' | 'queue'>;

const openCount = (toasts: readonly ToastItem[]) => toasts.filter((t) => t.open).length;

/** Puts queued toasts on screen while there is room; closed ones give way to them. */
function promote({ toasts, queue }: Lists): Lists {
  let shown = toasts;
  let waiting = queue;
  while (waiting.length > 0 && openCount(shown) < TOAST_LIMIT) {
    const [next, ...rest] = waiting as [ToastItem, ...ToastItem[]];
    const open = shown.filter((t) => t.open);
    const closed = shown.filter((t) => !t.open);
    shown = [next, ...open, ...closed].slice(0, TOAST_LIMIT);
    waiting = rest;
  }
  return { toasts: shown, queue: waiting };
}

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  queue: [],
  add: (toast, urgent = false) =>
    set((s) => {
      // With room on screen the queue is empty (it is emptied as room appears): show it now.
      const first = urgent || openCount(s.toasts) < TOAST_LIMIT;
      return promote({
        toasts: s.toasts,
        queue: first ? [toast, ...s.queue] : [...s.queue, toast],
      });
    }),
  dismiss: (id) =>
    set((s) => {
      if (id === undefined) {
        return { toasts: s.toasts.map((t) => ({ ...t, open: false })), queue: [] };
      }
      return promote({
        toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
        queue: s.queue.filter((t) => t.id !== id),
      });
    }),
  remove: (id) =>
    set((s) => ({
      toasts: s.toasts.filter((t) => t.id !== id),
      queue: s.queue.filter((t) => t.id !== id),
    })),
}));

let nextId = 0;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Shows a toast, or queues it behind the one on screen; returns its id and a `dismiss` for it
 * (which also takes it out of the queue if it has not shown yet).
 */
export function toast(options: ToastOptions): { id: number; dismiss(): void } {
  nextId += 1;
  const id = nextId;
  const store = useToastStore.getState();
  const onScreen = store.toasts.filter((t) => t.open);
  store.add(
    {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      duration: options.duration ?? TOAST_DEFAULT_DURATION,
      page: options.page ?? false,
      open: true,
    },
    options.urgent,
  );
  // Urgent and queued: the oldest toast on screen closes, which lets this one show.
  if (options.urgent && !useToastStore.getState().toasts.some((t) => t.id === id)) {
    const oldest = onScreen.at(-1);
    if (oldest) dismissToast(oldest.id);
  }
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes a toast (all when no id) and removes it from the store after the spec's delay. */
export function dismissToast(id?: number): void {
  const { toasts, dismiss, remove } = useToastStore.getState();
  dismiss(id);
  for (const t of toasts) {
    if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
      removalTimers.set(
        t.id,
        setTimeout(() => {
          removalTimers.delete(t.id);
          remove(t.id);
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
}

/** Closes the toasts raised with `page: true`, shown or queued: the visitor has left that page. */
export function dismissPageToasts(): void {
  const { toasts, queue } = useToastStore.getState();
  for (const t of [...toasts, ...queue]) {
    if (t.page && (t.open || queue.includes(t))) dismissToast(t.id);
  }
}
