import { describe, expect, it } from 'vitest';
import { ART_VERSION, parseEditorialName, parseProductName, productImageUrl } from './names';

describe('product picture names', () => {
  it('read back what productImageUrl writes', () => {
    const url = productImageUrl('coat', 'navy', 'styled', 720, 'avif');
    const [version = '', name = ''] = url.split('/').slice(-2);
    expect(parseProductName(version, name)).toEqual({
      kind: 'product',
      shape: 'coat',
      colour: 'navy',
      view: 'styled',
      width: 720,
      format: 'avif',
    });
  });

  it.each([
    ['unknown shape', 'robe-navy-front-480.avif'],
    ['unknown colour', 'coat-mauve-front-480.avif'],
    ['unknown view', 'coat-navy-side-480.avif'],
    ['a width not encoded', 'coat-navy-front-481.avif'],
    ['a huge width', 'coat-navy-front-99999.avif'],
    ['another format', 'coat-navy-front-480.png'],
    ['upper case', 'Coat-navy-front-480.avif'],
    ['a path trick', '..%2Fcoat-navy-front-480.avif'],
    ['extra parts', 'coat-navy-front-480-480.avif'],
    ['the old SVG name', 'coat-navy.svg'],
  ])('refuse %s', (_, name) => {
    expect(parseProductName(ART_VERSION, name)).toBeUndefined();
  });

  it('refuse an old art version', () => {
    expect(parseProductName('a0', 'coat-navy-front-480.avif')).toBeUndefined();
  });
});

describe('editorial banner names', () => {
  it('read a slug, a ratio, a width and a format', () => {
    expect(parseEditorialName(ART_VERSION, 'summer-sale-2026-hero-1440.webp')).toEqual({
      kind: 'editorial',
      motif: 'summer-sale-2026',
      ratio: 'hero',
      width: 1440,
      format: 'webp',
    });
  });

  it.each([
    'summer-sale-square-960.webp',
    'summer-sale-hero-961.webp',
    'summer_sale-hero-960.webp',
    `${'a'.repeat(61)}-hero-960.webp`,
    '-hero-960.webp',
    'x-hero-960.gif',
  ])('refuse %s', (name) => {
    expect(parseEditorialName(ART_VERSION, name)).toBeUndefined();
  });
});
