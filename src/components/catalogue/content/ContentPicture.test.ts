import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it, vi } from 'vitest';
import { checkHtml, describeMessage } from '../../../../tests/support/nu';
import ContentPicture from './ContentPicture.astro';

// The picture of an uploaded image: its sources in the three formats, its box sized before it
// loads, lazy unless it is the page's first picture, and valid HTML; without an upload, the slot.

const ID = 'ab'.repeat(16);
vi.mock('@lib/catalogue/content/images/store.server', () => ({
  imageSize: async (id: string) => (id === ID ? { width: 2400, height: 1600 } : undefined),
}));

const render = async (props: Record<string, unknown>) =>
  (await AstroContainer.create()).renderToString(ContentPicture, { props, slots: { default: '<img src="/drawn.webp" alt="drawn">' } });

describe('ContentPicture', () => {
  it('offers AVIF, WebP and JPEG at each kept width, sized, lazy', async () => {
    const html = await render({ image: ID, alt: 'Yaz vitrini', box: 'band', sizes: '100vw', class: 'hero-image' });
    const url = (w: number, f: string) => `/images/content/${ID}/${w}.${f}`;
    const set = (f: string) => [640, 1280, 1920].map((w) => `${url(w, f)} ${w}w`).join(', ');
    expect(html).toContain(`<source type="image/avif" srcset="${set('avif')}" sizes="100vw">`);
    expect(html).toContain(`<source type="image/webp" srcset="${set('webp')}" sizes="100vw">`);
    expect(html).toMatch(
      new RegExp(
        `<img class="hero-image" src="${url(1280, 'jpg')}" srcset="${set('jpg')}" sizes="100vw" alt="Yaz vitrini" width="1920" height="1280" loading="lazy" decoding="async">`,
      ),
    );
    expect(html).not.toContain('drawn');
  });

  it('asks for a file wide enough for the crop of a narrower box', async () => {
    // 3:2 in a 4:5 tile: drawn 1.875 times the tile's width.
    const html = await render({ image: ID, alt: '', box: 'tile', sizes: '(min-width: 1024px) 30vw, 100vw' });
    expect(html).toContain('sizes="(min-width: 1024px) calc(30vw * 1.88), calc(100vw * 1.88)"');
  });

  it('fetches the first picture of a page at once', async () => {
    const html = await render({ image: ID, alt: '', box: 'band', sizes: '100vw', priority: true });
    expect(html).toContain('loading="eager" fetchpriority="high"');
  });

  it('shows the drawn picture without an upload, or for an id this store does not hold', async () => {
    for (const image of [undefined, 'cd'.repeat(16), 'not-an-id']) {
      const html = await render({ image, alt: '', box: 'tile', sizes: '100vw' });
      expect(html).toBe('<img src="/drawn.webp" alt="drawn">');
    }
  });

  it('is valid HTML', async () => {
    const body =
      (await render({ image: ID, alt: 'Yaz vitrini', box: 'tile', sizes: '(min-width: 1024px) 30vw, 100vw' })) +
      (await render({ image: ID, alt: '', box: 'band', sizes: '100vw', priority: true }));
    const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Vitrin</title></head><body>${body}</body></html>`;
    const { errors } = await checkHtml([{ name: 'ContentPicture', html }]);
    expect(errors.map(describeMessage)).toEqual([]);
  });
});
