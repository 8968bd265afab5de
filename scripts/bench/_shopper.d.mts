/** A page as one visitor sees it: `prefix` ("/en") before the path, `headers` (a phone's User-Agent) sent with it. */
export interface View {
  prefix?: string;
  headers?: Record<string, string>;
}

/** The guest checkout's delivery and payment steps with two pieces in the bag, one HTML per view. */
export function checkoutHtml(url: string, productPath: string, views?: View[]): Promise<{ address: string[]; payment: string[] }>;

/** The bag's HTML with two pieces in it, one per view. */
export function filledCartHtml(url: string, productPath: string, views?: View[]): Promise<string[]>;
