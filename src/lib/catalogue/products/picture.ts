import { PIECE_VIEWS, productImageUrl } from '@lib/catalogue/imagery/names';
import { COLOURS, type Colour, SHAPES, type Shape } from './vocab';

/** Every product picture's proportions (3:4), so pages reserve its space before it loads. */
export const PICTURE = { width: 300, height: 400 } as const;

/** Whether a name is one of the drawings. */
export function isShape(value: string): value is Shape {
  return (SHAPES as readonly string[]).includes(value);
}

/** Whether a name is one of the colours. */
export function isColour(value: string): value is Colour {
  return value in COLOURS;
}

/** The address of a product's front picture, large and in WebP: for cards without srcset and for shares (JSON-LD, Open Graph). */
export function pictureUrl(shape: string, colour: string): string {
  return productImageUrl(shape, colour, 'front', 960, 'webp');
}

/** A view a product is pictured in (the imagery's list; the first is the one cards and shares show). */
export type View = (typeof PIECE_VIEWS)[number];

/** One picture of a product: its drawing, its variant's colour and the view. */
export interface PictureRef {
  shape: Shape;
  colour: Colour;
  view: View;
}

/** Every picture of a product in a colour, in gallery order (at least three). */
export function productPictures(shape: Shape, colour: Colour): PictureRef[] {
  return PIECE_VIEWS.map((view) => ({ shape, colour, view }));
}
