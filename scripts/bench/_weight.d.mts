type PageName =
  | 'home'
  | 'listing'
  | 'search'
  | 'campaign'
  | 'loyalty'
  | 'content'
  | 'product'
  | 'cart'
  | 'address'
  | 'payment'
  | 'account'
  | 'reborn';

/** The budgets, in KB (1,024 bytes), gzip at level 9 unless said; the fonts' bytes raw. */
export const BUDGETS: {
  pages: Record<PageName, { js: number; html: number; files?: number }>;
  askSellerOpened: number;
  css: number;
  fonts: { count: number; bytes: number };
};

/** Bytes after gzip at level 9, as the server sends text. */
export function gz(text: string | Uint8Array): number;

/** JavaScript a page loads (gzip), with each dynamic import() and what it adds when it runs. */
export function scriptWeight(html: string): { total: number; files: number; lazy: { file: string; added: number }[] };

/** Stylesheets linked from the page plus inline <style>, gzip. */
export function styleWeight(html: string): { total: number; files: number };

/** Fonts the page preloads. */
export function preloadedFonts(html: string): { bytes: number; count: number };
