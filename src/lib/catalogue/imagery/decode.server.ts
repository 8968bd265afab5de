import sharp, { type Sharp } from 'sharp';
import type { SniffedType } from '@lib/platform';

// Opens an uploaded picture for re-encoding (a return's photo, an editor's banner): what is stored
// is only what sharp encodes anew from the pixels, so no metadata or trailing bytes ride along.

/** Decoding stops at this many pixels: a small file cannot ask for a huge canvas. */
const MAX_PIXELS = 40_000_000;

/** sharp's name of each picture type the bytes may claim (AVIF is an HEIF file with AV1 inside). */
const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'heif' } as const;

/** A picture ready to encode: upright, its size as a viewer sees it. */
export interface OpenedPicture {
  image: Sharp;
  width: number;
  height: number;
}

/**
 * The bytes as a picture of their sniffed type, or why not: 'invalid' (another format inside, no
 * size, a header sharp cannot read) or 'tooManyPixels'. Its pixels are decoded by the caller's
 * encode, which fails on a broken or truncated file (failOn: 'error').
 */
export async function openPicture(
  bytes: Uint8Array,
  type: Exclude<SniffedType, 'application/pdf'>,
  maxPixels = MAX_PIXELS,
): Promise<OpenedPicture | 'invalid' | 'tooManyPixels'> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== FORMATS[type] || (type === 'image/avif' && meta.compression !== 'av1')) return 'invalid';
    const { width, height } = meta.autoOrient;
    if (!width || !height) return 'invalid';
    if (width * height > maxPixels) return 'tooManyPixels';
    return { image: sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).rotate(), width, height };
  } catch {
    return 'invalid';
  }
}
