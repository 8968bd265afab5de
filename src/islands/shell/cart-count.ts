import { $cartCount, refreshCartCount } from '@lib/cart/store';

let requested = false;

/** <cart-count>: shows the shared cart count; every instance on the page reads the same store. */
class CartCount extends HTMLElement {
  private unsubscribe?: () => void;

  connectedCallback() {
    const badge = this.querySelector<HTMLElement>('.badge');
    const live = this.querySelector<HTMLElement>('[data-live]');
    const label = this.dataset.label ?? '{count}';
    this.unsubscribe = $cartCount.subscribe((count) => {
      if (badge) {
        badge.textContent = String(count);
        badge.hidden = count === 0;
      }
      if (live) live.textContent = label.replace('{count}', String(count));
    });
    // One request for all badges, and none for a visitor with no session (no cart to count).
    if (!requested && this.dataset.hasSession === 'true') {
      requested = true;
      void refreshCartCount();
    }
  }

  disconnectedCallback() {
    this.unsubscribe?.();
  }
}

if (!customElements.get('cart-count')) customElements.define('cart-count', CartCount);
