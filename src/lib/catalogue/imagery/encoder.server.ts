// Encodes the drawings to AVIF/WebP (JPEG for e-mails) with sharp: a bounded cache by bytes, one
// encode per name at a time, a bounded queue where shoppers' requests go before background
// warming. A picture is the same for every process of a build, and an AVIF of a card costs some
// 150 ms of a core (a gallery's, a second): each is kept beside the built server once encoded, and
// the next process of the build (a restart, another worker) reads it (docs/decisions/0059).
import { COLOUR_CODES, SHAPES } from '@lib/catalogue/products/vocab';
import { builtFolders, keepFile, readKept } from '@lib/platform/index.server';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { editorialSvg } from './editorial';
import { productSvg } from './index';
import { type EditorialImageRef, type Format, type ProductImage, productImageUrl } from './names';

/** Encoder settings chosen by measurement (docs/decisions/0012-product-imagery.md). */
export const ENCODE = {
  avif: { quality: 52, effort: 2 },
  webp: { quality: 80, effort: 3 },
  jpg: { quality: 82, progressive: true, mozjpeg: true },
} as const;
/** JPEG has no transparency: anything see-through lands on the drawings' studio stone. */
const JPEG_BACKGROUND = '#efebe5';
/** At most this many encodes at once: sharp works on libuv's pool, which file and DNS work share. */
const PARALLEL = 2;
/** Requests waiting beyond this are refused (503) rather than queued without end. */
const MAX_WAITING = 64;

sharp.cache(false);
sharp.concurrency(1);

/** The image as its format's bytes. */
async function encode(svg: string, format: Format): Promise<Uint8Array> {
  const img = sharp(Buffer.from(svg), { limitInputPixels: 2000 * 2000 });
  const encoded =
    format === 'avif'
      ? img.avif(ENCODE.avif)
      : format === 'webp'
        ? img.webp(ENCODE.webp)
        : img.flatten({ background: JPEG_BACKGROUND }).jpeg(ENCODE.jpg);
  return new Uint8Array(await encoded.toBuffer());
}

/** The folder of the build the encoded pictures are kept in. */
const KEPT = 'pictures';

/** A picture's kept file name: its address as one name ("images_products_a2_coat-navy-front-240.avif"). */
const keptName = (key: string): string => key.replace(/^\/+/, '').replaceAll('/', '_');

/**
 * A picture store: its cache holds at most `maxBytes`, its queue at most `maxWaiting` requests;
 * with the folders where a build may be (`builtFolders()`), it keeps what it encodes there.
 */
export function imageStore(maxBytes: number, maxWaiting: number, folders: string[] = []) {
  const cache = new LRUCache<string, Uint8Array>({ maxSize: maxBytes, sizeCalculation: (b) => b.length || 1 });
  const inflight = new Map<string, Promise<Uint8Array>>();
  const waiting: { job: () => Promise<void>; urgent: boolean }[] = [];
  let running = 0;

  const pump = (): void => {
    while (running < PARALLEL && waiting.length > 0) {
      const next = waiting.findIndex((w) => w.urgent);
      const [item] = waiting.splice(next === -1 ? 0 : next, 1);
      running++;
      item?.job().finally(() => {
        running--;
        pump();
      });
    }
  };

  return {
    /** The bytes of a picture, from the cache or encoded now; undefined when too busy to take more. */
    picture(ref: ProductImage | EditorialImageRef, urgent = true): Promise<Uint8Array> | undefined {
      const key =
        ref.kind === 'product'
          ? productImageUrl(ref.shape, ref.colour, ref.view, ref.width, ref.format)
          : `${ref.motif}/${ref.ratio}/${ref.width}.${ref.format}`;
      const hit = cache.get(key);
      if (hit) return Promise.resolve(hit);
      const pending = inflight.get(key);
      if (pending) return pending;
      if (waiting.length >= maxWaiting) return undefined;
      const svg = () =>
        ref.kind === 'product' ? productSvg(ref.shape, ref.colour, ref.view, ref.width) : editorialSvg(ref.motif, ref.ratio, ref.width);
      const done = new Promise<Uint8Array>((resolve, reject) => {
        waiting.push({
          urgent,
          job: async () => {
            try {
              // Only product pictures are kept: a finite set of names. A banner's motif is any
              // short slug, so anyone could fill a disk with banners no page shows.
              const where = ref.kind === 'product' ? folders : [];
              const kept = await readKept(KEPT, keptName(key), where);
              const bytes = kept ?? (await encode(svg(), ref.format));
              if (!kept) void keepFile(KEPT, keptName(key), async () => bytes, where);
              cache.set(key, bytes);
              resolve(bytes);
            } catch (error) {
              reject(error);
            }
          },
        });
      }).finally(() => inflight.delete(key));
      inflight.set(key, done);
      pump();
      return done;
    },
    /** How many bytes and entries the cache holds. */
    stats: () => ({ bytes: cache.calculatedSize, entries: cache.size, max: maxBytes }),
  };
}

/** The server's picture store: 48 MB holds every front picture at two widths several times over. */
export const picture = imageStore(48 * 1024 * 1024, MAX_WAITING, builtFolders()).picture;

let warmed = false;
/** Once per process, in the background and behind every shopper's request: every front picture at the card size. */
export function warmFronts(): void {
  if (warmed) return;
  warmed = true;
  const jobs = SHAPES.flatMap((shape) => COLOUR_CODES.map((colour) => ({ shape, colour, width: 360 })));
  const step = (i: number) => {
    const j = jobs[i];
    if (!j) return;
    // One at a time, only when nothing urgent waits, so warming never delays a page.
    const run = picture({ kind: 'product', shape: j.shape, colour: j.colour, view: 'front', width: j.width, format: 'avif' }, false);
    if (!run) return void setTimeout(() => step(i), 1000).unref();
    run.then(
      () => setTimeout(() => step(i + 1), 20).unref(),
      () => undefined,
    );
  };
  setTimeout(() => step(0), 2000).unref();
}
