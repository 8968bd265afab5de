import type { APIRoute } from 'astro';
import { DomainError } from '@lib/platform';
import { failure } from '@lib/platform/index.server';
import { ownPhoto } from '@lib/programmes/index.server';

// A photo of a Reborn application, for its owner only (docs/behaviour/reborn.md#photos); anyone
// else gets the catalogue's UPLOAD_NOT_FOUND, as for a made-up id, and no bytes. The photo is never
// kept by a cache, never read as another type than its own, and opened on its own it runs nothing
// (a sandbox with no sources).
export const GET: APIRoute = async (context) => {
  try {
    const photo = await ownPhoto(context.locals.session, context.params.id ?? '');
    return new Response(Buffer.from(photo.bytes), {
      headers: {
        'Content-Type': photo.contentType,
        'Content-Disposition': 'inline',
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      },
    });
  } catch (error) {
    if (error instanceof DomainError) return failure(context, error.code);
    throw error;
  }
};
