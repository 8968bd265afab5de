// The catalogue's fixed vocabularies: colours, drawings and size runs. Shared by the seed, the
// filters and the pictures, so a filter value, a variant and a picture always agree.

/** Colour codes with their swatch; names are in the catalog namespace (catalog:colour.<code>). */
export const COLOURS = {
  black: '#1b1b1b',
  white: '#f4f2ee',
  beige: '#d9c6a5',
  navy: '#1f2a44',
  red: '#a3262a',
  green: '#2f5d46',
  camel: '#b07d48',
  grey: '#8a8a8a',
  pink: '#e3a6b4',
  gold: '#c9a54a',
} as const;
export type Colour = keyof typeof COLOURS;
export const COLOUR_CODES = Object.keys(COLOURS) as Colour[];

export const SIZE_RUNS = {
  clothing: ['XS', 'S', 'M', 'L', 'XL'],
  shoes: ['36', '37', '38', '39', '40', '41', '42', '43', '44'],
  kids: ['2-3', '4-5', '6-7', '8-9', '10-11'],
  one: ['STD'],
  volume: ['50 ml', '100 ml'],
} as const;
export type SizeRun = keyof typeof SIZE_RUNS;

/** Every size a filter may offer, in display order. */
export const ALL_SIZES: readonly string[] = [...new Set(Object.values(SIZE_RUNS).flat())];

/** The drawings products are pictured with. */
export const SHAPES = [
  'dress',
  'jacket',
  'bag',
  'shoe',
  'shirt',
  'trousers',
  'tshirt',
  'coat',
  'cushion',
  'candle',
  'headphones',
  'perfume',
  'jar',
  'lipstick',
  'necklace',
  'sweater',
  'kidsdress',
  'kidcoat',
] as const;
export type Shape = (typeof SHAPES)[number];

/** The one size of a product sold in one size; the page shows no size choice for it. */
export const ONE_SIZE = 'STD';
