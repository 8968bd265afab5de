import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import { now, type Db, db, type Session } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { authorisedOrder } from '@lib/orders/records/access.server';
import { checkedFile } from './uploads-check.server';
import { returnPhotoRules } from './photo-rules.server';
import { CHUNK_BYTES, isSafeFileName, maxBytes, type UploadKind, type UploadView, UPLOAD_HOURS } from './uploads';
import { returnUploads } from './tables.server';

// Chunked, resumable uploads: start declares the name and size, each chunk says where it goes and
// is appended only there (a conditional UPDATE, so a repeated or out-of-order chunk changes
// nothing), status tells a client that lost its connection where to carry on. The last chunk
// triggers the check; a file that fails it is deleted.

type Row = typeof returnUploads.$inferSelect;

const view = (row: Pick<Row, 'id' | 'received' | 'size' | 'contentType'>): UploadView => ({
  UploadId: row.id,
  Received: row.received,
  Size: row.size,
  ChunkSize: CHUNK_BYTES,
  IsComplete: row.contentType != null,
});

/** Deletes uploads past their expiry that no return used. */
async function sweep(run: Db): Promise<void> {
  await run.delete(returnUploads).where(and(isNull(returnUploads.requestId), lt(returnUploads.expiresAt, now())));
}

/** Who an upload is for: an order the session may see (a return's), or the signed-in member (a Reborn photo). */
async function checkOwner(session: Session | undefined, kind: string, orderId: number | null | undefined): Promise<number | null> {
  if (kind === 'reborn') {
    if (session?.customerId == null) throw new DomainError('SESSION_TIMEOUT');
    return null;
  }
  if (orderId == null) throw new DomainError('ORDER_NOT_FOUND');
  await authorisedOrder(orderId, session);
  return orderId;
}

/** Starts an upload: for an order the session may see, or a signed-in member's Reborn photo. */
export async function startUpload(
  session: Session,
  input: { OrderId?: number | undefined; Kind: UploadKind; FileName: string; Size: number },
): Promise<UploadView> {
  const orderId = await checkOwner(session, input.Kind, input.OrderId);
  if (!isSafeFileName(input.FileName)) throw new DomainError('UPLOAD_NAME_INVALID');
  const cap = input.Kind === 'photo' ? returnPhotoRules().maxBytes : maxBytes(input.Kind);
  if (input.Size > cap) throw new DomainError('UPLOAD_TOO_LARGE');
  const database = await db();
  await sweep(database);
  const row = {
    id: randomUUID(),
    orderId,
    sessionIdHash: session.idHash,
    kind: input.Kind,
    fileName: input.FileName,
    size: input.Size,
    data: new Uint8Array(0),
    expiresAt: new Date(now().getTime() + UPLOAD_HOURS * 3_600_000),
  };
  await database.insert(returnUploads).values(row);
  return view({ ...row, received: 0, contentType: null });
}

// Everything but the bytes: a chunk's checks need the row, and reading the growing file back on
// every chunk would make an upload quadratic in its size.
const { data: _bytes, ...META } = getTableColumns(returnUploads);

/** The session's own upload (without its bytes), unexpired; anyone else's answers exactly like a missing one. */
async function ownUpload(session: Session | undefined, id: string): Promise<Omit<Row, 'data'>> {
  const [row] = await (await db()).select(META).from(returnUploads).where(eq(returnUploads.id, id));
  if (!row || row.sessionIdHash !== session?.idHash || (row.requestId == null && row.expiresAt < now())) {
    throw new DomainError('UPLOAD_NOT_FOUND');
  }
  await checkOwner(session, row.kind, row.orderId);
  return row;
}

/** How far an upload is (a client resumes from Received). */
export async function uploadStatus(session: Session | undefined, id: string): Promise<UploadView> {
  return view(await ownUpload(session, id));
}

/**
 * Appends a chunk at `offset`. A chunk that would pass the declared size (and so the cap) is refused
 * before it is stored; one at another offset than what the server has answers UPLOAD_OFFSET_MISMATCH
 * with the server's count, so the client carries on from there.
 */
export async function addChunk(session: Session | undefined, id: string, offset: number, chunk: Uint8Array): Promise<UploadView> {
  const row = await ownUpload(session, id);
  if (row.contentType != null) return view(row);
  if (chunk.length === 0 || chunk.length > CHUNK_BYTES) throw new DomainError('UPLOAD_OFFSET_MISMATCH', view(row));
  if (offset + chunk.length > row.size) throw new DomainError('UPLOAD_TOO_LARGE');
  const database = await db();
  const [moved] = await database
    .update(returnUploads)
    .set({ data: sql`${returnUploads.data} || ${Buffer.from(chunk)}::bytea`, received: offset + chunk.length })
    .where(and(eq(returnUploads.id, id), eq(returnUploads.received, offset), isNull(returnUploads.contentType)))
    .returning({ received: returnUploads.received });
  if (!moved) throw new DomainError('UPLOAD_OFFSET_MISMATCH', view(await ownUpload(session, id)));
  if (moved.received < row.size) return view({ ...row, received: moved.received });
  const [full] = await database.select({ data: returnUploads.data }).from(returnUploads).where(eq(returnUploads.id, id));
  try {
    const checked = await checkedFile(row.kind as UploadKind, new Uint8Array(full?.data ?? []));
    await database.update(returnUploads).set(checked).where(eq(returnUploads.id, id));
    return view({ ...row, received: row.size, contentType: checked.contentType });
  } catch (error) {
    await database.delete(returnUploads).where(eq(returnUploads.id, id));
    throw error;
  }
}

/** The complete uploads of this session for an order among `ids`, not yet used by another return. */
export async function usableUploads(run: Db, session: Session | undefined, orderId: number, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await run
    .select()
    .from(returnUploads)
    .where(
      and(inArray(returnUploads.id, [...ids]), eq(returnUploads.orderId, orderId), eq(returnUploads.sessionIdHash, session?.idHash ?? '')),
    );
  return rows.filter((r) => r.contentType != null && r.requestId == null && r.expiresAt >= now());
}

/** A signed-in member's complete Reborn photos among `ids`, not yet used by an application. */
export async function usableRebornPhotos(run: Db, session: Session | undefined, ids: readonly string[]): Promise<Row[]> {
  if (ids.length === 0) return [];
  const rows = await run
    .select()
    .from(returnUploads)
    .where(
      and(inArray(returnUploads.id, [...ids]), eq(returnUploads.kind, 'reborn'), eq(returnUploads.sessionIdHash, session?.idHash ?? '')),
    );
  return rows.filter((r) => r.contentType != null && r.requestId == null && r.expiresAt >= now());
}

/**
 * Marks uploads still unclaimed as used by a return or an application (kept with it, never swept);
 * how many it claimed. An upload another request claimed first (a parallel call) is not taken.
 */
export async function claimUploads(run: Db, ids: readonly string[], requestId: number): Promise<number> {
  if (ids.length === 0) return 0;
  const claimed = await run
    .update(returnUploads)
    .set({ requestId })
    .where(and(inArray(returnUploads.id, [...ids]), isNull(returnUploads.requestId)))
    .returning({ id: returnUploads.id });
  return claimed.length;
}
