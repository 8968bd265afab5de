import { DEFAULT_LANG, type Lang, matchRoute, requestKind, splitLangPrefix } from '@lib/platform';
import { catalogIndex } from '../products/index.server';
import { productDetail } from '../products/product.server';
import { productIdOf } from '../products/rules';
import { campaignPage, contentPage } from './entries.server';

// Whether the store has a page at a path, asked of the store in process the way its pages ask:
// the route table says which addresses are pages at all, and a page that names a thing (a
// product, a category, a campaign, a content page) looks that thing up as the page itself does.
// Nothing is sent over the network, so no link and no request header can point the check at
// another host, and a check renders no page.

/** Probes a path's parts; the path has passed isSitePath, so it stays on this origin. */
const PROBE = 'https://store.invalid';

/** The routes whose page answers not found when what its slug names is missing, with the page's own lookup. */
const LOOKUPS: Readonly<Record<string, (slug: string, lang: Lang) => Promise<unknown>>> = {
  '/content/:slug': contentPage,
  '/campaigns/:slug': (slug, lang) => campaignPage(slug, lang),
  '/categories/:slug': async (slug) => (await catalogIndex()).categoryBySlug.get(slug),
  '/product/:slug': async (slug, lang) => {
    const id = productIdOf(slug);
    return id === undefined ? undefined : productDetail(id, lang);
  },
};

/** A path segment as the page receives it (decoded); undefined when it does not decode. */
function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Whether a site path (one that passed isSitePath) leads to no page: a shopper following it would
 * be answered not found. Files and calls (images, feeds, the JSON API) are not pages: nothing is
 * claimed about them.
 */
export async function leadsNowhere(path: string): Promise<boolean> {
  const { pathname } = new URL(path, PROBE);
  if (requestKind(pathname) !== 'page') return false;
  // The navigation guard folds runs of slashes and ignores a trailing one.
  const { prefix, rest } = splitLangPrefix(pathname.replace(/\/{2,}/g, '/'));
  const clean = rest.length > 1 ? rest.replace(/\/+$/, '') : rest;
  const rule = matchRoute(clean, 'desktop') ?? matchRoute(clean, 'mobile');
  if (!rule) return true;
  const lookup = LOOKUPS[rule.path];
  if (!lookup) return false;
  const slug = decoded(clean.slice(clean.lastIndexOf('/') + 1));
  return slug === undefined || (await lookup(slug, prefix ?? DEFAULT_LANG)) === undefined;
}
