import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVOURITES_API, FAVOURITES_PAGE_SIZE } from '@lib/bag/favourites/rules';
import type { FavouriteItem, FavouritesPage } from '@lib/bag/favourites/schema';
import { guestListMerged, removeFavourite } from '@lib/bag/favourites/store';
import { call, showToast, withIslandI18n } from '@lib/platform';
import type { IslandProps } from '../../platform/forms/namespaces';
import { FavouriteRow } from './FavouriteRow';

/** The list's props: the page and the cart's favourites tab render it alike (texts: the `favourites` namespace). */
export interface FavouritesListProps extends IslandProps {
  /** A member's list pages through the server; a guest's whole list (a few items) comes in `initial`. */
  signedIn: boolean;
  /** The first page as the server rendered it (a guest's: every item). */
  initial: FavouritesPage;
  /** Where a guest signs in (the note under the list); none hides the note. */
  signInHref?: string;
  /** Shown when the list is empty (Astro passes it as the island's children). */
  children?: ReactNode;
}

/** The favourites, 5 a page: each with its size choice, add to bag (a size first) and remove. */
function List({ lang, signedIn, initial, signInHref, children }: FavouritesListProps) {
  const { t } = useTranslation();
  // A guest's items are all here; a member's `items` is the current page only.
  const [items, setItems] = useState<FavouriteItem[]>(initial.Items);
  const [total, setTotal] = useState(initial.TotalCount);
  const [page, setPage] = useState(0);
  const top = useRef<HTMLElement>(null);
  const pages = Math.max(1, Math.ceil(total / FAVOURITES_PAGE_SIZE));
  const shown = signedIn ? items : items.slice(page * FAVOURITES_PAGE_SIZE, (page + 1) * FAVOURITES_PAGE_SIZE);

  /** Shows a page (a member's from the server), clamped to the pages there are. */
  const show = async (wanted: number, knownTotal = total) => {
    const target = Math.max(0, Math.min(wanted, Math.ceil(knownTotal / FAVOURITES_PAGE_SIZE) - 1));
    if (signedIn) {
      const answer = await call<FavouritesPage>(FAVOURITES_API.list, {
        query: { limit: FAVOURITES_PAGE_SIZE, offset: target * FAVOURITES_PAGE_SIZE, ts: Date.now() },
      }).catch(() => undefined);
      if (!answer?.Success || !answer.Result) return;
      setItems(answer.Result.Items);
      setTotal(answer.Result.TotalCount);
    }
    setPage(target);
  };
  // The first page after signing in was drawn before this device's guest list joined the account.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
  useEffect(() => {
    if (signedIn)
      void guestListMerged().then(async (merged) => {
        if (merged) await show(0, Number.POSITIVE_INFINITY);
      });
  }, []);
  const turn = async (wanted: number) => {
    await show(wanted);
    top.current?.focus();
  };
  const gone = (item: FavouriteItem, announce: string) => {
    // The success toast (docs/behaviour/errors.md#toasts-by-feature) for a move or removal; the toaster is a live region, so it is heard too.
    showToast({ kind: 'success', message: announce });
    if (signedIn) void show(page, total - 1);
    else {
      setItems((list) => list.filter((i) => i.productId !== item.productId));
      setTotal(total - 1);
      setPage((p) => Math.max(0, Math.min(p, Math.ceil((total - 1) / FAVOURITES_PAGE_SIZE) - 1)));
    }
    top.current?.focus();
  };
  const remove = async (item: FavouriteItem) => {
    if (await removeFavourite(item.productId)) gone(item, t('favourites:list.removed', { name: item.displayName }));
  };

  return (
    <section className="favourites" ref={top} tabIndex={-1} aria-label={t('favourites:list.label')}>
      {total === 0 ? (
        children
      ) : (
        <>
          <p className="favourites-count">{t('favourites:list.count', { count: total })}</p>
          <ul className="favourites-list">
            {shown.map((item) => (
              <FavouriteRow key={item.productId} lang={lang} item={item} onGone={gone} onRemove={remove} />
            ))}
          </ul>
          {pages > 1 && (
            <nav className="favourites-pages" aria-label={t('favourites:list.pages')}>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page === 0}
                onClick={() => void turn(page - 1)}
                aria-label={t('favourites:list.previousLabel')}
              >
                {t('favourites:list.previous')}
              </button>
              <span>{t('favourites:list.page', { page: page + 1, pages })}</span>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={page >= pages - 1}
                onClick={() => void turn(page + 1)}
                aria-label={t('favourites:list.nextLabel')}
              >
                {t('favourites:list.next')}
              </button>
            </nav>
          )}
          {!signedIn && signInHref && (
            <p className="favourites-guest">
              {t('favourites:list.guestNote')} <a href={signInHref}>{t('favourites:list.guestSignIn')}</a>.
            </p>
          )}
        </>
      )}
    </section>
  );
}

export default withIslandI18n(List);
