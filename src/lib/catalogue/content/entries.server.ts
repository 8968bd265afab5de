import { now as clockNow } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import type { Campaign, InfoPage, LoyaltySegment } from './schema';
import { previewedPage } from './preview-scope.server';
import { campaignState, isActive, splitEntryId } from './rules';

// The pages' questions to the live collections (src/live.config.ts): what is published now, in a
// language. A loader failure is a fault of the request (500), never an empty page.

/** A live entry of a collection: `<lang>/<slug>`, its parsed fields and its rendered Markdown. */
interface Entry<T> {
  id: string;
  data: T;
  rendered?: { html: string };
}
export type CampaignEntry = Entry<Campaign>;
export type LoyaltyEntry = Entry<LoyaltySegment>;
export type InfoEntry = Entry<InfoPage>;

type Collection = 'loyalty' | 'campaigns' | 'pages' | 'home' | 'header' | 'footer';

// Astro's content module is read when first asked, not when this module loads: it loads
// src/live.config.ts (which needs this area's loader), and a script run by plain tsx (npm run
// editor:add, db:seed) reaches this module through the catalogue's face without Astro at all.
let content: Promise<typeof import('astro:content')> | undefined;
const liveContent = () => (content ??= import('astro:content'));

async function all<C extends Collection>(collection: C, lang: Lang) {
  const { entries, error } = await (await liveContent()).getLiveCollection(collection, { lang });
  if (error) throw error;
  return entries ?? [];
}

async function one<C extends Collection>(collection: C, id: string) {
  const { entry, error } = await (await liveContent()).getLiveEntry(collection, id);
  if (error && error.name !== 'LiveEntryNotFoundError') throw error;
  return entry;
}

/** The slug of an entry: its id without the language. */
export function entrySlug(entry: { id: string }): string {
  return splitEntryId(entry.id)?.name ?? entry.id;
}

/** Campaigns running now in a language, the highest priority first, then the newest. */
export async function activeCampaigns(lang: Lang, now = clockNow()): Promise<CampaignEntry[]> {
  const running = (await all('campaigns', lang)).filter((entry) => isActive(entry.data, now));
  return running.sort((a, b) => b.data.priority - a.data.priority || b.data.startsAt.getTime() - a.data.startsAt.getTime());
}

/**
 * A campaign's page by slug: a running one, or one that has ended (a bookmarked or shared link
 * then says so). One that has not started is not found, so nothing is told before its launch;
 * an editor's preview shows it as running.
 */
export async function campaignPage(
  slug: string,
  lang: Lang,
  now = clockNow(),
): Promise<{ entry: CampaignEntry; state: 'running' | 'ended' } | undefined> {
  const entry = await one('campaigns', `${lang}/${slug}`);
  if (!entry) return undefined;
  const preview = previewedPage();
  const state = preview?.kind === 'campaign' && preview.slug === slug ? 'running' : campaignState(entry.data, now);
  return state === 'upcoming' ? undefined : { entry, state };
}

/** The six segment pages of The One in a language, entry segment first. */
export async function loyaltySegments(lang: Lang): Promise<LoyaltyEntry[]> {
  return (await all('loyalty', lang)).sort((a, b) => a.data.threshold - b.data.threshold);
}

/**
 * The Markdown behind /content/<uri>: a loyalty segment page (loyalty-segment<name>) or an
 * information page by its friendly uri.
 */
export async function contentPage(uri: string, lang: Lang): Promise<LoyaltyEntry | InfoEntry | undefined> {
  const segment = /^loyalty-(segment[a-z]+)$/.exec(uri);
  if (segment) return one('loyalty', `${lang}/${segment[1]}`);
  return (await all('pages', lang)).find((entry) => entry.data.uri === uri);
}

/** The header or footer content the shell shows on every page. */
export async function sharedPart<P extends 'header' | 'footer'>(part: P, lang: Lang) {
  const entry = await one(part, `${lang}/${part}`);
  return entry?.data as (P extends 'header' ? import('./schema').HeaderContent : import('./schema').FooterContent) | undefined;
}

/** The home page's editorial content in a language. */
export async function homeContent(lang: Lang) {
  return (await one('home', `${lang}/home`))?.data;
}

/** Every content address in a language, for the sitemap. */
export async function contentPaths(lang: Lang, now = clockNow()): Promise<string[]> {
  const [loyalty, pages, campaigns] = await Promise.all([all('loyalty', lang), all('pages', lang), activeCampaigns(lang, now)]);
  return [
    ...loyalty.map((e) => `/content/loyalty-${entrySlug(e)}`),
    ...pages.map((e) => `/content/${e.data.uri}`),
    '/campaigns',
    ...campaigns.map((e) => `/campaigns/${entrySlug(e)}`),
  ];
}
