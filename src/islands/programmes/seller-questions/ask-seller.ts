// <ask-seller>: the "Ask the seller" button opens its dialog. The dialog's behaviour (counter,
// check, sending) is a module of its own, loaded by a dynamic import() on the first click: a
// product page loads only these lines until the shopper opens it (tests/api/page-budgets.test.ts
// measures the page without it and the opened dialog with it, each against its budget).

class AskSeller extends HTMLElement {
  connectedCallback() {
    const button = this.querySelector<HTMLButtonElement>(':scope > button');
    const dialog = this.querySelector('dialog');
    if (!button || !dialog) return;
    button.addEventListener('click', async () => {
      const { wireDialog } = await import('./ask-seller-dialog');
      wireDialog(this, dialog);
      dialog.showModal();
    });
    button.disabled = false;
  }
}

if (!customElements.get('ask-seller')) customElements.define('ask-seller', AskSeller);
