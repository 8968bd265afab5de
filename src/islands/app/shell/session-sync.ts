import { startFavourites } from '@lib/bag';
import { loadPersonalState } from '@lib/app/shell/personal';
import { readSignedInFlag, syncSession } from '@lib/platform';

/**
 * Points the account links at the account, named so, and marks the account icons signed in (a dot:
 * header.css), once a kept page learns a member is signed in.
 */
function showMemberLinks(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-member-href]')) {
    link.href = link.dataset.memberHref!;
    const label = link.querySelector<HTMLElement>('[data-member-label]') ?? link;
    label.textContent = link.dataset.memberLabel ?? label.textContent;
  }
  for (const icon of document.querySelectorAll<HTMLElement>('[data-member-mark]')) icon.dataset.signedIn = '';
}

/**
 * <session-sync>: hands the session to the client's signed-in flag and the favourites store. A
 * personal page says it (data-signed-in); a kept page, the same for every shopper, asks for it.
 */
class SessionSync extends HTMLElement {
  async connectedCallback() {
    // The guest cap (guestMaxItemCount) comes with the page, on the sign-in prompt it governs.
    const max = Number(document.querySelector<HTMLElement>('favourites-full')?.dataset.guestMax);
    const signedIn = this.dataset.kept === 'true' ? await loadPersonalState() : this.dataset.signedIn === 'true';
    if (signedIn) showMemberLinks();
    if (signedIn !== undefined) syncSession(signedIn);
    // Unanswered, the stored flag is the best guess for the hearts; nobody is signed out on a guess.
    startFavourites(signedIn ?? readSignedInFlag(), max);
  }
}
if (!customElements.get('session-sync')) customElements.define('session-sync', SessionSync);
