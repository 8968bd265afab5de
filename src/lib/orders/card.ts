// The card of a checkout call lives in memory for that one request; these are the only shapes of it
// an order keeps or a rule reads.

/** The card number's digits (spaces and dashes typed between groups dropped). */
export const cardDigits = (cardNo: string) => cardNo.replace(/\D/g, '');

/** The masked number an order keeps: the first four and the last four digits, the rest starred. */
export function maskCard(digits: string): string {
  return `${digits.slice(0, 4)}${'*'.repeat(Math.max(0, digits.length - 8))}${digits.slice(-4)}`;
}

/** A four-digit year from the two or four digits typed. */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

/** Whether a card's expiry (month and year) has passed at an instant: it is valid through its month's end. */
export function cardExpired(expMonth: number, expYear: number, at: Date): boolean {
  const year = fullYear(expYear);
  const current = at.getUTCFullYear() * 12 + at.getUTCMonth() + 1;
  return year * 12 + expMonth < current;
}
