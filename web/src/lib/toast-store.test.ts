import { describe, expect, it, vi } from 'vitest';
import { createToastStore, withoutToast, withToast } from './toast-store.ts';

describe('withToast', () => {
  it('adds a new message at the end', () => {
    expect(withToast([{ id: 1, message: 'a' }], { id: 2, message: 'b' })).toEqual([
      { id: 1, message: 'a' },
      { id: 2, message: 'b' },
    ]);
  });

  it('does not show an identical message twice, and keeps the same array', () => {
    const toasts = [{ id: 1, message: 'Request failed with status 500' }];
    expect(withToast(toasts, { id: 2, message: 'Request failed with status 500' })).toBe(toasts);
  });

  it('treats messages differing only in case or text as different', () => {
    expect(withToast([{ id: 1, message: 'Oops' }], { id: 2, message: 'oops' })).toHaveLength(2);
  });
});

describe('withoutToast', () => {
  it('removes by id, and is a no-op for an unknown id', () => {
    const toasts = [
      { id: 1, message: 'a' },
      { id: 2, message: 'b' },
    ];
    expect(withoutToast(toasts, 1)).toEqual([{ id: 2, message: 'b' }]);
    expect(withoutToast(toasts, 9)).toBe(toasts);
  });
});

describe('createToastStore', () => {
  it('shows, de-duplicates, dismisses and notifies only on change', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.show('Network down');
    store.show('Network down');
    store.show('Not found');
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['Network down', 'Not found']);
    expect(listener).toHaveBeenCalledTimes(2);

    const first = store.getSnapshot()[0];
    if (!first) throw new Error('expected a toast');
    store.dismiss(first.id);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['Not found']);

    // Once dismissed, the same message may show again.
    store.show('Network down');
    expect(store.getSnapshot()).toHaveLength(2);

    unsubscribe();
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
