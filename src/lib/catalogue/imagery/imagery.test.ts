import { COLOURS, SHAPES } from '@lib/catalogue/products/vocab';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { editorialSvg } from './editorial';
import { productSvg } from './index';
import { PIECE_VIEWS } from './names';

describe('product illustrations', () => {
  it('draw every shape in every view as SVG that parses, 3:4, in the variant colour', async () => {
    for (const shape of SHAPES) {
      for (const view of PIECE_VIEWS) {
        const svg = productSvg(shape, 'green', view, 240);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"')).toBe(true);
        expect(svg).toContain(COLOURS.green);
        // librsvg parses the whole document to size it: a broken path or tag throws here.
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect([meta.width, meta.height]).toEqual([240, 320]);
      }
    }
  });

  it('are deterministic, and each view is a different picture', () => {
    for (const shape of SHAPES) {
      const views = PIECE_VIEWS.map((view) => productSvg(shape, 'camel', view));
      expect(PIECE_VIEWS.map((view) => productSvg(shape, 'camel', view))).toEqual(views);
      expect(new Set(views).size).toBe(PIECE_VIEWS.length);
    }
  });

  it('differ by colour', () => {
    expect(productSvg('dress', 'black', 'front')).not.toBe(productSvg('dress', 'red', 'front'));
  });
});

describe('editorial banners', () => {
  it('draw the same motif the same way, other motifs otherwise, at each ratio', async () => {
    expect(editorialSvg('summer-sale', 'hero', 480)).toBe(editorialSvg('summer-sale', 'hero', 480));
    expect(editorialSvg('summer-sale', 'hero', 480)).not.toBe(editorialSvg('loyalty-club', 'hero', 480));
    for (const [ratio, height] of [
      ['hero', 210],
      ['tile', 600],
      ['band', 160],
    ] as const) {
      const meta = await sharp(Buffer.from(editorialSvg('new-season', ratio, 480))).metadata();
      expect([meta.width, meta.height]).toEqual([480, height]);
    }
  });
});
