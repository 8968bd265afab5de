import type { Body } from './body';
import type { Fabric, Kit } from './paint';

/** How one product type is drawn: its material, its views and how it is framed. */
export interface Art {
  fabric: Fabric;
  /** Garments: the mannequin they are cut for and styled on. Objects have none. */
  wearer?: Body;
  /** The piece seen from the front, on its own (a ghost mannequin for garments). */
  front(k: Kit): string;
  /** The piece seen from behind. */
  back(k: Kit): string;
  /** The close-up: its centre and zoom on the front view. */
  focus: [x: number, y: number, zoom: number];
  /** The piece's extent on its own, so every picture of a category is framed alike. */
  box: [x0: number, y0: number, x1: number, y1: number];
  /** A styled view of its own (jewellery on a bust) instead of the plinth still life. */
  styled?(k: Kit): string;
  /** Objects: a second prop for the still life (drawn beside the piece on its plinth). */
  prop?: 'sphere' | 'cloth' | 'stem' | 'book';
}
