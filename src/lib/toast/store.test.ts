import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, closeToast, showErrorToast, showToast, TOAST_SETTINGS } from './store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    $toasts.set([]);
  });

  it('keeps every toast (no limit) and closes each after 3000 ms', () => {
    for (let i = 0; i < 12; i++) showToast({ kind: 'success', message: `m${i}` });
    expect($toasts.get()).toHaveLength(12);
    vi.advanceTimersByTime(TOAST_SETTINGS.durationMs - 1);
    expect($toasts.get()).toHaveLength(12);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('closes one toast on demand, leaving the others', () => {
    const first = showErrorToast();
    showErrorToast('server text');
    closeToast(first);
    expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'error', message: 'server text' })]);
  });

  it('uses the spec settings', () => {
    expect(TOAST_SETTINGS).toMatchObject({ width: 300, durationMs: 3000, speedMs: 300, position: 'top-right', closeOnClick: true });
  });
});
