import { atom } from 'nanostores';

/** The toast settings (docs/behaviour/navigation-and-routes.md#toasts). */
export const TOAST_SETTINGS = {
  width: 300,
  durationMs: 3000,
  speedMs: 300,
  cooldownMs: 0,
  max: Number.POSITIVE_INFINITY,
  closeOnClick: true,
  position: 'top-right',
} as const;

/** A toast; a missing title or message shows the generic error wording (docs/behaviour/errors.md#the-generic-error) in the page's language. */
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

/** Shows a toast that closes by itself after its duration (docs/behaviour/navigation-and-routes.md#toasts). */
export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { ...toast, id }]);
  timers.set(
    id,
    setTimeout(() => closeToast(id), TOAST_SETTINGS.durationMs),
  );
  return id;
}

/** The global error toast: the generic title and message (docs/behaviour/errors.md#the-generic-error), or a message the server sent. */
export function showErrorToast(message?: string): number {
  return showToast({ kind: 'error', message });
}

/** Where a toast waits for the next page, in the tab's session storage (it survives the navigation). */
export const NEXT_PAGE_KEY = 'vitrin:next-page-toast';
const KINDS: readonly string[] = ['error', 'success', 'info'] satisfies Toast['kind'][];

/**
 * A toast for the page the browser is about to open (a welcome after registration, the sign-in page
 * after a password reset): a toast shown now would vanish with this page.
 */
export function toastOnNextPage(toast: Omit<Toast, 'id'>): void {
  try {
    sessionStorage.setItem(NEXT_PAGE_KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (private mode, quota): the page still opens, only without the word.
  }
}

/** Shows, once, the toast the previous page left for this one. */
export function showNextPageToast(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(NEXT_PAGE_KEY);
    sessionStorage.removeItem(NEXT_PAGE_KEY);
  } catch {
    return;
  }
  const toast = parseToast(stored);
  if (toast) showToast(toast);
}

/** A stored toast, kept only in the shape this module writes (the storage is the page's to tamper with). */
function parseToast(stored: string | null): Omit<Toast, 'id'> | undefined {
  try {
    const value = JSON.parse(stored ?? 'null') as Record<string, unknown> | null;
    if (!value || !KINDS.includes(String(value.kind))) return undefined;
    const text = (field: unknown) => (typeof field === 'string' ? field.slice(0, 300) : undefined);
    return { kind: value.kind as Toast['kind'], title: text(value.title), message: text(value.message) };
  } catch {
    return undefined;
  }
}
