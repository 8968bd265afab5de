import { LANGUAGE_IDS, localizedPath, type Lang } from '@lib/platform/i18n/lang';
import { LANGUAGE_SWITCH_PARAM } from './guard';

/** Paths of the shell's links, in one place so pages and islands agree. */
export const PATHS = {
  home: '/',
  search: '/search',
  categories: '/categories',
  cart: '/cart',
  favourites: '/favorites',
  account: '/customer',
  login: '/customer/login',
  campaigns: '/campaigns',
  orderTracking: '/customer/ordertracking',
  easyReturnHelp: '/content/kolay-iade-nasil-yapilir-content',
  loyalty: '/customer/the-one',
} as const;

/** The other interface language. */
export function otherLang(lang: Lang): Lang {
  return lang === 'tr' ? 'en' : 'tr';
}

/** The language switch's link: the same page in the other language, which also sets the cookie. */
export function languageSwitchHref(path: string, search: URLSearchParams, to: Lang): string {
  const query = new URLSearchParams(search);
  query.set(LANGUAGE_SWITCH_PARAM, String(LANGUAGE_IDS[to]));
  return `${localizedPath(path, to)}?${query.toString()}`;
}
