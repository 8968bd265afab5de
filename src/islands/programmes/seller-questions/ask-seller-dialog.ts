import { type Lang, showToast } from '@lib/platform';
import { type SfClient, sfHeaders, QUESTION_MIN, SF_API, STORE_ID } from '@lib/programmes/seller-questions/client';
import { accountCall } from '../../platform/forms/api';

// The "Ask the seller" dialog's behaviour, loaded when the shopper first opens it (ask-seller.ts):
// the counter follows the question, a question too short is told under the field, and the question
// goes to the seller; a visitor is sent to sign in first (the call's 401) and comes back here. The
// dialog gives the focus to the question on opening and back to the button on closing.

const wired = new WeakSet<HTMLElement>();

/** Wires the dialog of one <ask-seller> once: its language, texts, product and /sf-api client come from the element's data. */
export function wireDialog(host: HTMLElement, dialog: HTMLDialogElement): void {
  if (wired.has(host)) return;
  wired.add(host);
  const texts = JSON.parse(host.dataset.texts ?? '{}') as Record<'hint' | 'short' | 'sent' | 'sendError', string>;
  const sf = JSON.parse(host.dataset.sf ?? '{}') as SfClient;
  const form = dialog.querySelector('form')!;
  const field = form.querySelector('textarea')!;
  const hint = form.querySelector('.field-hint')!;
  const error = form.querySelector('.field-error')!;
  const send = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const showError = (message = '') => {
    error.textContent = message;
    field.setAttribute('aria-invalid', String(message !== ''));
  };
  field.addEventListener('input', () => {
    hint.textContent = texts.hint.replace('{count}', String(field.value.length));
    showError();
  });
  form.querySelector('[data-action="cancel"]')?.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (field.value.trim().length < QUESTION_MIN) return showError(texts.short);
    send.disabled = true;
    send.setAttribute('aria-busy', 'true');
    const answer = await accountCall(host.dataset.lang as Lang, SF_API.create, {
      method: 'POST',
      body: { ProductId: Number(host.dataset.productId), Text: field.value, OrderNumber: host.dataset.orderNumber, StoreId: STORE_ID },
      headers: sfHeaders(sf),
    });
    send.disabled = false;
    send.removeAttribute('aria-busy');
    if (!answer.Success) {
      showError(answer.Exception?.FieldErrors?.Text);
      return showToast({ kind: 'error', title: texts.sendError, message: answer.Message ?? undefined });
    }
    field.value = '';
    field.dispatchEvent(new Event('input'));
    dialog.close();
    showToast({ kind: 'success', message: texts.sent });
  });
}
