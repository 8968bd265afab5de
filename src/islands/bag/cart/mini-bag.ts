import { call, formatPrice } from '@lib/platform';
import { BAG_ADDED, type BagAdded, SUMMARY_URL } from '@lib/bag/cart/store';
import { openDialog } from '../../../components/platform/ui/dialog';

// The mini-bag (components/bag/cart/MiniBag.astro): opened by the product page's add-to-bag with
// what went in. It shows the piece at once; the bag's count comes with the add's answer and its
// total from the bag's summary, filled in when that answers (a failed summary leaves it out).
const dialog = document.getElementById('mini-bag');
const piece = dialog?.querySelector<HTMLElement>('[data-mini-bag]');

/** Writes a text into the element a selector names under the dialog, or hides it when there is none. */
function write(selector: string, text: string | undefined): void {
  const element = dialog?.querySelector<HTMLElement>(selector);
  if (!element) return;
  element.textContent = text ?? '';
  element.hidden = !text;
}

async function showTotal(count: number, texts: Record<string, string>): Promise<void> {
  const total = dialog?.querySelector<HTMLElement>('[data-mini-bag-total]');
  if (!total) return;
  total.hidden = true;
  const answer = await call<{ TotalAmountToBePaid: number }>(SUMMARY_URL, { silent: true }).catch(() => undefined);
  if (!(answer?.Success && answer.Result)) return;
  write('[data-mini-count]', `(${(count === 1 ? texts.one : texts.other)?.replace('{count}', String(count))})`);
  write('[data-mini-total]', formatPrice(answer.Result.TotalAmountToBePaid));
  total.hidden = false;
}

if (dialog instanceof HTMLDialogElement && piece) {
  const texts = JSON.parse(piece.dataset.texts ?? '{}') as Record<string, string>;
  const price = Number(piece.dataset.price ?? 0);
  document.addEventListener(BAG_ADDED, (event) => {
    const added = (event as CustomEvent<BagAdded>).detail;
    write('[data-mini-size]', added.size ? texts.size?.replace('{size}', added.size) : undefined);
    write('[data-mini-quantity]', texts.quantity?.replace('{count}', String(added.quantity)));
    write('[data-mini-price]', formatPrice(price * added.quantity));
    if (!dialog.open) openDialog(dialog, added.opener);
    void showTotal(added.count, texts);
  });
}
