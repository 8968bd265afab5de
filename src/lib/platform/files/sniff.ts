// A file's type from its first bytes, never from its name or a declared type: shared by every
// upload (return photos and invoices, Reborn photos, the editor's images).

/** A type the server recognises by its bytes. */
export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'application/pdf';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** What the bytes begin with: a JPEG, a PNG, a WebP, an AVIF, a PDF, or nothing recognised. */
export function sniff(head: Uint8Array): SniffedType | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  // An ISO media file whose major brand is AVIF (a still or a sequence); HEIC and video are not.
  if (ascii(head, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(head, 8, 12))) return 'image/avif';
  return null;
}
