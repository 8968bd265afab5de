import type { LinkWarning } from './api';
import type { ContentDocument } from './document';

// A link to a page that does not exist is saved (the page may be coming) but the editor is told.
// The store itself is asked, exactly as a shopper's click would be: whatever answers 404 is missing.

const MAX_CHECKED = 30;
const TIMEOUT_MS = 5000;
const MARKDOWN_LINK = /\]\((\/(?!\/)[^\s)]*)/g;

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

async function missing(origin: string, href: string): Promise<boolean> {
  try {
    const response = await fetch(new URL(href, origin), { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.body?.cancel();
    return response.status === 404;
  } catch {
    // The store could not be asked: nothing is claimed about the link.
    return false;
  }
}

/** The document's links that lead to a page the store answers "not found" for. */
export async function linkWarnings(document: ContentDocument, origin: string): Promise<LinkWarning[]> {
  const links = linksOf(document);
  const hrefs = [...new Set(links.map((link) => link.href))].slice(0, MAX_CHECKED);
  const gone = new Set<string>();
  await Promise.all(hrefs.map(async (href) => (await missing(origin, href)) && gone.add(href)));
  return links.filter((link) => gone.has(link.href));
}
