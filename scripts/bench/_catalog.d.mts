/** The landing pages the budgets speak of; the product is the first one the listing links. */
export function landingPages(
  url: string,
): Promise<Record<'home' | 'listing' | 'search' | 'campaign' | 'loyalty' | 'content' | 'product', string>>;

export function median(values: number[]): number;

/** Bytes as "12.3 KB". */
export function kb(bytes: number): string;
