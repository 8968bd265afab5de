import type { ZodType } from 'zod';
import { campaignSchema, footerSchema, headerSchema, homeSchema, infoPageSchema, loyaltySegmentSchema, SEGMENTS } from './schema';

// The kinds of page editors own, what each is checked against, which of its fields are the same
// in both languages (the editor shows them once), and where a shopper sees it. Client-safe.

export const CONTENT_KINDS = ['loyalty', 'campaign', 'page', 'home', 'header', 'footer'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The schema each kind's fields must pass, the one the build enforced on the Markdown files. */
export const KIND_SCHEMAS: Record<ContentKind, ZodType> = {
  loyalty: loyaltySegmentSchema,
  campaign: campaignSchema,
  page: infoPageSchema,
  home: homeSchema,
  header: headerSchema,
  footer: footerSchema,
};

/** Fields that are one value for both languages (a date, a number, a path): shown once, saved to both. */
export const SHARED_FIELDS: Record<ContentKind, readonly string[]> = {
  loyalty: ['segment', 'pointsPer100', 'threshold'],
  campaign: ['campaignId', 'startsAt', 'endsAt', 'tone', 'href', 'priority', 'image'],
  page: ['uri'],
  home: [],
  header: ['part'],
  footer: ['part', 'social'],
};

/** The folder of each kind under src/content (header and footer share one). */
export const KIND_FOLDERS: Record<ContentKind, string> = {
  loyalty: 'loyalty',
  campaign: 'campaigns',
  page: 'pages',
  home: 'home',
  header: 'shared',
  footer: 'shared',
};

/** Kinds whose pages have a Markdown body besides their fields. */
export const HAS_BODY: Record<ContentKind, boolean> = {
  loyalty: true,
  campaign: true,
  page: true,
  home: false,
  header: false,
  footer: false,
};

/** Kinds an editor may add pages to; the others have a fixed set (six segments, one home, one header, one footer). */
export const OPEN_KINDS: readonly ContentKind[] = ['campaign', 'page'];

/** A page's slug: lower-case words joined by hyphens, as the Markdown file names are. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** The fixed slugs of the kinds editors cannot add to. */
export const FIXED_SLUGS: Partial<Record<ContentKind, readonly string[]>> = {
  loyalty: SEGMENTS.map((segment) => `segment${segment}`),
  home: ['home'],
  header: ['header'],
  footer: ['footer'],
};

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

/** The shop path (without language prefix) that shows a page of a kind, for preview and links. */
export function shopPathOf(kind: ContentKind, slug: string, data: Record<string, unknown>): string {
  switch (kind) {
    case 'loyalty':
      return `/content/loyalty-${slug}`;
    case 'campaign':
      return `/campaigns/${slug}`;
    case 'page':
      return `/content/${typeof data.uri === 'string' ? data.uri : slug}`;
    default:
      return '/';
  }
}

/** The page a route's parameters name, or undefined when they name none (the caller answers 404). */
export function pageKeyOf(params: { kind?: string; slug?: string }): { kind: ContentKind; slug: string } | undefined {
  const { kind, slug } = params;
  if (!kind || !isContentKind(kind) || !slug || slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) return undefined;
  return { kind, slug };
}
