import {
  applyConsent,
  CONSENT_API,
  type ConsentChoice,
  type ConsentReceipt,
  call,
  showToast,
  startConsentMode,
  storedConsent,
} from '@lib/platform';

// <consent-banner>: shows the cookie banner when this browser holds no choice, keeps the choice
// the shopper makes (Accept all, Reject all, or the preferences' Save) and records it on the
// server as proof. A small vanilla module: it runs on every page inside the shell's script.

/** Records a choice on the server and keeps the cookie text's version it answers with the choice. */
async function record(choice: ConsentChoice): Promise<void> {
  const answer = await call<ConsentReceipt>(CONSENT_API, {
    method: 'POST',
    body: { Analytics: choice.analytics, Marketing: choice.marketing },
    silent: true,
  }).catch(() => undefined);
  // The choice applies at once either way; only the proof waits for the answer.
  if (answer?.Success && answer.Result) applyConsent(choice, answer.Result.Version);
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
      const checked = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;
      this.choose({ analytics: checked('analytics'), marketing: checked('marketing') });
      const dialog = form.closest('dialog');
      // The dialog gives focus back to its opener, which is gone when that was the banner's button.
      dialog?.addEventListener('close', () => this.keepFocus(), { once: true });
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
    applyConsent(choice);
    const banner = this.banner!;
    if (!banner.hidden) {
      // Focus inside the banner would be lost with it.
      const hadFocus = banner.contains(document.activeElement);
      banner.hidden = true;
      document.body.style.removeProperty('--consent-room');
      if (hadFocus) this.keepFocus();
    }
    void record(choice);
  }

  /** Focus on nothing (a hidden button's) goes to the page's content. */
  private keepFocus() {
    const active = document.activeElement;
    if (!active || active === document.body || this.banner?.contains(active))
      document.getElementById('main')?.focus({ preventScroll: true });
  }
}

if (!customElements.get('consent-banner')) customElements.define('consent-banner', ConsentBanner);
