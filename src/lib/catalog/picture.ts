import { COLOURS, SHAPES, type Colour, type Shape } from './vocab';

/** Every product picture is drawn at this size (3:4), so pages reserve its space before it loads. */
export const PICTURE = { width: 300, height: 400 } as const;

// One outline per drawing, on a 300×400 canvas: light, generated, nothing to download or license.
const OUTLINES: Record<Shape, string> = {
  dress: 'M120 60h60l10 40-20 20 70 220H60l70-220-20-20z',
  jacket: 'M110 60h80l50 40 20 200h-40l-10-140v200H90V160L80 300H40l20-200z',
  bag: 'M90 150h120l20 190H70zM115 150v-30a35 35 0 0 1 70 0v30h-14v-30a21 21 0 0 0-42 0v30z',
  shoe: 'M60 230l20-80h40l20 50 90 30a30 30 0 0 1 20 30v20H60z',
  shirt: 'M115 60h70l55 40-25 50-25-15v205H110V135l-25 15-25-50z',
  trousers: 'M100 60h100l20 300h-55l-17-220-17 220H80z',
  tshirt: 'M110 80h80l60 40-25 45-30-15v170H105V150l-30 15-25-45z',
  coat: 'M110 50h80l50 50 10 250h-80l-20-200-20 200H50l10-250z',
  cushion: 'M60 120q90-30 180 0q30 90 0 180q-90 30-180 0q-30-90 0-180z',
  candle: 'M100 170h100v170H100zM150 110q20 25 0 50q-20-25 0-50z',
  headphones: 'M80 230v-50a70 70 0 0 1 140 0v50h-15v-50a55 55 0 0 0-110 0v50zM70 220h35v80H70zM195 220h35v80h-35z',
  perfume: 'M95 170h110v170H95zM130 130h40v40h-40zM125 110h50v20h-50z',
  jar: 'M80 190h140v130H80zM90 160h120v30H90z',
  lipstick: 'M130 200h40v130h-40zM135 130l30-20v90h-30z',
  necklace: 'M85 90a65 120 0 0 0 130 0h-12a53 106 0 0 1-106 0zM150 204l18 26-18 34-18-34z',
};

/** Whether a name is one of the drawings. */
export function isShape(value: string): value is Shape {
  return (SHAPES as readonly string[]).includes(value);
}

export function isColour(value: string): value is Colour {
  return value in COLOURS;
}

/** The SVG drawing of a product shape in a colour. */
export function productSvg(shape: Shape, colour: Colour): string {
  const fill = COLOURS[colour];
  const stroke = colour === 'black' || colour === 'navy' ? '#555' : '#333';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE.width}" height="${PICTURE.height}" viewBox="0 0 300 400"><rect width="300" height="400" fill="#f3f0eb"/><path d="${OUTLINES[shape]}" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/></svg>`;
}

/** The address of a product picture. */
export function pictureUrl(shape: string, colour: string): string {
  return `/images/products/${shape}-${colour}.svg`;
}

/** The views every product is pictured in; the first is the one cards and shares show. */
export const VIEWS = ['front', 'back', 'detail', 'styled'] as const;
export type View = (typeof VIEWS)[number];

/** One picture of a product: its drawing, its variant's colour and the view. */
export interface PictureRef {
  shape: Shape;
  colour: Colour;
  view: View;
}

/** Every picture of a product in a colour, in gallery order (at least three). */
export function productPictures(shape: Shape, colour: Colour): PictureRef[] {
  return VIEWS.map((view) => ({ shape, colour, view }));
}
