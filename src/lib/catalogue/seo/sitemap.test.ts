import { describe, expect, it } from 'vitest';
import type { Robots, RouteRule } from '@lib/platform/routing/routes';
import { robotsTxt, sitemapXml } from './sitemap';

const r = (path: string, robots: Robots): RouteRule => ({ path, access: 'public', guest: false, robots });

describe('sitemap.xml', () => {
  it('lists each path in Turkish and English, each naming both alternates', () => {
    const xml = sitemapXml('https://shop.example', ['/', '/campaigns/a&b']);
    expect(xml).toContain('<loc>https://shop.example/</loc>');
    expect(xml).toContain('<loc>https://shop.example/en/</loc>');
    expect(xml).toContain('<loc>https://shop.example/en/campaigns/a&amp;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.example/en/campaigns/a&amp;b"/>');
  });
});

describe('robots.txt', () => {
  const text = robotsTxt(
    'https://shop.example',
    [
      r('/cart', 'noindex'),
      r('/customer', 'noindex'),
      r('/customer/login', 'index'),
      r('/customer/easyreturn/:id', 'noindex'),
      r('/search', 'noindex'),
    ],
    ['/cop-api/'],
  );

  it('blocks noindex routes in both languages and the API, and names the sitemap', () => {
    expect(text).toContain('Disallow: /cart$');
    expect(text).toContain('Disallow: /en/cart$');
    expect(text).toContain('Disallow: /search?');
    expect(text).toContain('Disallow: /customer/easyreturn/\n');
    expect(text).toContain('Disallow: /cop-api/');
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
  });

  it('never blocks an indexed page by a shorter prefix', () => {
    expect(text).not.toMatch(/Disallow: \/customer\n/);
    expect(text).not.toContain('/customer/login');
  });

  it('leaves a route open when one table indexes it', () => {
    expect(robotsTxt('https://x', [r('/customer/reborn', 'noindex'), r('/customer/reborn', 'index')], [])).not.toContain('reborn');
  });
});
