import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $cartCount } from '@lib/bag/cart/store';
import { seedFavouriteCount } from '@lib/bag/favourites/store';
import { $cartState, $favouritesMoved, type CartState, reloadCart, startCart } from './state';
import { withIslandI18n } from '@lib/platform';
import type { IslandProps } from '../../platform/forms/namespaces';
import { Bag, type EmptyCopy } from './Bag';
import { FavouritesLabel, type FavouritesSeed, FavouritesTab } from './FavouritesTab';
import { History } from './History';
import { ShareDialog } from './ShareDialog';
import { Tabs } from './Tabs';

interface Props extends IslandProps {
  initial: CartState;
  signedIn: boolean;
  empty: EmptyCopy;
  favourites: FavouritesSeed;
  /** The tab to open with (?tab=favourites or history). */
  tab?: string;
}

/**
 * Goes to a tab: the bag is read again when shown. A guest's favourites live on the device and are
 * drawn by the server from their cookie: after a move here the page is drawn again on that tab (a
 * member's list reads itself again, FavouritesTab).
 */
function onTab(tab: string, signedIn: boolean): void {
  if (tab === 'bag') void reloadCart();
  else if (tab === 'favourites' && !signedIn && $favouritesMoved.get())
    window.location.assign(`${window.location.pathname}?tab=favourites`);
}

/** The cart page: server-rendered from the same state, then live (bag, favourites, history, share). */
function CartPage({ initial, lang, signedIn, empty, favourites, tab }: Props) {
  const { t } = useTranslation();
  const live = useStore($cartState);
  const liveCount = useStore($cartCount);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    startCart(initial);
    seedFavouriteCount(favourites.initial.TotalCount);
    setStarted(true);
  }, [initial, favourites.initial.TotalCount]);
  // Before hydration (and on the server) the page draws the state it was given: a store read then
  // may differ from the server's (React's hydration error #418). After it, the counts are the shell's
  // stores, which a move from the favourites tab changes too.
  const state = started && live ? live : initial;
  const count = started ? liveCount : initial.cart.TotalCount;
  return (
    <div className="cart-page">
      <header className="cart-head">
        <h1 className="display-2" tabIndex={-1} data-bag-heading>
          {t('cart:heading')}
        </h1>
        {count > 0 && <p className="cart-muted">{t('cart:count', { count })}</p>}
        {count > 0 && <ShareDialog />}
      </header>
      <Tabs
        id="cart"
        label={t('cart:tabs.label')}
        initial={tab}
        onSelect={(next) => onTab(next, signedIn)}
        tabs={[
          { id: 'bag', label: t('cart:tabs.bag', { count }), panel: <Bag state={state} lang={lang} signedIn={signedIn} empty={empty} /> },
          {
            id: 'favourites',
            label: <FavouritesLabel initialCount={favourites.initial.TotalCount} started={started} />,
            panel: <FavouritesTab lang={lang} signedIn={signedIn} seed={favourites} />,
          },
          { id: 'history', label: t('cart:tabs.history'), panel: <History /> },
        ]}
      />
    </div>
  );
}

export default withIslandI18n(CartPage);
