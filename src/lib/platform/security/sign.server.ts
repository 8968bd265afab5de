import { createHmac, timingSafeEqual } from 'node:crypto';

// Signatures of what passes through a shopper's browser (a bank's return, a sandbox frame's token):
// pure functions of a secret; the callers' server wrappers supply it.

/** HMAC-SHA256 of parts joined unambiguously (each length-prefixed), hex. */
export function signParts(secret: string, parts: readonly string[]): string {
  const text = parts.map((p) => `${p.length}:${p}`).join('|');
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time comparison of two hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
