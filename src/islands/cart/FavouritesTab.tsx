import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FavouritesPage } from '@lib/favourites/schema';
import { $favouriteCount, loadFavouriteCount } from '@lib/favourites/store';
import type { Messages } from '@lib/i18n/i18n';
import type { Lang } from '@lib/i18n/lang';
import FavouritesList from '../favourites/FavouritesList';

/** The spec's favourites count timer in the cart: read half a second after the page starts. */
const COUNT_DELAY_MS = 500;

/** The favourites tab's name, with the count once the timer has run. */
export function FavouritesLabel() {
  const { t } = useTranslation();
  const count = useStore($favouriteCount);
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
  return (
    <FavouritesList lang={lang} messages={seed.messages} signedIn={signedIn} initial={seed.initial} signInHref={seed.signInHref}>
      <p className="cart-muted">{t('cart:favourites.empty')}</p>
    </FavouritesList>
  );
}
