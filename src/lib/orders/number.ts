import { randomInt } from 'node:crypto';

// An order number shoppers read aloud and type: the day it was placed and six characters drawn at
// random from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). Random, so a number
// tells nothing of the store's volume and the next one cannot be guessed; the letters also keep it
// from ever reading as a card number in a scan for Luhn-valid digit runs.

/** The letters and digits of a reference shoppers read aloud: no look-alikes. */
export const REFERENCE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const ALPHABET = REFERENCE_ALPHABET;

/** A new order number, e.g. V261122-K7PQ3M (unique index on orders.number catches the rare repeat). */
export function newOrderNumber(at: Date): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `V${day}-${tail}`;
}
