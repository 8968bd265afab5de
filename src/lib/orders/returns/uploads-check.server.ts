import { DomainError, sniff } from '@lib/platform';
import { openPicture } from '@lib/catalogue/index.server';
import { returnPhotoRules } from './photo-rules.server';
import type { UploadKind } from './uploads';

// The check of a complete upload: its type from its bytes, an image decoded and re-encoded by sharp
// (what is stored is only the picture, no metadata, no trailing bytes), a PDF with a sane frame.

async function reencode(bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  const opened = await openPicture(bytes, type);
  if (typeof opened === 'string') throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED');
  try {
    const out = type === 'image/jpeg' ? await opened.image.jpeg({ quality: 88 }).toBuffer() : await opened.image.png().toBuffer();
    return new Uint8Array(out);
  } catch {
    throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED');
  }
}

/** Whether a PDF has its header, at least one object and an end-of-file mark near its end. */
function isSanePdf(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  const tail = text.slice(-1024);
  return /^%PDF-\d\.\d/.test(text) && /\d+ \d+ obj/.test(text) && tail.includes('%%EOF') && !/<(html|script)/i.test(text.slice(0, 1024));
}

/** The bytes to store and their type, or UPLOAD_TYPE_NOT_ALLOWED. Photos (a return's, Reborn's) are JPEG or PNG; an invoice may also be a PDF. */
export async function checkedFile(kind: UploadKind, bytes: Uint8Array): Promise<{ data: Uint8Array; contentType: string }> {
  const type = sniff(bytes);
  // A return photo is only of the types the settings allow.
  if (kind === 'photo' && !(returnPhotoRules().types as readonly (string | null)[]).includes(type))
    throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED');
  if (type === 'image/jpeg' || type === 'image/png') return { data: await reencode(bytes, type), contentType: type };
  if (type === 'application/pdf' && kind === 'invoice' && isSanePdf(bytes)) return { data: bytes, contentType: type };
  throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED');
}
