import { and, eq, gte, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { returnUploads } from '@lib/orders/index.server';
import { DomainError } from '@lib/platform';
import { db, now, type Session } from '@lib/platform/index.server';
import { photoIdSchema } from './schema';
import { rebornDemands } from './tables.server';

// A Reborn photo served back to its owner (docs/behaviour/reborn.md#photos), so a draft opened in
// another visit shows its photos: the stored upload is found by its id in the database, never by a
// file path, and only the owner's answers. Anyone else's, a made-up id and one that is no id at all
// answer UPLOAD_NOT_FOUND alike, so nobody learns whether a photo exists.

/** The types an upload check leaves a photo in (it re-encodes every photo as one of these). */
const SERVED_TYPES = ['image/jpeg', 'image/png'];

/** A photo's bytes and their type. */
export interface PhotoFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * A complete Reborn photo for the signed-in member it belongs to: one their application holds (in
 * any visit), or one uploaded in this very session that no application holds yet, while it is kept
 * (an upload is tied to its session until an application claims it).
 */
export async function ownPhoto(session: Session | undefined, id: string): Promise<PhotoFile> {
  const uploadId = photoIdSchema.safeParse(id);
  if (!uploadId.success || session?.customerId == null) throw new DomainError('UPLOAD_NOT_FOUND');
  const { customerId, idHash } = session;
  const [row] = await (await db())
    .select({ bytes: returnUploads.data, contentType: returnUploads.contentType })
    .from(returnUploads)
    .leftJoin(rebornDemands, eq(rebornDemands.id, returnUploads.requestId))
    .where(
      and(
        eq(returnUploads.id, uploadId.data),
        eq(returnUploads.kind, 'reborn'),
        inArray(returnUploads.contentType, SERVED_TYPES),
        or(
          and(isNotNull(returnUploads.requestId), eq(rebornDemands.customerId, customerId)),
          and(isNull(returnUploads.requestId), eq(returnUploads.sessionIdHash, idHash), gte(returnUploads.expiresAt, now())),
        ),
      ),
    );
  if (!row?.contentType) throw new DomainError('UPLOAD_NOT_FOUND');
  return { bytes: row.bytes, contentType: row.contentType };
}
