// Pure helpers of the card form: what is typed becomes digits, drawn in the groups printed on the
// card; the brand decides the length of the number and of the security code.

/** American Express numbers start 34 or 37: 15 digits in groups 4-6-5 and a 4-digit security code. */
const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The digits of a typed card number, cut to the brand's length (15 for Amex, else 16). */
export function cardDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  return digits.slice(0, isAmex(digits) ? 15 : 16);
}

/** A card number as printed: groups of 4, or 4-6-5 for Amex. */
export function groupCard(typed: string): string {
  const digits = cardDigits(typed);
  const sizes = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4];
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}

/** The security code's length for the brand: 4 for Amex, else 3. */
export const codeLength = (digits: string) => (isAmex(digits) ? 4 : 3);

/** The expiry years offered: this year and the next 15. */
export const expiryYears = (now = new Date()) => Array.from({ length: 16 }, (_, i) => now.getFullYear() + i);
