// Picture addresses: built and parsed here only, so a page and the image endpoint always agree and
// nothing but a known shape, colour, view, motif, width and format ever reaches the encoder.
import { COLOURS, type Colour, SHAPES, type Shape } from '@lib/catalogue/products/vocab';
import type { PieceView } from './index';

/** Bumped whenever a drawing changes: addresses are cached for a year, so new art needs new names. */
export const ART_VERSION = 'a2';

/** The widths product pictures are encoded at (3:4). */
export const PRODUCT_WIDTHS = [240, 360, 480, 720, 960] as const;
/** The widths editorial banners are encoded at. */
export const EDITORIAL_WIDTHS = [480, 720, 960, 1440, 1920] as const;
// JPEG only for e-mails: mail clients show neither AVIF nor WebP.
const FORMATS = ['avif', 'webp', 'jpg'] as const;
export type Format = (typeof FORMATS)[number];
/** A product picture's width in e-mails: shown at 80 px, sharp on screens of up to three times the density. */
const MAIL_PRODUCT_WIDTH = 240;
/** An editorial banner's width in e-mails: the 600 px column at more than twice the density. */
const MAIL_EDITORIAL_WIDTH = 1440;
export const PIECE_VIEWS = ['front', 'back', 'detail', 'styled'] as const satisfies readonly PieceView[];

/** Banner proportions: hero 16:7, tile 4:5, band 3:1. */
export const RATIOS = { hero: [16, 7], tile: [4, 5], band: [3, 1] } as const;
export type Ratio = keyof typeof RATIOS;

/** A product picture to encode. */
export interface ProductImage {
  kind: 'product';
  shape: Shape;
  colour: Colour;
  view: PieceView;
  width: number;
  format: Format;
}

/** An editorial banner to encode. */
export interface EditorialImageRef {
  kind: 'editorial';
  motif: string;
  ratio: Ratio;
  width: number;
  format: Format;
}

const has = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

/** The address of a product picture. */
export function productImageUrl(shape: string, colour: string, view: string, width: number, format: Format): string {
  return `/images/products/${ART_VERSION}/${shape}-${colour}-${view}-${width}.${format}`;
}

/** The address of an editorial banner. */
export function editorialImageUrl(motif: string, ratio: Ratio, width: number, format: Format): string {
  return `/images/editorial/${ART_VERSION}/${motif}-${ratio}-${width}.${format}`;
}

/** A product's picture for an e-mail (an order line's `imagePath`): its front view as JPEG. */
export function productMailImagePath(shape: string, colour: string, view: PieceView = 'front'): string {
  return productImageUrl(shape, colour, view, MAIL_PRODUCT_WIDTH, 'jpg');
}

/** An editorial banner for an e-mail (a campaign's `imagePath`), as JPEG. */
export function editorialMailImagePath(motif: string, ratio: Ratio): string {
  return editorialImageUrl(motif, ratio, MAIL_EDITORIAL_WIDTH, 'jpg');
}

/** A product picture's file name read back, or undefined when any part is unknown. */
export function parseProductName(version: string, name: string): ProductImage | undefined {
  const m = /^([a-z]{2,16})-([a-z]{2,16})-([a-z]{2,16})-(\d{3,4})\.([a-z]{3,4})$/.exec(name);
  if (version !== ART_VERSION || !m) return undefined;
  const [, shape = '', colour = '', view = '', w = '', format = ''] = m;
  const width = Number(w);
  if (
    !has(SHAPES, shape) ||
    !(colour in COLOURS) ||
    !has(PIECE_VIEWS, view) ||
    !has(PRODUCT_WIDTHS.map(String), w) ||
    !has(FORMATS, format)
  )
    return undefined;
  return { kind: 'product', shape, colour: colour as Colour, view, width, format };
}

/** An editorial banner's file name read back, or undefined when any part is unknown. */
export function parseEditorialName(version: string, name: string): EditorialImageRef | undefined {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+){0,11})-(hero|tile|band)-(\d{3,4})\.([a-z]{3,4})$/.exec(name);
  if (version !== ART_VERSION || !m) return undefined;
  const [, motif = '', ratio = '', w = '', format = ''] = m;
  if (motif.length > 60 || !has(EDITORIAL_WIDTHS.map(String), w) || !has(FORMATS, format)) return undefined;
  return { kind: 'editorial', motif, ratio: ratio as Ratio, width: Number(w), format };
}

/** A `srcset` of every encoded width in one format. */
export function srcset(url: (width: number) => string, widths: readonly number[]): string {
  return widths.map((w) => `${url(w)} ${w}w`).join(', ');
}
