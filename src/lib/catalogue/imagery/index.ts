// The product picture generator: every shape of the catalogue drawn as a studio illustration.
import type { Colour, Shape } from '@lib/catalogue/products/vocab';
import { COLOURS } from '@lib/catalogue/products/vocab';
import type { Art } from './art';
import { BEAUTY } from './beauty';
import { GARMENTS } from './garments';
import { KIDS } from './kids';
import { OBJECTS } from './objects';
import { pieceSvg } from './render';

const ARTS: Record<Shape, Art> = { ...GARMENTS, ...KIDS, ...OBJECTS, ...BEAUTY };

/** The views a product is pictured in; mirrors VIEWS of the catalogue's picture contract. */
export type PieceView = 'front' | 'back' | 'detail' | 'styled';

/** The SVG of one product picture, `width` pixels wide (3:4). */
export function productSvg(shape: Shape, colour: Colour, view: PieceView, width = 600): string {
  return pieceSvg(ARTS[shape], shape, COLOURS[colour], view, width);
}
