import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { now as clockNow } from '@lib/clock/clock.server';
import type { Lang } from '@lib/i18n/lang';
import { campaignState, isActive, nextWindowChange, splitEntryId } from './rules';

export type CampaignEntry = CollectionEntry<'campaigns'>;
export type LoyaltyEntry = CollectionEntry<'loyalty'>;
export type InfoEntry = CollectionEntry<'pages'>;

const inLang = (lang: Lang) => (entry: { id: string }) => splitEntryId(entry.id)?.lang === lang;

/** The slug of an entry: its file name without language folder. */
export function entrySlug(entry: { id: string }): string {
  return splitEntryId(entry.id)?.name ?? entry.id;
}

/** Campaigns running now in a language, the highest priority first, then the newest. */
export async function activeCampaigns(lang: Lang, now = clockNow()): Promise<CampaignEntry[]> {
  const all = await getCollection('campaigns', (entry) => inLang(lang)(entry) && isActive(entry.data, now));
  return all.sort((a, b) => b.data.priority - a.data.priority || b.data.startsAt.getTime() - a.data.startsAt.getTime());
}

/**
 * When the set of running campaigns next changes after now (one starts or ends), in epoch ms, or
 * Infinity when none will: pages that list running campaigns are kept until then at most.
 */
export async function nextCampaignChange(now = clockNow()): Promise<number> {
  return nextWindowChange(
    (await getCollection('campaigns')).map((entry) => entry.data),
    now,
  );
}

/**
 * A campaign's page by slug: a running one, or one that has ended (a bookmarked or shared link
 * then says so). One that has not started is not found, so nothing is told before its launch.
 */
export async function campaignPage(
  slug: string,
  lang: Lang,
  now = clockNow(),
): Promise<{ entry: CampaignEntry; state: 'running' | 'ended' } | undefined> {
  const entry = await getEntry('campaigns', `${lang}/${slug}`);
  const state = entry && campaignState(entry.data, now);
  return entry && state && state !== 'upcoming' ? { entry, state } : undefined;
}

/** The six segment pages of The One in a language, entry segment first. */
export async function loyaltySegments(lang: Lang): Promise<LoyaltyEntry[]> {
  const all = await getCollection('loyalty', inLang(lang));
  return all.sort((a, b) => a.data.threshold - b.data.threshold);
}

/**
 * The Markdown behind /content/<uri>: a loyalty segment page (loyalty-segment<name>) or an
 * information page by its friendly uri.
 */
export async function contentPage(uri: string, lang: Lang): Promise<LoyaltyEntry | InfoEntry | undefined> {
  const segment = /^loyalty-(segment[a-z]+)$/.exec(uri);
  if (segment) return getEntry('loyalty', `${lang}/${segment[1]}`);
  const pages = await getCollection('pages', (entry) => inLang(lang)(entry) && entry.data.uri === uri);
  return pages[0];
}

// Built content cannot change while the built server runs; under astro dev it must, for editors.
const readShared = (id: string) => getEntry('shared', id);
const sharedParts = new Map<string, ReturnType<typeof readShared>>();
function sharedEntry(id: string) {
  if (import.meta.env.DEV) return readShared(id);
  let entry = sharedParts.get(id);
  if (!entry) {
    entry = readShared(id);
    sharedParts.set(id, entry);
  }
  return entry;
}

/** The header or footer content the shell shows on every page (read once in the built server). */
export async function sharedPart<P extends 'header' | 'footer'>(part: P, lang: Lang) {
  const entry = await sharedEntry(`${lang}/${part}`);
  const data = entry?.data;
  return data?.part === part ? (data as Extract<NonNullable<typeof data>, { part: P }>) : undefined;
}

/** The home page's editorial content in a language (src/content/home/<lang>/home.md). */
export async function homeContent(lang: Lang) {
  return (await getEntry('home', `${lang}/home`))?.data;
}

/** Every content address in a language, for the sitemap. */
export async function contentPaths(lang: Lang, now = clockNow()): Promise<string[]> {
  const [loyalty, pages, campaigns] = await Promise.all([
    getCollection('loyalty', inLang(lang)),
    getCollection('pages', inLang(lang)),
    activeCampaigns(lang, now),
  ]);
  return [
    ...loyalty.map((e) => `/content/loyalty-${entrySlug(e)}`),
    ...pages.map((e) => `/content/${e.data.uri}`),
    '/campaigns',
    ...campaigns.map((e) => `/campaigns/${entrySlug(e)}`),
  ];
}
