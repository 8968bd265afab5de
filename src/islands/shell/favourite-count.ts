import { $favouriteCount, loadFavouriteCount } from '@lib/favourites/store';

let requested = false;

/** <favourite-count>: the favourites badge; every instance reads the same store, loaded once after the page's delay. */
class FavouriteCount extends HTMLElement {
  private unsubscribe?: () => void;

  connectedCallback() {
    const badge = this.querySelector<HTMLElement>('.badge');
    const live = this.querySelector<HTMLElement>('[data-live]');
    const label = this.dataset.label ?? '{count}';
    this.unsubscribe = $favouriteCount.subscribe((count) => {
      if (badge) {
        badge.textContent = String(count);
        badge.hidden = count === 0;
      }
      if (live) live.textContent = label.replace('{count}', String(count));
    });
    if (!requested) {
      requested = true;
      loadFavouriteCount(Number(this.dataset.delay ?? 0));
    }
  }

  disconnectedCallback() {
    this.unsubscribe?.();
  }
}

if (!customElements.get('favourite-count')) customElements.define('favourite-count', FavouriteCount);
