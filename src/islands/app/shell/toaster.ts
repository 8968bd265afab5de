import { $toasts, closeToast, showNextPageToast, TOAST_SETTINGS, type Toast } from '@lib/platform';

/** The store's header, whose icons a toast must never cover (without one, toasts keep the top corner). */
const HEADER = '[data-toasts-below]';

/**
 * <toast-region>: renders the shared toast store top right, under the header, 300 px wide; a toast
 * closes on click or by itself (the store's timer). Generic texts come translated from the server.
 * It also shows the toast a previous page left for this one (a welcome, a password reset).
 */
class ToastRegion extends HTMLElement {
  private unsubscribe?: () => void;
  private list?: HTMLElement;
  private following = false;

  connectedCallback() {
    const list = this.querySelector<HTMLElement>('.toasts');
    if (!list) return;
    this.list = list;
    list.style.setProperty('--toast-width', `${TOAST_SETTINGS.width}px`);
    list.style.setProperty('--toast-speed', `${TOAST_SETTINGS.speedMs}ms`);
    this.unsubscribe = $toasts.subscribe((toasts) => {
      this.follow(toasts.length > 0);
      this.render(list, toasts);
    });
    showNextPageToast();
  }

  disconnectedCallback() {
    this.unsubscribe?.();
    this.follow(false);
  }

  /**
   * Stands the toasts just under the header's bottom edge, which moves: the promotion bar scrolls
   * away and the sticky header shrinks as the page scrolls. Followed only while a toast is shown.
   */
  private readonly place = () => {
    const bottom = document.querySelector(HEADER)?.getBoundingClientRect().bottom ?? 0;
    this.list?.style.setProperty('--toasts-top', `${Math.max(0, Math.round(bottom))}px`);
  };

  private follow(on: boolean) {
    if (on === this.following) return;
    this.following = on;
    for (const type of ['scroll', 'resize']) {
      if (on) window.addEventListener(type, this.place, { passive: true });
      else window.removeEventListener(type, this.place);
    }
    if (on) this.place();
  }

  private render(list: HTMLElement, toasts: readonly Toast[]) {
    const shown = new Set(toasts.map((toast) => String(toast.id)));
    for (const node of Array.from(list.children)) {
      if (!shown.has((node as HTMLElement).dataset.id ?? '')) node.remove();
    }
    for (const toast of toasts) {
      if (list.querySelector(`[data-id="${toast.id}"]`)) continue;
      list.append(this.build(toast));
    }
  }

  private build(toast: Toast): HTMLElement {
    const item = document.createElement('button');
    item.type = 'button';
    item.className = `toast toast-${toast.kind}`;
    item.dataset.id = String(toast.id);
    item.setAttribute('role', toast.kind === 'error' ? 'alert' : 'status');
    const title = document.createElement('strong');
    title.textContent = toast.title ?? (toast.kind === 'error' ? (this.dataset.title ?? '') : '');
    const message = document.createElement('span');
    message.textContent = toast.message ?? (toast.kind === 'error' ? (this.dataset.message ?? '') : '');
    item.append(title, message);
    item.title = this.dataset.close ?? '';
    if (TOAST_SETTINGS.closeOnClick) item.addEventListener('click', () => closeToast(toast.id));
    return item;
  }
}

if (!customElements.get('toast-region')) customElements.define('toast-region', ToastRegion);
