import {
  applyConsent,
  CONSENT_API,
  type ConsentChoice,
  type ConsentReceipt,
  call,
  showToast,
  type StoredConsent,
  startConsentMode,
  storeConsent,
  storedConsent,
} from '@lib/platform';

// <consent-banner>: shows the cookie banner when this browser holds no choice, keeps the choice
// the shopper makes (Accept all, Reject all, or the preferences' Save) and records it on the
// server as proof. A small vanilla module: it runs on every page inside the shell's script.

/** Records a choice on the server and keeps the cookie text's version it answers with the choice. */
async function record(stored: StoredConsent): Promise<void> {
  const answer = await call<ConsentReceipt>(CONSENT_API, {
    method: 'POST',
    body: { Analytics: stored.analytics, Marketing: stored.marketing },
    silent: true,
  }).catch(() => undefined);
  // The choice applied at once; the proof's version joins it unless a newer choice came meanwhile.
  if (answer?.Success && answer.Result && storedConsent()?.at === stored.at) storeConsent({ ...stored, version: answer.Result.Version });
}

class ConsentBanner extends HTMLElement {
  private banner?: HTMLElement;

  connectedCallback() {
    startConsentMode();
    this.banner = this.querySelector<HTMLElement>('.consent-banner') ?? undefined;
    const form = this.querySelector<HTMLFormElement>('#consent-form');
    if (!(this.banner && form)) return;
    if (!storedConsent()) this.show();
    this.banner.addEventListener('click', (event) => {
      const all = (event.target as Element).closest<HTMLElement>('[data-consent]')?.dataset.consent;
      if (all) this.choose({ analytics: all === 'all', marketing: all === 'all' });
    });
    // The preferences open (from the banner or the footer) on the choice this browser holds.
    document.addEventListener('click', (event) => {
      if (!(event.target as Element).closest('[data-dialog-open="consent-preferences"]')) return;
      const stored = storedConsent();
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
        input.checked = stored?.[input.name as keyof ConsentChoice] === true;
      }
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      // Accept all or Reject all inside the preferences set every box first, then save as chosen.
      const all = (event.submitter as HTMLElement | null)?.dataset.consent;
      if (all) for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) input.checked = all === 'all';
      const checked = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;
      // The dialog gives focus back to its opener, which is gone when that was the banner's button.
      const fromBanner = !this.banner?.hidden;
      this.choose({ analytics: checked('analytics'), marketing: checked('marketing') });
      const dialog = form.closest('dialog');
      if (fromBanner) dialog?.addEventListener('close', () => this.focusPage(), { once: true });
      dialog?.close();
      showToast({ kind: 'success', message: form.dataset.saved });
    });
  }

  private show() {
    const banner = this.banner!;
    banner.hidden = false;
    // The page keeps room below for the banner, so nothing is left under it.
    const room = () => document.body.style.setProperty('--consent-room', `${banner.offsetHeight}px`);
    room();
    new ResizeObserver(room).observe(banner);
  }

  private choose(choice: ConsentChoice) {
    const stored = applyConsent(choice);
    const banner = this.banner!;
    if (!banner.hidden) {
      // Focus inside the banner would be lost with it.
      const hadFocus = banner.contains(document.activeElement);
      banner.hidden = true;
      document.body.style.removeProperty('--consent-room');
      if (hadFocus) this.focusPage();
    }
    void record(stored);
  }

  /** Focus that would be lost with the banner goes to the page's content. */
  private focusPage() {
    document.getElementById('main')?.focus({ preventScroll: true });
  }
}

if (!customElements.get('consent-banner')) customElements.define('consent-banner', ConsentBanner);
