import { type DataLayerItem, showErrorToast } from '@lib/platform';
import { $favouriteIds, loadFavouriteIds, toggleFavourite } from '@lib/bag/favourites/store';

// The heart on a product card. Cards are the same HTML for every visitor (listings and product
// pages may be served from a cache), so they arrive unfilled and this fills them from the store.

/** <favourite-heart>: a toggle button bound to the favourites store. */
class FavouriteHeart extends HTMLElement {
  private unsubscribe?: () => void;

  connectedCallback() {
    const button = this.querySelector('button');
    const productId = Number(this.dataset.productId);
    if (!button || !productId) return;
    const item = JSON.parse(this.dataset.item ?? '{}') as DataLayerItem;
    this.unsubscribe = $favouriteIds.subscribe((ids) => {
      const on = ids.has(productId);
      button.setAttribute('aria-pressed', String(on));
      button.setAttribute('aria-label', (on ? this.dataset.remove : this.dataset.add) ?? '');
    });
    // Busy, the heart says so and ignores presses; `disabled` would drop its focus to the page's body.
    button.addEventListener('click', async () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      button.setAttribute('aria-disabled', 'true');
      const result = await toggleFavourite(productId, undefined, item).finally(() => button.removeAttribute('aria-disabled'));
      // Without a message the shared client has already shown its error toast.
      if (result.done === 'failed' && result.message) showErrorToast(result.message);
    });
    button.disabled = false;
    void loadFavouriteIds();
  }

  disconnectedCallback() {
    this.unsubscribe?.();
  }
}

if (!customElements.get('favourite-heart')) customElements.define('favourite-heart', FavouriteHeart);
