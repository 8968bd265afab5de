import { REFERENCE_ALPHABET } from '@lib/orders/number';

// A Reborn application's reference, read like an order number (V261122-K7PQ3M): R, the day it was
// created and six characters of the order numbers' alphabet. It is derived from the id, so every
// application, old ones too, has one without a stored column; the id goes through a fixed
// permutation first, so neighbouring applications do not read as a count.

const BASE = REFERENCE_ALPHABET.length;
const SPACE = BASE ** 6;
// Coprime with the alphabet's size (25): multiplying by it permutes 0 … SPACE-1.
const SCRAMBLE = 7_368_787;

/** The application's reference, e.g. R261125-K7PQ3M. */
export function rebornReference(id: number, createdAt: Date): string {
  const day = createdAt.toISOString().slice(2, 10).replaceAll('-', '');
  let n = ((id % SPACE) * SCRAMBLE) % SPACE;
  let tail = '';
  for (let i = 0; i < 6; i++) {
    tail = REFERENCE_ALPHABET[n % BASE] + tail;
    n = Math.floor(n / BASE);
  }
  return `R${day}-${tail}`;
}
