import { createHash } from 'node:crypto';
import { sameSignature } from '@lib/platform/security/sign.server';

/** Longer Authorization headers are refused unread: no token the settings accept is near this long. */
const MAX_HEADER_LENGTH = 1024;
const SCHEME = /^Bearer +/i;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Whether an Authorization header carries the metrics token as a bearer token. Both sides are
 * hashed first, so the comparison takes the same time whatever the length or the first wrong
 * character of a guess.
 */
export function bearerMatches(header: string | null, token: string): boolean {
  if (!header || header.length > MAX_HEADER_LENGTH || !SCHEME.test(header)) return false;
  const presented = header.replace(SCHEME, '').trim();
  return presented.length > 0 && sameSignature(digest(presented), digest(token));
}
