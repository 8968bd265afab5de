import { describe, expect, it } from 'vitest';
import { contentImageUrl, coverSizes, heightAt, imageLabel, imageWidths, parseImageFile } from './rules';

const ID = 'a'.repeat(32);

describe('content image rules', () => {
  it('keeps each fixed width below the original, then the original up to 1920, never wider', () => {
    expect(imageWidths(4000)).toEqual([640, 1280, 1920]);
    expect(imageWidths(1920)).toEqual([640, 1280, 1920]);
    expect(imageWidths(1500)).toEqual([640, 1280, 1500]);
    expect(imageWidths(1280)).toEqual([640, 1280]);
    expect(imageWidths(700)).toEqual([640, 700]);
    expect(imageWidths(300)).toEqual([300]);
  });

  it('scales the height with the width', () => {
    expect(heightAt(640, 2400, 1600)).toBe(427);
    expect(heightAt(640, 6400, 1)).toBe(1);
  });

  it('asks for a wider file when the crop to cover its box draws the picture wider than the box', () => {
    // A 2.4:1 banner in a 4:5 tile is drawn three times the tile's width.
    expect(coverSizes('(min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw', 2400, 1000, 'tile')).toBe(
      '(min-width: 1024px) calc(30vw * 3), (min-width: 768px) calc(45vw * 3), calc(100vw * 3)',
    );
    expect(coverSizes('100vw', 3000, 2000, 'hero')).toBe('calc(100vw * 1.5)');
    // A picture as narrow as its box, or narrower, fills it by its width.
    expect(coverSizes('100vw', 2000, 2000, 'hero')).toBe('100vw');
    expect(coverSizes('(min-width: 1440px) 1360px, 100vw', 1600, 2000, 'band')).toBe('(min-width: 1440px) 1360px, 100vw');
  });

  it('reads back only the addresses it writes', () => {
    expect(parseImageFile(ID, '640.avif')).toEqual({ id: ID, width: 640, format: 'avif' });
    expect(contentImageUrl(ID, 1280, 'jpg')).toBe(`/images/content/${ID}/1280.jpg`);
    for (const file of ['640.png', '640.jpeg', '0640.avif', '-1.jpg', '640.avif.svg', '640', 'x.webp', '999999.jpg'])
      expect(parseImageFile(ID, file), file).toBeUndefined();
    for (const id of ['A'.repeat(32), 'a'.repeat(31), '../etc/passwd', `${ID}0`]) expect(parseImageFile(id, '640.jpg'), id).toBeUndefined();
  });

  it("names an upload by the file's own name, without folders or control characters", () => {
    expect(imageLabel(encodeURIComponent('Yaz kampanyası ğüşiöç.jpg'))).toBe('Yaz kampanyası ğüşiöç.jpg');
    expect(imageLabel('C:\\Users\\ayse\\banner.png')).toBe('banner.png');
    expect(imageLabel('../../etc/passwd')).toBe('passwd');
    expect(imageLabel('a\u0000b\u001bc.jpg')).toBe('abc.jpg');
    // A right-to-left override, marks, a zero-width space and a line separator are taken out.
    expect(imageLabel(encodeURIComponent('banner\u202Egpj.exe'))).toBe('bannergpj.exe');
    expect(imageLabel('a\u200Eb\u200Bc\u2028d\uFEFF.png')).toBe('abcd.png');
    expect(Array.from(imageLabel(`${'x'.repeat(119)}😀😀`))).toHaveLength(120);
    expect(imageLabel('%E0%A4%A')).toBe('%E0%A4%A');
    expect(imageLabel('x'.repeat(300))).toHaveLength(120);
    expect(imageLabel(null)).toBe('image');
    expect(imageLabel('  ')).toBe('image');
  });
});
