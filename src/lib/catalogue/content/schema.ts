import { z } from 'zod';
import { ISTANBUL_OFFSET_MS, sitePath } from '@lib/platform';

// Frontmatter of the Markdown files editors own (docs/editors.md explains every field). A file
// that breaks these rules fails the build, and the message names the file and the field.

const text = (max: number) => z.string().trim().min(1).max(max);
// A link field is a path on this site (the language prefix is added for you), by the platform's
// one rule for a site path: nothing an editor types there can lead a shopper to another host.
const link = z.object({ label: text(60), href: sitePath });

const page = { title: text(70), description: text(170) };

/** The social networks the footer has a mark for. */
const SOCIAL_NETWORKS = ['instagram', 'facebook', 'x', 'youtube', 'pinterest'] as const;

export const SEGMENTS = ['siz', 'white', 'beige', 'gold', 'platinum', 'vip'] as const;

export const loyaltySegmentSchema = z.object({
  ...page,
  segment: z.enum(SEGMENTS),
  /** Points earned per 100 TL spent. */
  pointsPer100: z.number().int().min(0).max(100),
  /** Yearly spend that reaches the segment, in whole lira. */
  threshold: z.number().int().min(0),
  perks: z.array(text(120)).min(1).max(10),
});

// A date alone (`2027-01-31`) means that whole day in Istanbul: a campaign starts at its first
// day's midnight and runs through its last day. YAML reads a bare date as midnight UTC, which is
// how it is told from a date with a time (taken as written). Turkey keeps UTC+3 all year.
const DAY_MS = 24 * 60 * 60 * 1000;
const isBareDate = (d: Date) => d.getTime() % DAY_MS === 0;
const startOfDay = z.coerce.date().transform((d) => (isBareDate(d) ? new Date(d.getTime() - ISTANBUL_OFFSET_MS) : d));
const endOfDay = z.coerce.date().transform((d) => (isBareDate(d) ? new Date(d.getTime() + DAY_MS - ISTANBUL_OFFSET_MS) : d));

/** An image an editor uploaded (src/lib/catalogue/content/images): its id, 32 hexadecimal digits. */
export const imageId = z.string().regex(/^[a-f0-9]{32}$/, 'an uploaded image');

const BANNER_TONES = ['ink', 'gold', 'rose', 'sage', 'sand'] as const;

export const campaignSchema = z
  .object({
    ...page,
    /** The internal campaign number that ties cart discounts to the campaign; never shown to shoppers. */
    campaignId: z.number().int().positive(),
    /** The first day (or instant) the campaign runs. */
    startsAt: startOfDay,
    /** The last day it runs (through its end), or the instant it stops. */
    endsAt: endOfDay,
    banner: text(80),
    tone: z.enum(BANNER_TONES).default('ink'),
    /** Where the banner leads (a category, a search …). */
    href: sitePath,
    /** Shown first on the home page when several are active. */
    priority: z.number().int().min(0).max(100).default(50),
    /** An uploaded banner picture; without one the banner is its tone's colour. */
    image: imageId.optional(),
  })
  .refine((c) => c.endsAt > c.startsAt, { message: 'must be after startsAt', path: ['endsAt'] });

export const infoPageSchema = z.object({
  ...page,
  /** The friendly uri: the page answers at /content/<uri>. */
  uri: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
});

/** The header's announcement line and links. */
export const headerSchema = z.object({ part: z.literal('header'), announcement: text(120), links: z.array(link).max(8) });

/** The footer's link columns, note and social accounts. */
export const footerSchema = z.object({
  part: z.literal('footer'),
  columns: z
    .array(z.object({ title: text(40), links: z.array(link).min(1).max(10) }))
    .min(1)
    .max(4),
  note: text(200),
  /** The store's social accounts, shown as icons in the footer (an https address each). */
  social: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), href: z.url({ protocol: /^https$/ }) }))
    .max(SOCIAL_NETWORKS.length)
    .default([]),
});

/** A generated editorial picture's motif: a campaign or block slug (the same motif, the same picture). */
const motif = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

/** The home page, one file per language: hero, editorial blocks, rows' titles, brands, loyalty teaser. */
export const homeSchema = z.object({
  /** The hero's picture is drawn from its motif unless an editor uploaded one (image). */
  hero: z.object({ motif, image: imageId.optional(), eyebrow: text(40), headline: text(70), text: text(200), alt: text(160), link }),
  /** Editorial blocks, shown in this order, the pictures alternating sides. */
  blocks: z
    .array(
      z.object({
        motif,
        /** Uploaded pictures in place of the two drawn from the motif, described by alts. */
        images: z.tuple([imageId, imageId]).optional(),
        eyebrow: text(40),
        title: text(70),
        text: text(400),
        alts: z.tuple([text(160), text(160)]),
        link,
      }),
    )
    .min(1)
    .max(4),
  newIn: z.object({ title: text(60), link }),
  campaigns: z.object({ title: text(60) }),
  brands: z.object({ title: text(60), names: z.array(text(40)).min(3).max(12) }),
  loyalty: z.object({ eyebrow: text(40), title: text(80), text: text(300), link }),
});

export type Campaign = z.infer<typeof campaignSchema>;
export type LoyaltySegment = z.infer<typeof loyaltySegmentSchema>;
export type InfoPage = z.infer<typeof infoPageSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type HeaderContent = z.infer<typeof headerSchema>;
export type FooterContent = z.infer<typeof footerSchema>;
