// The image endpoints' one answer: the encoded bytes with a year of caching, or a plain 404/503.
import { picture, warmFronts } from './encoder.server';
import type { EditorialImageRef, ProductImage } from './names';

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

/** The plain 404 of a picture address that names nothing. */
export const notFound = (): Response => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

/** The response for a parsed picture name (undefined = not one of ours). */
export async function imageResponse(ref: ProductImage | EditorialImageRef | undefined): Promise<Response> {
  if (!ref) return notFound();
  warmFronts();
  const bytes = picture(ref);
  if (!bytes) return new Response('Busy', { status: 503, headers: { 'Retry-After': '2', 'Content-Type': 'text/plain' } });
  // A name never changes its content (the art version is in the path), so browsers keep it a year.
  return pictureResponse(await bytes, TYPES[ref.format]);
}

/** A picture whose address never changes its content: browsers and proxies keep it a year. */
export function pictureResponse(bytes: Uint8Array, type: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
