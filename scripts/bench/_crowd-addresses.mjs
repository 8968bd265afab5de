// The landing pages a campaign-day crowd asks for (45-campaign-day.mjs): home, listings with their
// filters, sorts and pages, searches, products, campaigns, content and loyalty pages, in the spread
// a crowd coming from search and a campaign e-mail gives. Popular addresses come again and again (a
// Zipf-like spread over the catalogue's own order), the long tail of filters and searches rarely.
// Every address is in its one canonical form (the store redirects any other), built by the store's
// own listingHref, from the demo catalogue as the seed writes it; editorial pages are those of
// src/content that answer 200 (a campaign not running does not).
import { readdirSync, readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { demoCatalogue } from './_catalog.mjs';

/** Shares of the landing pages, in percent of landing requests. */
const SPREAD = { home: 14, listing: 30, search: 12, product: 30, campaign: 7, content: 3, loyalty: 4 };

/** A chooser from `weights` ({ name: weight }): a function of a random number in [0, 1). */
export function weighted(weights) {
  const entries = Object.entries(weights);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return (r) => {
    let left = r * total;
    for (const [name, w] of entries) {
      left -= w;
      if (left < 0) return name;
    }
    return entries.at(-1)[0];
  };
}

/** A chooser over `items`, the first most popular: item i comes about 1/(i+1) as often as the first. */
export function popular(items) {
  const cumulative = [];
  let total = 0;
  for (let i = 0; i < items.length; i += 1) {
    total += 1 / (i + 1);
    cumulative.push(total);
  }
  return (r) => {
    const target = r * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < target) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

const slugsIn = (folder, lang) =>
  readdirSync(new URL(`../../src/content/${folder}/${lang}/`, import.meta.url)).map((file) => ({ file, slug: file.replace(/\.md$/, '') }));

/** The editorial pages of a language that answer 200 on the running server. */
async function editorial(url, lang, localized) {
  const uriOf = (folder, file) =>
    /^uri:\s*"?([^"\n]+)"?/m.exec(readFileSync(new URL(`../../src/content/${folder}/${lang}/${file}`, import.meta.url), 'utf8'))?.[1];
  const candidates = {
    campaign: slugsIn('campaigns', lang).map(({ slug }) => `/campaigns/${slug}`),
    content: slugsIn('pages', lang).map(({ file, slug }) => `/content/${uriOf('pages', file) ?? slug}`),
    loyalty: slugsIn('loyalty', lang).map(({ slug }) => `/content/loyalty-${slug}`),
  };
  const answering = {};
  for (const [kind, paths] of Object.entries(candidates)) {
    answering[kind] = [];
    for (const path of paths) {
      const answer = await fetch(url + localized(path, lang), { redirect: 'manual' });
      await answer.arrayBuffer();
      if (answer.status === 200) answering[kind].push(path);
    }
    if (answering[kind].length === 0) throw new Error(`no ${kind} page answers in ${lang}`);
  }
  return answering;
}

/**
 * The crowd's landing addresses on a running server: `pick(random, lang)` answers { kind, path },
 * the path with its language prefix; `random` gives numbers in [0, 1). `localized(path, lang)`
 * puts the prefix on any other path.
 */
export async function landingAddresses(url) {
  const { products, categories, brands } = await demoCatalogue();
  const { listingHref } = await tsImport('../../src/lib/catalogue/products/listing-url.ts', import.meta.url);
  const { parseListingQuery, PAGE_SIZE, SORTS } = await tsImport('../../src/lib/catalogue/products/schema.ts', import.meta.url);
  const { localizedPath } = await tsImport('../../src/lib/platform/i18n/lang.ts', import.meta.url);
  const plain = parseListingQuery(new URLSearchParams());
  const listed = products.filter((p) => p.mainProductId == null).sort((a, b) => a.rank - b.rank);
  const brandSlug = new Map(brands.map((b) => [b.id, b.slug]));
  const brandName = new Map(brands.map((b) => [b.id, b.name.toLocaleLowerCase('tr-TR')]));
  // Each listing with what its products offer to filter by, departments first (the most visited).
  const listings = categories.map((c) => {
    const own = listed.filter((p) => (c.parentId == null ? p.departmentId : p.categoryId) === c.id);
    const values = (of) => [...new Set(own.flatMap(of))];
    return {
      path: `/categories/${c.slug}`,
      pages: Math.max(1, Math.ceil(own.length / PAGE_SIZE)),
      colour: values((p) => p.colours),
      size: values((p) => p.sizes),
      brand: values((p) => [brandSlug.get(p.brandId)]),
    };
  });
  // Search words by how many products they find: the commonest are the crowd's usual searches.
  const counts = new Map();
  for (const p of listed)
    for (const word of [...p.nameTr.toLocaleLowerCase('tr-TR').split(/\s+/), brandName.get(p.brandId)])
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
  const listing = popular(listings);
  const product = popular(listed);
  const word = popular(words);
  const pages = { tr: await editorial(url, 'tr', localizedPath), en: await editorial(url, 'en', localizedPath) };
  const choose = (list, r) => list[Math.floor(r * list.length)];
  const kind = weighted(SPREAD);

  /** A listing's address: most often as linked, else sorted or paged, else narrowed by one or two filters. */
  const listingPath = (random) => {
    const l = listing(random());
    const roll = random();
    if (roll < 0.45) return listingHref(l.path, plain);
    if (roll < 0.65) return listingHref(l.path, plain, { sort: choose(SORTS, random()), page: 1 + Math.floor(random() * l.pages) });
    const filter = choose(['colour', 'size', 'brand'], random());
    const change = { [filter]: [choose(l[filter], random())] };
    if (random() < 0.3) change.colour = [...new Set([...(change.colour ?? []), choose(l.colour, random())])];
    if (random() < 0.3) change.sort = choose(SORTS, random());
    return listingHref(l.path, plain, change);
  };
  const searchPath = (random) => {
    const q = random() < 0.8 ? word(random()) : `${word(random())} ${word(random())}`;
    return listingHref('/search', plain, { q, ...(random() < 0.2 ? { sort: choose(SORTS, random()) } : {}) });
  };
  const paths = {
    home: () => '/',
    listing: listingPath,
    search: searchPath,
    product: (random) => `/product/${product(random()).slug}`,
    campaign: (random, lang) => choose(pages[lang].campaign, random()),
    content: (random, lang) => choose(pages[lang].content, random()),
    loyalty: (random, lang) => choose(pages[lang].loyalty, random()),
  };
  return {
    /** A path in a language, with its prefix (the store's localizedPath). */
    localized: localizedPath,
    pick(random, lang) {
      const k = kind(random());
      return { kind: k, path: localizedPath(paths[k](random, lang), lang) };
    },
  };
}
