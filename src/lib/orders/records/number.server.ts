import { randomInt } from 'node:crypto';
import { READABLE_ALPHABET } from '@lib/platform';

// An order number shoppers read aloud and type: the day it was placed and six readable characters
// drawn at random. Random, so a number tells nothing of the store's volume and the next one cannot
// be guessed.

/** A new order number, e.g. V261122-K7PQ3M (unique index on orders.number catches the rare repeat). */
export function newOrderNumber(at: Date): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)];
  return `V${day}-${tail}`;
}
