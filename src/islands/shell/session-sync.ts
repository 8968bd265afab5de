import { syncSession } from '@lib/session/store';

/** <session-sync>: hands the server's view of the session to the client's signed-in flag. */
class SessionSync extends HTMLElement {
  connectedCallback() {
    syncSession(this.dataset.signedIn === 'true');
  }
}
if (!customElements.get('session-sync')) customElements.define('session-sync', SessionSync);
