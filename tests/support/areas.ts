import type { Edge } from './import-graph';

// The map of docs/decisions/0039-areas.md as the structure test reads it: the areas of src/lib from
// the lowest layer up, and the imports allowed to run upward, each with its reason.

/** The areas, lowest first: an area may import the ones before it. */
export const AREAS = ['platform', 'account', 'catalogue', 'bag', 'checkout', 'orders', 'programmes', 'app'] as const;

/** Upward imports the map accepts: the screen of a lower area showing a control of a higher one. */
export const ALLOWED_UPWARD: Record<string, string> = {
  'src/components/catalogue/products/ProductCard.astro → src/islands/bag/favourites/heart.ts':
    "A product card carries the favourites' heart; the bag owns favourites, the catalogue draws the card.",
  'src/islands/catalogue/products/product-actions.ts → src/lib/bag/index.ts':
    "The product page's add-to-bag and heart buttons update the bag's and favourites' counts.",
  'src/components/orders/records/OrderDetail.astro → src/components/programmes/seller-questions/AskSeller.astro':
    'An order line offers to ask its seller a question (docs/behaviour/orders.md#order-detail).',
  'src/islands/checkout/payment/submit.ts → src/lib/orders/index.ts':
    "The payment step's last answer names the order's status (a type only, erased in the browser).",
};

/** Files whose effect is their import (they register checks): imported by path, not through a face. */
const EFFECT_MODULES = new Set(['src/lib/platform/validation/card-check.ts', 'src/lib/platform/validation/iban-check.ts']);

/** The area of a file of src/lib, src/islands or src/components; undefined for routes and layouts. */
export function areaOf(file: string): string | undefined {
  // Astro wants it at src/, but it is the content domain's configuration (decision 0039).
  if (file === 'src/live.config.ts') return 'catalogue';
  const area = /^src\/(?:lib|islands|components)\/([^/]+)\//.exec(file)?.[1];
  return area && (AREAS as readonly string[]).includes(area) ? area : undefined;
}

/** A file's layer: its area's place in the map; routes, layouts and the middleware sit above all. */
export function layerOf(file: string): number {
  const area = areaOf(file);
  return area ? AREAS.indexOf(area as (typeof AREAS)[number]) : Number.POSITIVE_INFINITY;
}

const isFace = (file: string) => /^src\/lib\/[^/]+\/index(\.server)?\.ts$/.test(file);

/** Imports of another area's module by its path rather than its face. */
export function crossAreaDeepImports(edges: Edge[]): string[] {
  return edges
    .filter((e) => e.to.startsWith('src/lib/') && areaOf(e.from) !== areaOf(e.to) && !isFace(e.to))
    .filter((e) => !EFFECT_MODULES.has(e.to) && !e.to.endsWith('.json'))
    .map((e) => `${e.from} → ${e.spec}`);
}

/** Imports of an area's own face from inside it. */
export function ownFaceImports(edges: Edge[]): string[] {
  return edges
    .filter((e) => e.from.startsWith('src/lib/') && isFace(e.to) && !isFace(e.from) && areaOf(e.from) === areaOf(e.to))
    .map((e) => `${e.from} → ${e.spec}`);
}

/** Imports from a lower layer to a higher one. */
export function upwardImports(edges: Edge[]): Edge[] {
  return edges.filter((e) => layerOf(e.to) !== Number.POSITIVE_INFINITY && layerOf(e.to) > layerOf(e.from));
}
