import { atom } from 'nanostores';

/** The spec's toast settings (account-and-navigation section 9). */
export const TOAST_SETTINGS = {
  width: 300,
  durationMs: 3000,
  speedMs: 300,
  cooldownMs: 0,
  max: Number.POSITIVE_INFINITY,
  closeOnClick: true,
  position: 'top-right',
} as const;

/** A toast; a missing title or message shows the spec's generic error wording in the page's language. */
export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  title?: string;
  message?: string;
}

/** The toasts on screen, oldest first; any island may add one, the toaster island shows them. */
export const $toasts = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Removes a toast (click, or its time ran out). */
export function closeToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

/** Shows a toast that closes by itself after the spec's duration. */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { ...toast, id }]);
  timers.set(
    id,
    setTimeout(() => closeToast(id), TOAST_SETTINGS.durationMs),
  );
  return id;
}

/** The global error toast: the spec's generic title and message, or a message the server sent. */
export function showErrorToast(message?: string): number {
  return showToast({ kind: 'error', message });
}
