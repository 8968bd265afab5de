import { isSitePath } from '@lib/platform';
import type { LinkWarning } from './api';
import type { ContentDocument } from './document';
import { leadsNowhere } from './own-pages.server';

// A link to a page that does not exist is saved (the page may be coming) but the editor is told.
// The store answers in process (own-pages.server.ts), never by fetching the link: a fetch would go
// wherever the link (`/\host/…`) or a forged Host header pointed, and its answer would tell the
// editor which addresses there answer.

const MAX_CHECKED = 30;
/** A Markdown link's target that is no full address: a path (`/…`), or a backslash a browser takes for one. */
const MARKDOWN_LINK = /\]\(\s*<?([/\\][^\s)>]*)/g;

/** Every site path a document links to, with where it is ("tr.data.hero.link.href", "en.body"). */
function linksOf(document: ContentDocument): LinkWarning[] {
  const found: LinkWarning[] = [];
  const walk = (value: unknown, path: string): void => {
    if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
    else if (typeof value === 'string' && /\.href$/.test(path) && value.startsWith('/')) found.push({ path, href: value });
  };
  for (const lang of ['tr', 'en'] as const) {
    walk(document[lang].data, `${lang}.data`);
    for (const match of document[lang].body.matchAll(MARKDOWN_LINK)) found.push({ path: `${lang}.body`, href: match[1]! });
  }
  return found;
}

async function missing(href: string): Promise<boolean> {
  // A body's link that is no plain path of the store (`/\host`, `//host`) leads to none of its pages.
  if (!isSitePath(href)) return true;
  try {
    return await leadsNowhere(href);
  } catch {
    // The store could not be asked: nothing is claimed about the link.
    return false;
  }
}

/** The document's links that lead to no page of the store. */
export async function linkWarnings(document: ContentDocument): Promise<LinkWarning[]> {
  const links = linksOf(document);
  const hrefs = [...new Set(links.map((link) => link.href))].slice(0, MAX_CHECKED);
  const gone = new Set<string>();
  await Promise.all(hrefs.map(async (href) => (await missing(href)) && gone.add(href)));
  return links.filter((link) => gone.has(link.href));
}
