import { create } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Auto-close delay in ms. */
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
  open: boolean;
}

/** Spec §9: one toast at a time, auto-close after 5 s, removed 1,000,000 ms after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION = 5000;
export const TOAST_REMOVE_DELAY = 1_000_000;

interface ToastState {
  toasts: ToastItem[];
  add(toast: ToastItem): void;
  dismiss(id?: number): void;
  remove(id: number): void;
}

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  // Newest first; older toasts beyond the limit are dropped, i.e. a new toast replaces the old.
  add: (toast) => set((s) => ({ toasts: [toast, ...s.toasts].slice(0, TOAST_LIMIT) })),
  dismiss: (id) =>
    set((s) => ({
      toasts: s.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
    })),
  remove: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

let nextId = 0;
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

/** Shows a toast; returns its id and a `dismiss` for it. */
export function toast(options: ToastOptions): { id: number; dismiss(): void } {
  nextId += 1;
  const id = nextId;
  useToastStore.getState().add({
    id,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DEFAULT_DURATION,
    open: true,
  });
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
