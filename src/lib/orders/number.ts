import { randomInt } from 'node:crypto';

// An order number shoppers read aloud and type: the day it was placed and six characters drawn at
// random from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B). Random, so a number
// tells nothing of the store's volume and the next one cannot be guessed; the letters also keep it
// from ever reading as a card number in a scan for Luhn-valid digit runs.

const ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/** A new order number, e.g. V261122-K7PQ3M (unique index on orders.number catches the rare repeat). */
export function newOrderNumber(at: Date): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `V${day}-${tail}`;
}

const SPACE = ALPHABET.length ** 6;
// Coprime with the alphabet's size (25): multiplying by it permutes 0 … SPACE-1.
const SCRAMBLE = 7_368_787;

/**
 * Six characters of the same alphabet for a stored id (a Reborn application, a customer): derived,
 * so every row has one without a column; the id goes through a fixed permutation first, so
 * neighbouring ids do not read as a count. Unique for ids below 25^6.
 */
export function codeOfId(id: number): string {
  let n = ((id % SPACE) * SCRAMBLE) % SPACE;
  let code = '';
  for (let i = 0; i < 6; i++) {
    code = ALPHABET[n % ALPHABET.length] + code;
    n = Math.floor(n / ALPHABET.length);
  }
  return code;
}
