import sharp from 'sharp';
import { DomainError } from '@lib/errors/domain-error';
import { returnPhotoRules } from './photo-rules.server';
import { sniff, type UploadKind } from './uploads';

// The check of a complete upload: its type from its bytes, an image decoded and re-encoded by sharp
// (what is stored is only the picture, no metadata, no trailing bytes), a PDF with a sane frame.

/** Decoding stops at this many pixels: a small file cannot ask for a huge canvas. */
const MAX_PIXELS = 40_000_000;

async function reencode(bytes: Uint8Array, type: 'image/jpeg' | 'image/png'): Promise<Uint8Array> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const meta = await image.metadata();
    if ((type === 'image/jpeg' && meta.format !== 'jpeg') || (type === 'image/png' && meta.format !== 'png')) throw new Error('format');
    const out = type === 'image/jpeg' ? await image.jpeg({ quality: 88 }).toBuffer() : await image.png().toBuffer();
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
