const number = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats an amount of kuruş as the shopper sees it in both languages: 1.234,50 TL. */
export function formatPrice(kurus: number): string {
  if (!Number.isInteger(kurus)) throw new TypeError(`Amounts are integers of kuruş, got ${kurus}`);
  return `${number.format(kurus / 100)} TL`;
}
