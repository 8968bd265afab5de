// Codes shoppers read aloud and type (order numbers, Reborn references, customer codes): an alphabet
// without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), whose letters also keep a code from ever
// reading as a card number in a scan for Luhn-valid digit runs.

/** The characters of a readable code. */
export const READABLE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

const SPACE = READABLE_ALPHABET.length ** 6;
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
    code = READABLE_ALPHABET[n % READABLE_ALPHABET.length] + code;
    n = Math.floor(n / READABLE_ALPHABET.length);
  }
  return code;
}
