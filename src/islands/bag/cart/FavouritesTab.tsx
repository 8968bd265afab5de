import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAVOURITES_API, FAVOURITES_PAGE_SIZE } from '@lib/bag/favourites/rules';
import type { FavouritesPage } from '@lib/bag/favourites/schema';
import { $favouriteCount, loadFavouriteCount } from '@lib/bag/favourites/store';
import { call, type Messages, type Lang } from '@lib/platform';
import FavouritesList from '../favourites/FavouritesList';
import { $favouritesMoved } from './state';

/** The favourites count timer in the cart (docs/behaviour/constants.md#timers): read half a second after the page starts. */
const COUNT_DELAY_MS = 500;

/** The favourites tab's name with its count: the server's until the page has hydrated, then the shared store's. */
export function FavouritesLabel({ initialCount, started }: { initialCount: number; started: boolean }) {
  const { t } = useTranslation();
  const live = useStore($favouriteCount);
  const count = started ? live : initialCount;
  useEffect(() => loadFavouriteCount(COUNT_DELAY_MS), []);
  return <>{count > 0 ? t('cart:tabs.favouritesCount', { count }) : t('cart:tabs.favourites')}</>;
}

/** What the favourites tab needs from the page: the first page as the server drew it, and its texts. */
export interface FavouritesSeed {
  initial: FavouritesPage;
  messages: Messages;
  signInHref?: string;
}

/** The favourites tab: the favourites helper's list, its moves to the bag asking for a size. */
export function FavouritesTab({ lang, signedIn, seed }: { lang: Lang; signedIn: boolean; seed: FavouritesSeed }) {
  const { t } = useTranslation();
  // A member's list drawn with the page is out of date once a line moved here: read its first page again.
  const [initial, setInitial] = useState<FavouritesPage | undefined>(signedIn && $favouritesMoved.get() ? undefined : seed.initial);
  useEffect(() => {
    if (initial) return;
    void call<FavouritesPage>(FAVOURITES_API.list, { query: { limit: FAVOURITES_PAGE_SIZE, offset: 0, ts: Date.now() } })
      .then((answer) => setInitial(answer.Result ?? seed.initial))
      .catch(() => setInitial(seed.initial));
  }, [initial, seed.initial]);
  if (!initial) return <p className="cart-muted">{t('common:loading')}</p>;
  return (
    <FavouritesList lang={lang} messages={seed.messages} signedIn={signedIn} initial={initial} signInHref={seed.signInHref}>
      <p className="cart-muted">{t('cart:favourites.empty')}</p>
    </FavouritesList>
  );
}
