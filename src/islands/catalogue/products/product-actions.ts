import { type DataLayerItem, pushEcommerce, toAmount } from '@lib/platform';
import { BAG_ADDED, type BagAdded, sendAdd, $favouriteIds, loadFavouriteIds, toggleFavourite } from '@lib/bag';
import { checkChoice, maxQuantity, stockState, type VariantOption } from '@lib/catalogue/products/rules';

// The cart and favourites belong to their own domains; the product side sends the cart its add
// call (docs/behaviour/bag.md#cart) with a checked choice, toggles the favourite through the
// favourites store, and shows exactly what they answer. A piece that went in is shown by the
// bag's mini-bag.

/** <product-actions>: checks the size and quantity, then adds to the cart or the favourites. */
class ProductActions extends HTMLElement {
  private texts: Record<string, string> = {};
  private unsubscribe?: () => void;
  private options: VariantOption[] = [];
  /** A call on its way: presses wait for it (the buttons keep the focus, see send). */
  private busy = false;

  connectedCallback() {
    const form = this.querySelector('form');
    if (!form) return;
    this.texts = JSON.parse(this.dataset.texts ?? '{}') as Record<string, string>;
    this.options = JSON.parse(this.dataset.options ?? '[]') as VariantOption[];
    form.addEventListener('change', () => this.onChange(form));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!this.busy) void this.addToCart(form, event.submitter);
    });
    this.button('favourite')?.addEventListener('click', () => {
      if (!this.busy) void this.toggleFavourite(form);
    });
    this.unsubscribe = $favouriteIds.subscribe((ids) => this.showFavourite(ids.has(this.productId)));
    void loadFavouriteIds();
    for (const button of this.querySelectorAll('button')) button.disabled = false;
  }

  disconnectedCallback() {
    this.unsubscribe?.();
  }

  private get productId(): number {
    return Number(this.dataset.productId);
  }

  /** The product in GA4's item shape, in a size when one is known. */
  private item(size: string | undefined, quantity: number): DataLayerItem {
    return {
      item_id: String(this.productId),
      item_name: this.dataset.name ?? '',
      item_brand: this.dataset.brand ?? '',
      ...(size ? { item_variant: size } : {}),
      price: toAmount(Number(this.dataset.price ?? 0)),
      quantity,
    };
  }

  /** The favourite button says what a press will do, and is pressed while the product is a favourite. */
  private showFavourite(on: boolean) {
    const button = this.button('favourite');
    const label = button?.querySelector('span');
    if (!button || !label) return;
    button.setAttribute('aria-pressed', String(on));
    label.textContent = (on ? this.texts.removeFavourite : this.texts.addFavourite) ?? '';
  }

  private button(action: string) {
    return this.querySelector<HTMLButtonElement>(`button[data-action="${action}"]`);
  }

  private choice(form: HTMLFormElement) {
    const data = new FormData(form);
    const id = data.get('variantId');
    return { variantId: id === null ? undefined : Number(id), quantity: Number(data.get('quantity') ?? 1) };
  }

  private get limit(): number | null {
    return this.dataset.limit ? Number(this.dataset.limit) : null;
  }

  /** A new size: the quantity list follows its stock and the limit, and a low stock is told. */
  private onChange(form: HTMLFormElement) {
    form.querySelector('.choose-sizes')?.removeAttribute('data-invalid');
    const variant = this.options.find((o) => o.id === this.choice(form).variantId);
    const select = form.querySelector('select');
    if (!variant || !select) return;
    const most = Math.max(1, maxQuantity(variant.stock, this.limit));
    for (const option of select.options) option.disabled = Number(option.value) > most;
    if (Number(select.value) > most) select.value = '1';
    this.say(stockState(variant.stock) === 'low' ? (this.texts.low ?? '').replace('{count}', String(variant.stock)) : '', 'note');
  }

  /** Writes the status line (a polite live region). The same words again are cleared first, or they would not be read out again. */
  private say(text: string, kind: 'ok' | 'note' | 'error') {
    const status = this.querySelector<HTMLElement>('[role="status"]');
    if (!status) return;
    status.className = `form-${kind}`;
    if (!text || status.textContent !== text) {
      status.textContent = text;
      return;
    }
    status.textContent = '';
    requestAnimationFrame(() => {
      if (!status.textContent) status.textContent = text;
    });
  }

  /**
   * Runs a call with the buttons marked busy. Not `disabled`: a disabled button loses the focus to
   * the page's body, and a keyboard shopper who pressed Enter on it would start again from the top.
   */
  private async whileBusy<T>(work: () => Promise<T>): Promise<T> {
    const buttons = [...this.querySelectorAll('button')];
    this.busy = true;
    for (const b of buttons) b.setAttribute('aria-disabled', 'true');
    try {
      return await work();
    } finally {
      this.busy = false;
      for (const b of buttons) b.removeAttribute('aria-disabled');
    }
  }

  private async addToCart(form: HTMLFormElement, submitter: HTMLElement | null) {
    const { variantId, quantity } = this.choice(form);
    const checked = checkChoice(this.options, variantId, quantity, this.limit);
    if (!checked.ok) {
      this.say(this.texts[checked.error] ?? '', 'error');
      if (checked.error === 'sizeRequired') {
        form.querySelector<HTMLElement>('.choose-sizes')?.setAttribute('data-invalid', '');
        form.querySelector<HTMLInputElement>('input[name="variantId"]:not(:disabled)')?.focus();
      }
      return;
    }
    const answer = await this.whileBusy(() =>
      sendAdd({ productId: this.productId, variantId: checked.variant.id, quantity }).catch(() => undefined),
    );
    // A failed call: the shared client has shown the error toast.
    if (!answer) return this.say('', 'ok');
    if (!(answer.Success && answer.Result)) return this.say(answer.Message ?? this.texts.failed ?? '', 'error');
    this.say(this.texts.added ?? '', 'ok');
    pushEcommerce('add_to_cart', [this.item(checked.variant.size, quantity)]);
    // A one-size piece has no size worth naming (its only size is the store's STD).
    const size = form.querySelector('input[type="radio"]') ? checked.variant.size : undefined;
    const added: BagAdded = { size, quantity, count: answer.Result.cartItemCount, opener: submitter ?? form };
    document.dispatchEvent(new CustomEvent(BAG_ADDED, { detail: added }));
  }

  /** Adds the product with the chosen size, if any (the favourites page asks for one later), or removes it. */
  private async toggleFavourite(form: HTMLFormElement) {
    const variant = this.options.find((o) => o.id === this.choice(form).variantId);
    const result = await this.whileBusy(() => toggleFavourite(this.productId, variant?.id, this.item(variant?.size, 1)));
    if (result.done === 'added') this.say(this.texts.favourited ?? '', 'ok');
    else if (result.done === 'removed') this.say(this.texts.unfavourited ?? '', 'ok');
    else if (result.done === 'failed') this.say(result.message ?? this.texts.failed ?? '', 'error');
    else this.say('', 'ok');
  }
}

if (!customElements.get('product-actions')) customElements.define('product-actions', ProductActions);
