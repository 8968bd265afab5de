import { formatInIstanbul, type Lang } from '@lib/platform';

/** Collection entries live in <lang>/<name>.md; the id carries both. */
export function splitEntryId(id: string): { lang: Lang; name: string } | undefined {
  const match = /^(tr|en)\/([a-z0-9-]+)$/.exec(id);
  return match ? { lang: match[1] as Lang, name: match[2]! } : undefined;
}

/** A campaign runs from its start (inclusive) to its end (exclusive). */
export function isActive(window: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  return campaignState(window, now) === 'running';
}

export type CampaignState = 'upcoming' | 'running' | 'ended';

/** Where a campaign stands: not started yet, running, or over (from its end on). */
export function campaignState(window: { startsAt: Date; endsAt: Date }, now: Date): CampaignState {
  if (now < window.startsAt) return 'upcoming';
  return now < window.endsAt ? 'running' : 'ended';
}

/** The first start or end of any of the windows after now, in epoch ms; Infinity when there is none. */
export function nextWindowChange(windows: readonly { startsAt: Date; endsAt: Date }[], now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  for (const window of windows) {
    for (const moment of [window.startsAt.getTime(), window.endsAt.getTime()]) {
      if (moment > now.getTime() && moment < next) next = moment;
    }
  }
  return next;
}

/** The last moment a campaign runs, for "until …" and "ended on …" (its end itself is exclusive). */
export function lastDay(window: { endsAt: Date }): Date {
  return new Date(window.endsAt.getTime() - 1);
}

// Made once per language by platform/time: toLocaleDateString builds a formatter on every call,
// which the home page's campaign dates paid for on every render (--cpu-prof).

/** A date as shoppers read it in a language, in the store's time zone: "31 Ocak 2027", "31 January 2027". */
export function formatDate(date: Date, lang: Lang): string {
  return formatInIstanbul(date, lang, 'dayMonthYear');
}

/** Campaigns per page on /campaigns; campaign lists page by offset from 0 (docs/behaviour/constants.md#page-sizes). */
const CAMPAIGN_PAGE_SIZE = 6;

/** A valid offset from a URL: a multiple of the page size from 0, else 0. */
export function parseOffset(value: string | null, pageSize = CAMPAIGN_PAGE_SIZE): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n % pageSize === 0 && n < 10_000 ? n : 0;
}

/** One page of a list by offset, with the offsets of the neighbouring pages when they exist. */
export function pageByOffset<T>(items: readonly T[], offset: number, pageSize = CAMPAIGN_PAGE_SIZE) {
  return {
    items: items.slice(offset, offset + pageSize),
    previous: offset > 0 ? Math.max(0, offset - pageSize) : undefined,
    next: offset + pageSize < items.length ? offset + pageSize : undefined,
  };
}

/** The content path of a loyalty segment page, as the loyalty card details name it. */
export function segmentPath(segment: string): string {
  return `/content/loyalty-segment${segment}`;
}
