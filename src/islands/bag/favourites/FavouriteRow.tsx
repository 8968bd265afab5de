import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { discountPercent, sizeLabel } from '@lib/catalogue';
import type { FavouriteItem } from '@lib/bag/favourites/schema';
import { chooseFavouriteSize } from '@lib/bag/favourites/store';
import { localizedPath, type Lang, formatPrice } from '@lib/platform';
import { FavouritePicture } from './FavouritePicture';
import { moveToBag } from './moves';
import { BusyButton } from '../../platform/forms/BusyButton';

interface RowProps {
  lang: Lang;
  item: FavouriteItem;
  /** The row left the list (moved to the bag or removed), with what to announce. */
  onGone: (item: FavouriteItem, announce: string) => void;
  onRemove: (item: FavouriteItem) => Promise<void>;
}

/** One favourite: picture, brand, name, price, a size choice, add to bag and remove. */
export function FavouriteRow({ lang, item, onGone, onRemove }: RowProps) {
  const { t } = useTranslation();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const oneSize = item.variants.length === 1;
  const [variantId, setVariantId] = useState(item.variants.find((v) => v.isSelected)?.variantId);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const href = localizedPath(`/product/${item.slug}`, lang);
  const off = discountPercent(item.prices.list, item.prices.sale);
  const sizeName = (size: string) => sizeLabel(size, t('favourites:list.oneSize'));

  const choose = (value: string) => {
    const chosen = Number(value) || undefined;
    setVariantId(chosen);
    setError('');
    if (chosen) void chooseFavouriteSize(item.productId, chosen);
  };
  // Busy, the buttons say so (aria-disabled) and ignore presses: `disabled` would drop the focus.
  const add = async () => {
    if (!variantId) {
      setError(t('favourites:errors.sizeRequired'));
      select.current?.focus();
      return;
    }
    if (busy) return;
    setBusy(true);
    const failed = await moveToBag(item, variantId);
    setBusy(false);
    if (failed === undefined) onGone(item, t('favourites:list.moved', { name: item.displayName }));
    else setError(failed || t('favourites:list.failed'));
  };

  return (
    <li className="favourite" aria-labelledby={`${id}-name`}>
      {/* The picture is decoration beside the name, which is the link. */}
      <div className="favourite-media">
        <FavouritePicture shape={item.shape} colour={item.colour} />
      </div>
      <div className="favourite-body">
        <p className="favourite-brand" lang="en">
          {item.brand}
        </p>
        <h2 className="favourite-name" id={`${id}-name`}>
          <a href={href}>{item.displayName}</a>
        </h2>
        <p className="price">
          {off > 0 && <s className="price-list">{formatPrice(item.prices.list)}</s>}{' '}
          <span className="price-sale">{formatPrice(item.prices.sale)}</span>
        </p>
        {item.variants[0]?.isSameDayInCargo && <p className="favourite-note">{t('favourites:list.sameDay')}</p>}
      </div>
      <div className="favourite-actions">
        {oneSize ? (
          <p className="favourite-size">{sizeName(item.variants[0]!.size)}</p>
        ) : (
          <div className="field">
            <label htmlFor={`${id}-size`}>{t('favourites:list.size')}</label>
            <select
              ref={select}
              id={`${id}-size`}
              className="select"
              value={variantId ?? ''}
              onChange={(e) => choose(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            >
              <option value="">{t('favourites:list.chooseSize')}</option>
              {item.variants.map((v) => (
                <option key={v.variantId} value={v.variantId} disabled={v.stock === 0}>
                  {v.stock === 0 ? t('favourites:list.soldOut', { size: sizeName(v.size) }) : sizeName(v.size)}
                </option>
              ))}
            </select>
          </div>
        )}
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
        <div className="favourite-buttons">
          <BusyButton className="btn btn-primary" onClick={() => void add()} busy={busy} aria-describedby={`${id}-name`}>
            {t('favourites:list.addToBag')}
          </BusyButton>
          <BusyButton
            className="btn btn-text"
            onClick={() => busy || void onRemove(item)}
            busy={busy}
            aria-label={t('favourites:list.removeLabel', { name: item.displayName })}
          >
            {t('favourites:list.remove')}
          </BusyButton>
        </div>
      </div>
    </li>
  );
}
