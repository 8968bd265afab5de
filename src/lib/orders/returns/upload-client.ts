import { call } from '@lib/platform';
import { RETURNS_API } from './api';
import { CHUNK_BYTES, type UploadKind, type UploadView } from './uploads';

// Sends a file in 64 KB chunks. After a failed chunk (a dropped connection) it asks the server how
// much it has and carries on from there, a few times with a growing pause, before giving up; a
// retry later resumes the same upload id the same way.

const TRIES = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A started upload: its id and the file. */
export interface PendingUpload {
  id: string;
  file: Blob;
}

/** Starts an upload (for an order, or none for a Reborn photo); its id, or the server's message when it refuses the name or size. */
export async function startUpload(orderId: number | undefined, kind: UploadKind, file: File): Promise<PendingUpload | { error: string }> {
  const answer = await call<UploadView>(RETURNS_API.uploadStart, {
    method: 'POST',
    body: { OrderId: orderId, Kind: kind, FileName: file.name, Size: file.size },
    silent: true,
  });
  return answer.Success ? { id: answer.Result!.UploadId, file } : { error: answer.Message ?? '' };
}

async function received(id: string): Promise<number | undefined> {
  const answer = await call<UploadView>(RETURNS_API.uploadStatus, { query: { uploadId: id }, silent: true }).catch(() => undefined);
  return answer?.Success ? answer.Result!.Received : undefined;
}

/** Sends the rest of an upload, reporting progress (0 to 1); resolves with null when done, else the error message. */
export async function sendUpload(upload: PendingUpload, progress: (share: number) => void): Promise<string | null> {
  let offset = (await received(upload.id)) ?? 0;
  let failures = 0;
  while (offset < upload.file.size) {
    const bytes = new Uint8Array(await upload.file.slice(offset, offset + CHUNK_BYTES).arrayBuffer());
    const answer = await call<UploadView>(RETURNS_API.uploadChunk, {
      method: 'POST',
      query: { uploadId: upload.id, offset },
      body: bytes,
      silent: true,
    }).catch(() => undefined);
    if (answer?.Success) {
      offset = answer.Result!.Received;
      failures = 0;
      progress(offset / upload.file.size);
      continue;
    }
    if (answer && answer.Exception?.ErrorCode !== 'UPLOAD_OFFSET_MISMATCH') return answer.Message ?? '';
    failures += 1;
    if (failures >= TRIES) return '';
    await pause(500 * failures);
    offset = (await received(upload.id)) ?? offset;
  }
  return null;
}
