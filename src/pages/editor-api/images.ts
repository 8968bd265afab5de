import { DomainError } from '@lib/platform';
import { endpoint, readCapped } from '@lib/platform/index.server';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_NAME_HEADER, imageLabel } from '@lib/catalogue';
import { listImages, saveImage, requireStaff } from '@lib/catalogue/index.server';

/** GET: the uploaded images, newest first, for the editor's picker (staff only). */
export const GET = endpoint({}, async (context) => {
  requireStaff(context.locals);
  return listImages();
});

/**
 * POST (the body is the file's bytes, its name in X-File-Name): checks and stores an image, an
 * ImageView. The staff member is known before a byte of the body is read.
 */
export const POST = endpoint({}, async (context) => {
  const staff = requireStaff(context.locals);
  const bytes = await readCapped(context.request, IMAGE_MAX_BYTES);
  if (!bytes) throw new DomainError('CONTENT_IMAGE_TOO_LARGE', undefined, { max: IMAGE_MAX_MB });
  return saveImage(bytes, imageLabel(context.request.headers.get(IMAGE_NAME_HEADER)), staff.id);
});
