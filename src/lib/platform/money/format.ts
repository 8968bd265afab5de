const number = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats an amount of kuruş as the shopper sees it in both languages: 1.234,50 TL. */
export function formatPrice(kurus: number): string {
  if (!Number.isInteger(kurus)) throw new TypeError(`Amounts are integers of kuruş, got ${kurus}`);
  return `${number.format(kurus / 100)} TL`;
}

const whole = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/** Formats a whole count (points, coins) with the Turkish thousands dot in both languages: 2.500. */
export function formatCount(value: number): string {
  return whole.format(value);
}
