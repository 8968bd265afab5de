import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The hash a card's PIN or security code is kept as, salted by the number. Four digits cannot
 * resist an offline search; the hash keeps them out of dumps and logs, and the bot check after a
 * few wrong tries limits guessing online.
 */
export const secretHash = (number: string, secret: string) => createHash('sha256').update(`${number}:${secret}`).digest('hex');

/** Whether a typed PIN or security code is the card's (constant time). */
export function secretMatches(stored: string | null, number: string, given: string): boolean {
  if (!stored || !given) return false;
  return timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(secretHash(number, given), 'hex'));
}
