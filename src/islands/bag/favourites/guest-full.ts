import { $guestFull } from '@lib/bag/favourites/store';

/** <favourites-full>: opens the sign-in prompt when a guest's favourites are full. */
class FavouritesFull extends HTMLElement {
  private unsubscribe?: () => void;

  connectedCallback() {
    const dialog = this.querySelector('dialog');
    if (!dialog) return;
    this.unsubscribe = $guestFull.listen(() => {
      if (!dialog.open) dialog.showModal();
    });
    for (const close of this.querySelectorAll('[data-full-close]')) close.addEventListener('click', () => dialog.close());
  }

  disconnectedCallback() {
    this.unsubscribe?.();
  }
}

if (!customElements.get('favourites-full')) customElements.define('favourites-full', FavouritesFull);
