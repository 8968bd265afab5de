import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $lineNotes, changeQuantity, moveToFavourites, removeLine, setGift } from './state';
import { focusAfterLine } from './focus';
import type { CartLine } from '@lib/bag/cart/schema';
import { sizeLabel } from '@lib/catalogue';
import { localizedPath, formatPrice, showToast } from '@lib/platform';
import { Picture } from './Picture';
import { BusyButton } from '../../platform/forms/BusyButton';

interface Props {
  line: CartLine;
}

/** The quantities a line's list offers: 1 up to what it may hold now, never below what it holds. */
const choices = (line: CartLine) => Array.from({ length: Math.max(line.MaxQuantity, line.Quantity, 1) }, (_, i) => i + 1);

/** What moved since the line was added (price, stock), in a sentence each. */
function Changes({ line }: Props) {
  const { t } = useTranslation();
  const change = line.Change;
  if (!change) return null;
  return (
    <ul className="cart-line-changes">
      {change.Price && <li>{t('cart:line.priceChanged', { from: formatPrice(change.Price.From), to: formatPrice(change.Price.To) })}</li>}
      {change.Stock && <li>{t(change.Stock === 'out' ? 'cart:line.stockOut' : 'cart:line.stockLess', { count: line.Stock })}</li>}
    </ul>
  );
}

/** One line of the bag: picture, brand, name, size and colour, price, quantity, gift flag and its actions. */
export function LineItem({ line }: Props) {
  const { t, i18n } = useTranslation();
  const notes = useStore($lineNotes);
  const [busy, setBusy] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const href = localizedPath(`/product/${line.Slug}`, lang);
  const id = `line-${line.VariantId}`;
  const discounted = line.ListPrice > line.SalePrice;
  const colour = t(`catalog:colour.${line.Colour}`, { defaultValue: line.Colour });
  // Two sizes of one piece are two lines: every control names both, for a screen reader and a test.
  const who = `${line.DisplayName}, ${line.Size}`;

  // While a change is on its way the controls say they are busy (aria-disabled) and ignore presses;
  // `disabled` would throw the focus of the one just pressed to the page's body.
  const act = async (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  // A line that leaves says so (a success toast, docs/behaviour/errors.md#toasts-by-feature, read out politely by the toaster) and
  // hands the focus on to the same action of another line (focus.ts finds it by data-line-action).
  const toFavourites = () =>
    act(async () => {
      const moved = await moveToFavourites(line, focusAfterLine(item.current, 'favourites'));
      if (moved === true) showToast({ kind: 'success', message: t('cart:line.movedToFavourites', { name: line.DisplayName }) });
      else if (moved) showToast({ kind: 'error', message: moved });
    });
  const remove = () =>
    act(async () => {
      if (await removeLine(line, undefined, focusAfterLine(item.current, 'remove')))
        showToast({ kind: 'success', message: t('cart:line.removed', { name: line.DisplayName }) });
    });

  return (
    <li ref={item} className="cart-line" aria-label={who} aria-busy={busy}>
      <div className="cart-line-picture">
        <Picture shape={line.Shape} colour={line.Colour} alt="" sizes="(min-width: 768px) 8rem, 6rem" />
      </div>
      <div className="cart-line-body">
        <p className="eyebrow cart-line-brand" lang="en">
          {line.Brand}
        </p>
        <h3 className="cart-line-name">
          <a href={href}>{line.DisplayName}</a>
        </h3>
        <dl className="cart-line-facts">
          <div>
            <dt>{t('cart:line.size')}</dt>
            <dd>{sizeLabel(line.Size, t('catalog:size.std'))}</dd>
          </div>
          <div>
            <dt>{t('cart:line.colour')}</dt>
            <dd>{colour}</dd>
          </div>
        </dl>
        {line.StockState === 'low' && <p className="cart-line-stock">{t('cart:line.low', { count: line.Stock })}</p>}
        {line.StockState === 'out' && <p className="cart-line-stock is-out">{t('cart:line.out')}</p>}
        <Changes line={line} />
        <label className="check cart-line-gift">
          <input
            type="checkbox"
            aria-label={`${t('cart:line.gift')}: ${who}`}
            checked={line.IsGift}
            aria-disabled={busy || undefined}
            onChange={(e) => void act(() => setGift(line, e.target.checked))}
          />
          {t('cart:line.gift')}
        </label>
        <div className="cart-line-actions">
          <BusyButton
            className="btn btn-text"
            aria-label={`${t('cart:line.toFavourites')}: ${who}`}
            busy={busy}
            data-line-action="favourites"
            onClick={() => void toFavourites()}
          >
            {t('cart:line.toFavourites')}
          </BusyButton>
          <BusyButton
            className="btn btn-text"
            aria-label={`${t('cart:line.remove')}: ${who}`}
            busy={busy}
            data-line-action="remove"
            onClick={() => void remove()}
          >
            {t('cart:line.remove')}
          </BusyButton>
        </div>
      </div>
      <div className="cart-line-side">
        <p className="price cart-line-price">
          {discounted && (
            <s className="price-list">
              <span className="visually-hidden">{t('cart:line.listPrice')} </span>
              {formatPrice(line.ListPrice)}
            </s>
          )}
          <span className="price-sale">{formatPrice(line.SalePrice)}</span>
        </p>
        {line.Discount > 0 && (
          <p className="cart-line-discount">{t('cart:line.campaignDiscount', { amount: formatPrice(line.Discount) })}</p>
        )}
        <div className="cart-line-quantity">
          <label htmlFor={`${id}-qty`}>
            {t('cart:line.quantity')}
            <span className="visually-hidden">: {who}</span>
          </label>
          <select
            id={`${id}-qty`}
            className="select"
            value={line.Quantity}
            disabled={line.StockState === 'out'}
            aria-disabled={busy || undefined}
            aria-describedby={notes[line.VariantId] !== undefined ? `${id}-note` : undefined}
            onChange={(e) => void act(() => changeQuantity(line, Number(e.target.value)))}
          >
            {choices(line).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        {line.Quantity > 1 && <p className="cart-line-total">{t('cart:line.total', { amount: formatPrice(line.LineTotal) })}</p>}
        <div className="cart-line-note" id={`${id}-note`} role="status">
          {notes[line.VariantId] !== undefined && <p className="field-error">{notes[line.VariantId] || t('cart:line.refused')}</p>}
        </div>
      </div>
    </li>
  );
}
