import { env } from '@lib/platform/index.server';
import type { PhotoRules } from './uploads';

/** A return's photo rules as the settings give them (defaults: 4 photos, 8 MB, JPEG and PNG). */
export function returnPhotoRules(): PhotoRules {
  const settings = env();
  return { max: settings.RETURN_PHOTOS_MAX, maxBytes: settings.RETURN_PHOTO_MAX_MB * 1024 * 1024, types: settings.RETURN_PHOTO_TYPES };
}
