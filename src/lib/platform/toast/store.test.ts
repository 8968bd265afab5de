import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, closeToast, NEXT_PAGE_KEY, showErrorToast, showNextPageToast, showToast, toastOnNextPage } from './store';

/** The tab's session storage, as a browser keeps it across one navigation. */
function fakeSessionStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('sessionStorage', fakeSessionStorage());
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    for (const toast of $toasts.get()) closeToast(toast.id);
  });

  it('keeps every toast (no limit) and closes each after 3000 ms', () => {
    for (let i = 0; i < 12; i++) showToast({ kind: 'success', message: `m${i}` });
    expect($toasts.get()).toHaveLength(12);
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(12);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('times each toast from its own start', () => {
    showToast({ kind: 'info', message: 'first' });
    vi.advanceTimersByTime(2000);
    showToast({ kind: 'info', message: 'second' });
    vi.advanceTimersByTime(1000);
    expect($toasts.get().map((t) => t.message)).toEqual(['second']);
  });

  it('closes one toast on demand, leaving the others, and its timer no longer fires', () => {
    const first = showErrorToast();
    showErrorToast('server text');
    closeToast(first);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: 'server text' })]);
    vi.advanceTimersByTime(3000);
    expect($toasts.get()).toEqual([]);
  });

  it('carries a toast over to the next page, and shows it there once', () => {
    toastOnNextPage({ kind: 'success', title: 'Hoş geldiniz, Deniz', message: 'Üyeliğiniz oluşturuldu.' });
    expect($toasts.get()).toEqual([]);
    showNextPageToast();
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'success', title: 'Hoş geldiniz, Deniz' })]);
    showNextPageToast();
    expect($toasts.get()).toHaveLength(1);
  });

  it('shows from storage only the shape it writes', () => {
    for (const junk of ['{', '"text"', JSON.stringify({ kind: 'evil', title: 'x' })]) {
      sessionStorage.setItem(NEXT_PAGE_KEY, junk);
      showNextPageToast();
    }
    expect($toasts.get()).toEqual([]);
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify({ kind: 'info', title: 42, message: 'm'.repeat(1000) }));
    showNextPageToast();
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'info', title: undefined, message: 'm'.repeat(300) })]);
  });

  it('opens the next page quietly when storage is refused', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    });
    expect(() => toastOnNextPage({ kind: 'success', message: 'x' })).not.toThrow();
    expect(() => showNextPageToast()).not.toThrow();
    expect($toasts.get()).toEqual([]);
  });
});
