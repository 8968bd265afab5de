// The rules of the editor's uploaded images, shared by the server, the shoppers' pages and the
// editor's field: the caps, the widths each upload is encoded at, and the address of each file.

/** The largest file an editor may upload, in megabytes (the refusal names it). */
export const IMAGE_MAX_MB = 10;
/** The same cap in bytes: the server stops reading past it. */
export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
/** The most pixels an upload may have (a 40-megapixel camera's full frame). */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The widths an upload is encoded at, where the original is at least as wide. */
const IMAGE_WIDTHS = [640, 1280, 1920] as const;
/** The formats each width is encoded to, by their file extension: the picture's sources, best first. */
const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** An image's id: 16 random bytes as 32 hexadecimal digits (as the content schemas' imageId). */
export const IMAGE_ID_PATTERN = /^[a-f0-9]{32}$/;

/** The content type of each format's files. */
export const IMAGE_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** The header that carries the uploaded file's name (percent-encoded, as a file name may be Turkish). */
export const IMAGE_NAME_HEADER = 'X-File-Name';

/**
 * The widths an image of this width is kept at: each fixed width below it, then its own width up to
 * the largest fixed one. Never wider than the original: a small picture is not blown up.
 */
export function imageWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** The height of an image of width × height shown at `at` pixels wide, rounded as sharp rounds it. */
export const heightAt = (at: number, width: number, height: number): number => Math.max(1, Math.round((height * at) / width));

/**
 * The narrowest box (width / height) each place crops a picture to (CSS aspect-ratio with
 * object-fit: cover, src/styles/content): the hero is square on phones, a tile 4:5, a page's band 2:1 on phones.
 */
const IMAGE_BOXES = { hero: 1, tile: 4 / 5, band: 2 } as const;
export type ImageBox = keyof typeof IMAGE_BOXES;

/**
 * The sizes attribute for a picture cropped to cover a box: a picture wider than its box is drawn
 * wider than the box by the ratio of the two, so each size asks for that much more (else the
 * browser picks a file the crop blows up). Each entry's length is a plain length (30vw, 1360px).
 */
export function coverSizes(sizes: string, width: number, height: number, box: ImageBox): string {
  const factor = Math.round(Math.max(1, width / height / IMAGE_BOXES[box]) * 100) / 100;
  if (factor === 1) return sizes;
  return sizes
    .split(/,(?![^(]*\))/)
    .map((entry) => {
      const trimmed = entry.trim();
      const cut = trimmed.lastIndexOf(') ');
      const media = cut === -1 ? '' : `${trimmed.slice(0, cut + 1)} `;
      return `${media}calc(${trimmed.slice(cut === -1 ? 0 : cut + 2)} * ${factor})`;
    })
    .join(', ');
}

/** The address of one encoded file of an uploaded image. */
export const contentImageUrl = (id: string, width: number, format: ImageFormat): string => `/images/content/${id}/${width}.${format}`;

/** A file's address parts read back (`640.avif`), or undefined for any other name. */
export function parseImageFile(id: string, file: string): { id: string; width: number; format: ImageFormat } | undefined {
  const match = /^([1-9]\d{0,4})\.(avif|webp|jpg)$/.exec(file);
  if (!match || !IMAGE_ID_PATTERN.test(id)) return undefined;
  return { id, width: Number(match[1]), format: match[2] as ImageFormat };
}

/**
 * The name the editor's picker shows for an upload: the file's own name without folders, control or
 * invisible format characters (a right-to-left override turns "gpj.exe" into what reads as a
 * picture), cut to 120 characters, never inside one.
 */
export function imageLabel(raw: string | null): string {
  let name = raw ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded: taken as sent.
  }
  const plain = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '').trim();
  const label = Array.from(plain).slice(0, 120).join('').trim();
  return label || 'image';
}
