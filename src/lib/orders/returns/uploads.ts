import { z } from 'zod';
import { id } from '@lib/platform';

// The rules every upload meets (return photos and invoices, Reborn photos), shared by the islands
// (to refuse early) and the server (which decides). The server never trusts a name or a declared
// type: it reads the bytes.

/** Bytes per chunk the island sends. */
export const CHUNK_BYTES = 64 * 1024;

/** The largest Reborn photo accepted, in bytes (a return photo's cap is a setting: PhotoRules). */
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** The largest return invoice accepted, in bytes. */
const INVOICE_MAX_BYTES = 10 * 1024 * 1024;

/** Photos a reason that asks for them needs: at least one (at most PhotoRules.max). */
export const PHOTOS_MIN = 1;

/** A photo type the server recognises by its bytes. */
export type PhotoType = 'image/jpeg' | 'image/png';

/** A return's photo rules, from the settings (RETURN_PHOTOS_MAX, RETURN_PHOTO_MAX_MB, RETURN_PHOTO_TYPES): the server checks them, the form shows and applies them. */
export interface PhotoRules {
  max: number;
  maxBytes: number;
  types: readonly PhotoType[];
}

/** A photo type's name as a shopper knows it. */
export const photoTypeName = (type: PhotoType) => (type === 'image/png' ? 'PNG' : 'JPEG');

/** How long an upload no return has used is kept. */
export const UPLOAD_HOURS = 24;

/** A return's photo or invoice (for one order), or a Reborn application's photo (for the member). */
const UPLOAD_KINDS = ['photo', 'invoice', 'reborn'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** The cap of an upload kind. */
export const maxBytes = (kind: UploadKind) => (kind === 'invoice' ? INVOICE_MAX_BYTES : PHOTO_MAX_BYTES);

/** A file name as shown back to the shopper: a plain name with an extension, no path, no control or markup characters. */
export function isSafeFileName(name: string): boolean {
  return name.length >= 1 && name.length <= 100 && /^[\p{L}\p{N} ._()-]+$/u.test(name) && !name.startsWith('.') && !name.includes('..');
}

export const uploadStartSchema = z.object({
  /** The order of a return's upload; none for a Reborn photo. */
  OrderId: id().optional(),
  Kind: z.enum(UPLOAD_KINDS),
  FileName: z.string().max(300),
  Size: z
    .number()
    .int()
    .positive()
    .max(INVOICE_MAX_BYTES * 2),
});

export const uploadChunkQuerySchema = z.object({
  uploadId: z.uuid(),
  offset: id({ min: 0, max: INVOICE_MAX_BYTES }),
});

export const uploadStatusQuerySchema = z.object({ uploadId: z.uuid() });

/** The answer of start, chunk and status: how far the upload is. */
export interface UploadView {
  UploadId: string;
  Received: number;
  Size: number;
  ChunkSize: number;
  IsComplete: boolean;
}
