import { z } from 'zod';

// Frontmatter of the Markdown files editors own (docs/editors.md explains every field). A file
// that breaks these rules fails the build, and the message names the file and the field.

const text = (max: number) => z.string().trim().min(1).max(max);
/** A link inside the site: a path starting with one slash (the language prefix is added for you). */
const sitePath = z.string().regex(/^\/(?!\/)[^\s]*$/, 'must be a path on this site, starting with /');
const link = z.object({ label: text(60), href: sitePath });

const page = { title: text(70), description: text(170) };

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

export const BANNER_TONES = ['ink', 'gold', 'rose', 'sage', 'sand'] as const;

export const campaignSchema = z
  .object({
    ...page,
    /** The campaign id the cart shows beside a discounted line. */
    campaignId: z.number().int().positive(),
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    banner: text(80),
    tone: z.enum(BANNER_TONES).default('ink'),
    /** Where the banner leads (a category, a search …). */
    href: sitePath,
    /** Shown first on the home page when several are active. */
    priority: z.number().int().min(0).max(100).default(50),
  })
  .refine((c) => c.endsAt > c.startsAt, { message: 'must be after startsAt', path: ['endsAt'] });

export const infoPageSchema = z.object({
  ...page,
  /** The friendly uri: the page answers at /content/<uri>. */
  uri: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
});

export const sharedSchema = z.discriminatedUnion('part', [
  z.object({ part: z.literal('header'), announcement: text(120), links: z.array(link).max(8) }),
  z.object({
    part: z.literal('footer'),
    columns: z
      .array(z.object({ title: text(40), links: z.array(link).min(1).max(10) }))
      .min(1)
      .max(4),
    note: text(200),
  }),
]);

export type LoyaltySegment = z.infer<typeof loyaltySegmentSchema>;
export type Campaign = z.infer<typeof campaignSchema>;
export type InfoPage = z.infer<typeof infoPageSchema>;
export type SharedPart = z.infer<typeof sharedSchema>;
