import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { ImageView } from '@lib/catalogue/content/api';
import { db } from '@lib/platform/index.server';
import { DomainError, sniff } from '@lib/platform';
import { openPicture } from '@lib/catalogue/imagery/decode.server';
import { ENCODE } from '@lib/catalogue/imagery/encoder.server';
import { contentImageFiles, contentImages } from '../tables.server';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_MAX_PIXELS, type ImageFormat, imageWidths } from './rules';

// An editor's upload: recognised by its bytes, decoded by sharp, and re-encoded to AVIF, WebP and
// JPEG at each width it is kept at. Only what sharp wrote is stored (no EXIF, no location, no
// trailing bytes), in the database, so a backup holds the pictures with the pages that show them.

/** JPEG for browsers that take neither AVIF nor WebP: progressive, mozjpeg's tables. */
const JPEG = { quality: 82, mozjpeg: true } as const;
/** How many pages the editor's picker lists. */
const LIST_LIMIT = 200;

const tooLarge = () => new DomainError('CONTENT_IMAGE_TOO_LARGE', undefined, { max: IMAGE_MAX_MB });

/** One upload encodes at a time per process: nine encodes of a large photo would otherwise take both cores from shoppers. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

interface EncodedFile {
  width: number;
  format: ImageFormat;
  bytes: Uint8Array;
}

/** Every kept size and format of a picture, or CONTENT_IMAGE_INVALID when its pixels do not decode. */
async function encodeAll(bytes: Uint8Array): Promise<{ width: number; height: number; files: EncodedFile[] }> {
  const type = sniff(bytes);
  if (!type || type === 'application/pdf') throw new DomainError('CONTENT_IMAGE_INVALID');
  const opened = await openPicture(bytes, type, IMAGE_MAX_PIXELS);
  if (opened === 'invalid') throw new DomainError('CONTENT_IMAGE_INVALID');
  if (opened === 'tooManyPixels') throw tooLarge();
  const widths = imageWidths(opened.width);
  try {
    // Decoded once, at the largest kept width: every broken or truncated file fails here.
    const base = await opened.image
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const files: EncodedFile[] = [];
    for (const width of widths) {
      const sized = () => sharp(base.data, { raw: base.info }).resize({ width });
      files.push({ width, format: 'avif', bytes: await sized().avif(ENCODE.avif).toBuffer() });
      files.push({ width, format: 'webp', bytes: await sized().webp(ENCODE.webp).toBuffer() });
      // JPEG has no transparency: a PNG's clear parts become white, as the page behind them.
      files.push({ width, format: 'jpg', bytes: await sized().flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer() });
    }
    return { width: opened.width, height: opened.height, files };
  } catch {
    throw new DomainError('CONTENT_IMAGE_INVALID');
  }
}

/** Checks, encodes and stores an upload; what the picker shows of it. CONTENT_IMAGE_INVALID or CONTENT_IMAGE_TOO_LARGE, storing nothing. */
export async function saveImage(bytes: Uint8Array, name: string, staffId: number | null): Promise<ImageView> {
  if (bytes.length > IMAGE_MAX_BYTES) throw tooLarge();
  const encoded = await oneAtATime(() => encodeAll(bytes));
  const id = randomBytes(16).toString('hex');
  await (await db()).transaction(async (tx) => {
    await tx.insert(contentImages).values({ id, width: encoded.width, height: encoded.height, name, staffId });
    await tx.insert(contentImageFiles).values(encoded.files.map((file) => ({ imageId: id, ...file })));
  });
  return { id, name, width: encoded.width, height: encoded.height };
}

/** The uploads, newest first, for the editor's picker. */
export async function listImages(): Promise<ImageView[]> {
  return (await db())
    .select({ id: contentImages.id, name: contentImages.name, width: contentImages.width, height: contentImages.height })
    .from(contentImages)
    .orderBy(desc(contentImages.createdAt), desc(contentImages.id))
    .limit(LIST_LIMIT);
}

/** Files and sizes never change once stored, so a process keeps the ones read lately. */
const files = new LRUCache<string, Uint8Array>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (b) => b.length || 1 });
const sizes = new LRUCache<string, { width: number; height: number }>({ max: 1000 });

/** One encoded file's bytes, or undefined for an unknown image, width or format. */
export async function imageFile(id: string, width: number, format: ImageFormat): Promise<Uint8Array | undefined> {
  const key = `${id}/${width}.${format}`;
  const kept = files.get(key);
  if (kept) return kept;
  const [row] = await (await db())
    .select({ bytes: contentImageFiles.bytes })
    .from(contentImageFiles)
    .where(and(eq(contentImageFiles.imageId, id), eq(contentImageFiles.width, width), eq(contentImageFiles.format, format)));
  if (row) files.set(key, row.bytes);
  return row?.bytes;
}

/** An uploaded image's size as uploaded (upright), or undefined when there is none with this id. */
export async function imageSize(id: string): Promise<{ width: number; height: number } | undefined> {
  const kept = sizes.get(id);
  if (kept) return kept;
  const [row] = await (await db())
    .select({ width: contentImages.width, height: contentImages.height })
    .from(contentImages)
    .where(eq(contentImages.id, id));
  if (row) sizes.set(id, row);
  return row;
}
