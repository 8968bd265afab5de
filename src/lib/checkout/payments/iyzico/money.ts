// The store counts kuruş in integers; iyzico reads and writes lira as decimal numbers ("123.45",
// or 123.45 in its JSON answers). These two keep the conversion exact at the edge.

/** Kuruş as iyzico's decimal lira string: 12345 → "123.45" (always two decimals, no float on the way). */
export function toLira(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`not an amount of kuruş: ${kurus}`);
  const text = String(kurus).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** iyzico's lira (a JSON number or a decimal string, trailing zeros or not) as kuruş; NaN when it is none. */
export function toKurus(lira: number | string): number {
  const text = typeof lira === 'number' ? lira.toFixed(8) : lira.trim();
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return Number.NaN;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  // Half up on the third decimal: iyzico's amounts are whole kuruş, this only absorbs float noise.
  const kurus = Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(kurus) ? kurus : Number.NaN;
}
