// Numbers as shoppers type them, in either language: "40000", "40.000" and "40,000" (thousands),
// "30,5" and "30.5" (decimals), "1.250,50" and "1,250.50". One reading serves the form's check,
// its live estimate and the endpoint, so what the shopper sees is what the server takes.

/** Latin, Arabic-Indic and Extended Arabic-Indic digits, as Latin ones. */
const latin = (value: string) =>
  value
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** Groups of three after one to three digits, one separator throughout, then maybe a decimal part with the other. */
const GROUPED = /^(\d{1,3})([.,])(\d{3}(?:\2\d{3})*)(?:([.,])(\d{1,2}))?$/;
/** Digits, then maybe one separator and one or two decimals. */
const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * A number typed with Turkish or English separators, or undefined when it is none. A separator
 * followed by exactly three digits groups thousands in both languages (nobody types a price or a
 * size in cm to three decimals); one or two digits after it are decimals; at most two decimals.
 */
export function parseTypedNumber(value: string): number | undefined {
  const typed = latin(value).replace(/[\s\u00a0\u202f]/g, '');
  const grouped = GROUPED.exec(typed);
  if (grouped) {
    const [, head, separator, groups, decimalSeparator, decimals] = grouped;
    if (decimalSeparator === separator) return undefined;
    return Number(`${head}${groups!.replaceAll(separator!, '')}.${decimals ?? '0'}`);
  }
  return parseTypedDecimal(typed);
}

/**
 * A decimal typed with either separator ("30,5", "30.5", "12"), at most two places, or undefined: a
 * size, where no thousands apply ("0.125" is no size, not 125).
 */
export function parseTypedDecimal(value: string): number | undefined {
  const plain = PLAIN.exec(latin(value).replace(/[\s\u00a0\u202f]/g, ''));
  return plain ? Number(`${plain[1]}.${plain[2] ?? '0'}`) : undefined;
}

// One way to write a number in both languages, the way the store writes its prices (decision 0055).
const asShown = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** A typed number rewritten as the store writes numbers ("40000" → "40.000", "30.5" → "30,5"); anything else as typed. */
export function tidyTypedNumber(value: string): string {
  const number = parseTypedNumber(value);
  return number === undefined ? value : asShown.format(number);
}
