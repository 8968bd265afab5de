import { startFavourites } from '@lib/favourites/store';
import { syncSession } from '@lib/session/store';

/** <session-sync>: hands the server's view of the session to the client's signed-in flag and the favourites store. */
class SessionSync extends HTMLElement {
  connectedCallback() {
    const signedIn = this.dataset.signedIn === 'true';
    syncSession(signedIn);
    // The guest cap (guestMaxItemCount) comes with the page, on the sign-in prompt it governs.
    const max = Number(document.querySelector<HTMLElement>('favourites-full')?.dataset.guestMax);
    startFavourites(signedIn, max);
  }
}
if (!customElements.get('session-sync')) customElements.define('session-sync', SessionSync);
