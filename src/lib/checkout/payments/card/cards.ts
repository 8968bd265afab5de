import cardValidator from 'card-validator';

// What the store and the sandbox bank may know of a card number without keeping it: its digits for
// the one request, its scheme, and the masked form (first 6, stars, last 4) that alone is stored.

/** The digits of a typed card number (spaces and dashes dropped); everything else kept, so a junk character fails the checks. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Whether a number is a card number at all: 12–19 digits, a known scheme, a right length for it, and Luhn. */
export function isCardNumber(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  const check = cardValidator.number(digits);
  return check.isValid && check.card !== null;
}

/** The masked number kept on the order and in the bank's record: first 6, stars, last 4. */
export function maskCard(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}

/** The security code's length a scheme asks for (American Express: 4 on the front). */
export function securityCodeLength(scheme: string): 3 | 4 {
  return scheme === 'amex' ? 4 : 3;
}

/** Whether a card's expiry (month 1–12, year of 2 or 4 digits) has passed: a card runs to the end of its month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const fullYear = year < 100 ? 2000 + year : year;
  if (!Number.isInteger(month) || month < 1 || month > 12) return true;
  return now.getTime() >= Date.UTC(fullYear, month, 1);
}

/** The store's name of a card-validator type; null for a scheme Turkish checkouts do not take. */
const STORE_SCHEMES: Record<string, string> = {
  visa: 'visa',
  mastercard: 'mastercard',
  maestro: 'mastercard',
  'american-express': 'amex',
  troy: 'troy',
};

/**
 * The scheme as the store names it (visa, mastercard, amex, troy), guessed from the number's first
 * digits, also while they are being typed; null when unknown or still ambiguous.
 */
export function schemeOfNumber(digits: string): string | null {
  const card = cardValidator.number(digits).card;
  if (card) return STORE_SCHEMES[card.type] ?? null;
  // A lone 4 is Visa's: the rarer schemes sharing that first digit (Elo, Naranja) are not issued here.
  return /^4\d{0,5}$/.test(digits) ? 'visa' : null;
}
