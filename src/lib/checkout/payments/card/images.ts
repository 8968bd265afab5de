// Where the payment screen finds a bank's logo and a card scheme's mark (drawn for the project:
// public/images/banks and public/images/cards).

const SCHEMES = new Set(['visa', 'mastercard', 'amex', 'troy']);

/** The image of a card scheme, or null for a scheme without one. */
export function cardSchemeImage(scheme: string | null): string | null {
  return scheme && SCHEMES.has(scheme) ? `/images/cards/${scheme}.svg` : null;
}

/** The logo of a bank, from its row's file name. */
export function bankLogo(file: string): string {
  return `/images/banks/${file}`;
}
