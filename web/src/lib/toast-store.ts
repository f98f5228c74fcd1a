/**
 * The global error toasts' state (spec 000 section 8). A plain store rather than React state,
 * because the query client raises toasts from outside any component.
 */
export interface Toast {
  id: number;
  message: string;
}

/** Identical messages are not shown twice: a message already on screen is not added again. */
export const withToast = (toasts: readonly Toast[], toast: Toast): readonly Toast[] =>
  toasts.some((shown) => shown.message === toast.message) ? toasts : [...toasts, toast];

export const withoutToast = (toasts: readonly Toast[], id: number): readonly Toast[] =>
  toasts.some((shown) => shown.id === id) ? toasts.filter((shown) => shown.id !== id) : toasts;

export const createToastStore = () => {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const set = (next: readonly Toast[]) => {
    if (next === toasts) return;
    toasts = next;
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: (): readonly Toast[] => toasts,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show: (message: string): void => set(withToast(toasts, { id: nextId++, message })),
    dismiss: (id: number): void => set(withoutToast(toasts, id)),
    clear: (): void => set([]),
  };
};

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one store: the query client writes to it, <ErrorToasts /> renders it. */
export const errorToasts = createToastStore();

/** Toast lifetime (spec 000 section 9). */
export const TOAST_LIFETIME_MS = 10_000;
