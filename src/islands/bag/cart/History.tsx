import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CART_API, type HistoryItem } from '@lib/bag/cart/schema';
import { addToCart } from './state';
import { call, localizedPath, formatPrice, showToast } from '@lib/platform';
import { Picture } from './Picture';
import { sizeLabel } from '@lib/catalogue';

/** The history page sizes (docs/behaviour/bag.md#cart-history): 5, and 6 on a phone. */
const pageSize = () => (window.matchMedia('(max-width: 767px)').matches ? 6 : 5);

type Page = { Items: HistoryItem[]; TotalCount: number };

async function readPage(limit: number, offset: number): Promise<Page> {
  try {
    const answer = await call<Page | HistoryItem[]>(CART_API.history, { query: { limit, offset } });
    const result = answer.Result ?? [];
    return Array.isArray(result) ? { Items: result, TotalCount: offset + result.length } : result;
  } catch {
    return { Items: [], TotalCount: 0 };
  }
}

/** "Recently removed": products once in the bag, a page at a time, back to the bag or deleted. */
export function History() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const [page, setPage] = useState<Page>();
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState(5);

  const load = useCallback(async (at: number, size: number) => {
    setPage(await readPage(size, at));
  }, []);
  useEffect(() => {
    const size = pageSize();
    setLimit(size);
    void load(offset, size);
  }, [load, offset]);

  const toBag = async (item: HistoryItem) => {
    const moved = await addToCart(item.ProductId, item.VariantId, 'history');
    if (moved === true) {
      showToast({ kind: 'success', message: t('cart:history.moved', { name: item.DisplayName }) });
      void load(offset, limit);
    } else if (moved) showToast({ kind: 'error', message: moved });
  };
  const remove = async (item: HistoryItem) => {
    const answer = await call(CART_API.historyDelete, { method: 'POST', body: { productId: item.ProductId } }).catch(() => undefined);
    if (answer?.Success) void load(offset, limit);
  };

  if (!page) return <p className="cart-muted">{t('common:loading')}</p>;
  if (page.Items.length === 0) return <p className="cart-muted">{t('cart:history.empty')}</p>;
  const pages = Math.max(1, Math.ceil(page.TotalCount / limit));
  const current = Math.floor(offset / limit) + 1;
  return (
    <div className="cart-history">
      <ul className="cart-history-list">
        {page.Items.map((item) => (
          <li key={item.VariantId} className="cart-history-item">
            <div className="cart-line-picture">
              <Picture shape={item.Shape} colour={item.Colour} alt="" sizes="6rem" />
            </div>
            <div>
              <p className="eyebrow cart-line-brand" lang="en">
                {item.Brand}
              </p>
              <h3 className="cart-line-name">
                <a href={localizedPath(`/product/${item.Slug}`, lang)}>{item.DisplayName}</a>
              </h3>
              <p className="cart-muted">
                {t('cart:line.size')}: {sizeLabel(item.Size, t('catalog:size.std'))} · {formatPrice(item.SalePrice)}
              </p>
              <div className="cart-line-actions">
                <button
                  type="button"
                  className="btn btn-text"
                  aria-label={`${item.StockState === 'out' ? t('cart:line.out') : t('cart:history.toBag')}: ${item.DisplayName}, ${item.Size}`}
                  disabled={item.StockState === 'out'}
                  onClick={() => void toBag(item)}
                >
                  {item.StockState === 'out' ? t('cart:line.out') : t('cart:history.toBag')}
                </button>
                <button
                  type="button"
                  className="btn btn-text"
                  aria-label={`${t('cart:history.delete')}: ${item.DisplayName}, ${item.Size}`}
                  onClick={() => void remove(item)}
                >
                  {t('cart:history.delete')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="cart-history-pages" aria-label={t('cart:history.pages')}>
          <button type="button" className="btn btn-text" disabled={current === 1} onClick={() => setOffset(offset - limit)}>
            {t('cart:history.previous')}
          </button>
          <span>{t('cart:history.page', { current, pages })}</span>
          <button type="button" className="btn btn-text" disabled={current === pages} onClick={() => setOffset(offset + limit)}>
            {t('cart:history.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
