import { productImageUrl } from '@lib/imagery/names';
import type { Colour, Shape } from './vocab';

/** Every product picture's proportions (3:4), so pages reserve its space before it loads. */
export const PICTURE = { width: 300, height: 400 } as const;

/** The address of a product's front picture, large and in WebP: for cards without srcset and for shares (JSON-LD, Open Graph). */
export function pictureUrl(shape: string, colour: string): string {
  return productImageUrl(shape, colour, 'front', 960, 'webp');
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

/** Every picture of a product in a colour, in gallery order (at least three). Takes the catalogue's
 * stored strings as they are: an unknown shape or colour yields addresses the image endpoint refuses. */
export function productPictures(shape: Shape | string, colour: Colour | string): PictureRef[] {
  return VIEWS.map((view) => ({ shape: shape as Shape, colour: colour as Colour, view }));
}
