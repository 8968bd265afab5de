import type { Colour } from '@lib/catalogue/products/vocab';

/** A word in Turkish and in English. */
export type Words = readonly [tr: string, en: string];

/** How the products of one demo category are named and described. */
export interface Naming {
  /** What the product is made of or what sets it apart: fabrics, leathers, metals, scents, finishes. */
  materials: readonly Words[];
  /** The kinds of product in the category; every material goes with every noun. */
  nouns: readonly Words[];
  /** One sentence of the description, true of every product in the category. */
  story: Words;
  /** The colours the category comes in, when not every colour makes sense (lipsticks, jewellery). */
  colours?: readonly Colour[];
}
