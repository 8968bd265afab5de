import type { APIRoute } from 'astro';
import { IMAGE_TYPES, parseImageFile } from '@lib/catalogue';
import { imageFile, notFound, pictureResponse } from '@lib/catalogue/index.server';

/** One size of an editor's uploaded image, as AVIF, WebP or JPEG; 404 for an unknown id, width or format. */
export const GET: APIRoute = async ({ params }) => {
  const ref = parseImageFile(params.id ?? '', params.file ?? '');
  const bytes = ref && (await imageFile(ref.id, ref.width, ref.format));
  // An id is never reused and its files never change.
  return ref && bytes ? pictureResponse(bytes, IMAGE_TYPES[ref.format]) : notFound();
};
