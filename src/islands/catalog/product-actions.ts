import { refreshCartCount } from '@lib/cart/store';
import { call } from '@lib/http/client';
import { checkChoice, maxQuantity, stockState, type VariantOption } from '@lib/catalog/rules';

// The cart and favourites belong to their own domains; the product side sends them the spec's
// add calls (shopping-journey 7) with a checked choice and shows exactly what they answer.
const CART_ADD = '/cop-api/cart/add';
const FAVOURITE_ADD = '/cop-api/favorites/add';

/** <product-actions>: checks the size and quantity, then adds to the cart or the favourites. */
class ProductActions extends HTMLElement {
  private texts: Record<string, string> = {};
  private options: VariantOption[] = [];

  connectedCallback() {
    const form = this.querySelector('form');
    if (!form) return;
    this.texts = JSON.parse(this.dataset.texts ?? '{}') as Record<string, string>;
    this.options = JSON.parse(this.dataset.options ?? '[]') as VariantOption[];
    form.addEventListener('change', () => this.onChange(form));
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.addToCart(form);
    });
    this.button('favourite')?.addEventListener('click', () => void this.addToFavourites(form));
    for (const button of this.querySelectorAll('button')) button.disabled = false;
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
    const variant = this.options.find((o) => o.id === this.choice(form).variantId);
    const select = form.querySelector('select');
    if (!variant || !select) return;
    const most = Math.max(1, maxQuantity(variant.stock, this.limit));
    for (const option of select.options) option.disabled = Number(option.value) > most;
    if (Number(select.value) > most) select.value = '1';
    this.say(stockState(variant.stock) === 'low' ? (this.texts.low ?? '').replace('{count}', String(variant.stock)) : '', 'ok');
  }

  private say(text: string, kind: 'ok' | 'error') {
    const status = this.querySelector<HTMLElement>('[role="status"]');
    if (!status) return;
    status.textContent = text;
    status.className = kind === 'error' ? 'form-error' : 'form-ok';
  }

  private async send(url: string, body: Record<string, unknown>, done: string): Promise<boolean> {
    const buttons = [...this.querySelectorAll('button')];
    for (const b of buttons) b.disabled = true;
    try {
      const answer = await call(url, { method: 'POST', body });
      this.say(answer.Success ? (this.texts[done] ?? '') : (answer.Message ?? this.texts.failed ?? ''), answer.Success ? 'ok' : 'error');
      return answer.Success;
    } catch {
      this.say('', 'ok'); // the shared client has shown the error toast
      return false;
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  }

  private async addToCart(form: HTMLFormElement) {
    const { variantId, quantity } = this.choice(form);
    const checked = checkChoice(this.options, variantId, quantity, this.limit);
    if (!checked.ok) {
      this.say(this.texts[checked.error] ?? '', 'error');
      if (checked.error === 'sizeRequired') form.querySelector<HTMLInputElement>('input[name="variantId"]:not(:disabled)')?.focus();
      return;
    }
    if (await this.send(CART_ADD, { productId: Number(this.dataset.productId), variantId, quantity, IsGiftCard: false }, 'added'))
      await refreshCartCount();
  }

  private async addToFavourites(form: HTMLFormElement) {
    const variant =
      this.options.find((o) => o.id === this.choice(form).variantId) ?? this.options.find((o) => o.stock > 0) ?? this.options[0];
    if (variant) await this.send(FAVOURITE_ADD, { productId: Number(this.dataset.productId), variantId: variant.id }, 'favourited');
  }
}

if (!customElements.get('product-actions')) customElements.define('product-actions', ProductActions);
