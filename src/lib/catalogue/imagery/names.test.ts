import { describe, expect, it } from 'vitest';
import { SAMPLE_VARIANTS } from '@lib/platform/notify/mail/samples';
import { ART_VERSION, editorialMailImagePath, parseEditorialName, parseProductName, productImageUrl, productMailImagePath } from './names';

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

  it('read back the JPEG an e-mail shows, at every width, and name it for an order line', () => {
    expect(productMailImagePath('coat', 'navy')).toBe(`/images/products/${ART_VERSION}/coat-navy-front-240.jpg`);
    expect(productMailImagePath('bag', 'camel', 'styled')).toBe(`/images/products/${ART_VERSION}/bag-camel-styled-240.jpg`);
    const [version = '', name = ''] = productMailImagePath('coat', 'navy').split('/').slice(-2);
    expect(parseProductName(version, name)).toEqual({
      kind: 'product',
      shape: 'coat',
      colour: 'navy',
      view: 'front',
      width: 240,
      format: 'jpg',
    });
    expect(parseProductName(ART_VERSION, 'dress-red-back-960.jpg')?.format).toBe('jpg');
  });

  it.each([
    ['unknown shape', 'robe-navy-front-480.avif'],
    ['unknown colour', 'coat-mauve-front-480.avif'],
    ['unknown view', 'coat-navy-side-480.avif'],
    ['a width not encoded', 'coat-navy-front-481.avif'],
    ['a huge width', 'coat-navy-front-99999.avif'],
    ['another format', 'coat-navy-front-480.png'],
    ['JPEG spelled otherwise', 'coat-navy-front-480.jpeg'],
    ['an upper-case extension', 'coat-navy-front-480.JPG'],
    ['a format of five letters', 'coat-navy-front-480.jpegx'],
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

  it('read back the JPEG a campaign e-mail shows', () => {
    const path = editorialMailImagePath('summer-sale-2026', 'hero');
    expect(path).toBe(`/images/editorial/${ART_VERSION}/summer-sale-2026-hero-1440.jpg`);
    const [version = '', name = ''] = path.split('/').slice(-2);
    expect(parseEditorialName(version, name)).toEqual({
      kind: 'editorial',
      motif: 'summer-sale-2026',
      ratio: 'hero',
      width: 1440,
      format: 'jpg',
    });
  });

  it.each([
    'summer-sale-square-960.webp',
    'summer-sale-hero-961.webp',
    'summer_sale-hero-960.webp',
    `${'a'.repeat(61)}-hero-960.webp`,
    '-hero-960.webp',
    'x-hero-960.gif',
    'x-hero-960.jpeg',
    'x-hero-961.jpg',
  ])('refuse %s', (name) => {
    expect(parseEditorialName(ART_VERSION, name)).toBeUndefined();
  });
});

describe('the e-mail samples’ pictures', () => {
  it('are names the picture endpoints make, as JPEG', () => {
    const paths = SAMPLE_VARIANTS.flatMap((sample) => {
      if (sample.kind === 'orderConfirmed' || sample.kind === 'orderUpdate')
        return (sample.data.lines ?? []).flatMap((line) => line.imagePath ?? []);
      return sample.kind === 'campaign' && sample.data.imagePath ? [sample.data.imagePath] : [];
    });
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const [, , folder = '', version = '', name = ''] = path.split('/');
      const ref = folder === 'products' ? parseProductName(version, name) : parseEditorialName(version, name);
      expect(ref?.format, path).toBe('jpg');
    }
  });
});
