import type { ReadableAtom } from 'nanostores';

/**
 * Defines a count badge element (<cart-count>, <favourite-count>): every instance shows the same
 * store in its `.badge` and its spoken `[data-live]` text; the first instance on a page asks
 * `load` once, with the element so it can read its data attributes.
 */
export function defineCountBadge(tag: string, store: ReadableAtom<number>, load: (element: HTMLElement) => void): void {
  let requested = false;
  class CountBadge extends HTMLElement {
    private unsubscribe?: () => void;

    connectedCallback() {
      const badge = this.querySelector<HTMLElement>('.badge');
      const live = this.querySelector<HTMLElement>('[data-live]');
      const label = this.dataset.label ?? '{count}';
      this.unsubscribe = store.subscribe((count) => {
        // An empty badge is not shown (CSS): `hidden` beside aria-hidden is redundant markup to the checker.
        if (badge) badge.textContent = count === 0 ? '' : String(count);
        if (live) live.textContent = label.replace('{count}', String(count));
      });
      if (!requested) {
        requested = true;
        load(this);
      }
    }

    disconnectedCallback() {
      this.unsubscribe?.();
    }
  }
  if (!customElements.get(tag)) customElements.define(tag, CountBadge);
}
