import { describe, expect, inject, it } from 'vitest';
import { campaignState, formatDate, lastDay } from '../../src/lib/catalogue/content/rules';
import { ApiClient } from '../support/api-client';
import { campaignFiles } from '../support/campaign-files';

async function html(client: ApiClient, path: string) {
  const response = await client.request(path);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The parts of a page's JSON-LD these tests read. */
interface JsonLd {
  '@type': string;
  offers: { price: string; availability: string };
  itemListElement: { name: string }[];
}

const jsonLd = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLd);

describe('cart item count', () => {
  it('answers cartItemCount for a visitor in the envelope', async () => {
    const { status, body } = await new ApiClient().get<{ cartItemCount: number }>('/cop-api/cart/item-count');
    expect(status).toBe(200);
    expect(body).toEqual({ Success: true, Result: { cartItemCount: 0 } });
  });
});

describe('product cards', () => {
  it('bring the heart’s script once a page, though most come from markup kept by an earlier page', async () => {
    const client = new ApiClient();
    const listing = await html(client, '/categories/kadin');
    // Two products of one category, whose rows show mostly the same cards; listings in other orders.
    const products = [...new Set([...listing.body.matchAll(/href="(\/product\/[^"?]+)"/g)].map((m) => m[1]!))].slice(0, 2);
    for (const path of ['/categories/kadin', ...products, '/categories/kadin?sort=price-desc', '/categories/kadin?sort=price-asc&page=2']) {
      const { status, body } = await html(client, path);
      expect(status, path).toBe(200);
      expect(body.match(/<article class="card">/g)?.length, path).toBeGreaterThanOrEqual(4);
      expect(body.match(/<script type="module" src="\/_astro\/ProductCard\.astro[^"]*"><\/script>/g), path).toHaveLength(1);
    }
  });
});

describe('category listing', () => {
  it('counts, filters and pages with real links', async () => {
    const client = new ApiClient();
    const all = await html(client, '/categories/kadin');
    const raw = await client.request('/categories/kadin?colour=red&size=M&min=&sort=recommended');
    expect(raw.status).toBe(302);
    expect(raw.headers.get('location')).toBe('/categories/kadin?size=M&colour=red');
    const filtered = await html(client, '/categories/kadin?size=M&colour=red');
    const count = (body: string) => Number(/(\d+) ürün/.exec(body)![1]);
    expect(all.status).toBe(200);
    expect(count(filtered.body)).toBeGreaterThan(0);
    expect(count(filtered.body)).toBeLessThan(count(all.body));
    expect(all.body).toContain('href="/categories/kadin?page=2"');
    const page2 = await html(client, '/categories/kadin?page=2');
    expect(page2.body).toMatch(/rel="canonical" href="[^"]*\/categories\/kadin\?page=2"/);
    expect(filtered.body).toMatch(/rel="canonical" href="[^"]*\/categories\/kadin"/);
  });

  it('keeps the filters under the English prefix', async () => {
    const client = new ApiClient();
    const count = (body: string) => Number(/(\d+) products?/.exec(body)![1]);
    const all = await html(client, '/en/categories/erkek');
    const filtered = await html(client, '/en/categories/erkek?colour=red');
    expect(count(filtered.body)).toBeLessThan(count(all.body));
    expect(filtered.body).toContain('value="red" checked');
  });

  it('answers 404 for an unknown category', async () => {
    expect((await html(new ApiClient(), '/categories/no-such-thing')).status).toBe(404);
  });
});

describe('product page', () => {
  it('carries Product and Offer JSON-LD in TRY, a breadcrumb, canonical and hreflang', async () => {
    const client = new ApiClient();
    const listing = await html(client, '/en/categories/kozmetik-parfum');
    const href = /href="(\/en\/product\/[^"?]+)"/.exec(listing.body)![1]!;
    const page = await html(client, href);
    expect(page.status).toBe(200);
    const [product, crumbs] = jsonLd(page.body);
    expect(product).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer', priceCurrency: 'TRY' } });
    expect(product!.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(product!.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(crumbs!.itemListElement.map((i: { name: string }) => i.name).slice(0, 3)).toEqual(['Home', 'Beauty', 'Fragrance']);
    const path = href.replace(/^\/en/, '');
    expect(page.body).toContain(`<link rel="canonical" href="${client.baseUrl}${href}"`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="tr" href="${client.baseUrl}${path}"`);
    expect(page.body).toContain(`<link rel="alternate" hreflang="en" href="${client.baseUrl}${href}"`);
    expect(page.body).toContain('By law, this product cannot be bought in instalments.');
    expect(page.body).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  it('serves the kept page to visitors and sessions alike, each with their own cookies', async () => {
    const listing = await html(new ApiClient(), '/categories/kadin');
    // A query of its own gives this test a page no other test has asked for.
    const path = `${/href="(\/product\/[^"?]+)"/.exec(listing.body)![1]!}?utm_source=cache-${Date.now()}`;
    const session = new ApiClient();
    await session.verificationToken();
    const answers = [];
    for (const visitor of [new ApiClient(), new ApiClient(), session]) {
      const response = await visitor.request(path);
      answers.push({
        cache: response.headers.get('x-page-cache'),
        body: await response.text(),
        cookies: response.headers.getSetCookie().join(),
      });
    }
    expect(answers.map((a) => a.cache)).toEqual(['miss', 'hit', 'hit']);
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(answers[2]!.body).toBe(answers[0]!.body);
    expect(answers[1]!.cookies).toContain('LanguageId=1');
    expect(answers[2]!.body).not.toContain('name="request-verification-token"');
    // PAGE_CACHE=0 renders every request.
    expect((await new ApiClient(inject('maintenanceUrl')).request(path)).headers.get('x-page-cache')).toBeNull();
  });

  it('redirects a wrong name to the product address and hides unknown ids', async () => {
    const client = new ApiClient();
    const moved = await client.request('/product/wrong-name-1');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toMatch(/^\/product\/[a-z0-9-]+-1$/);
    expect((await html(client, '/product/nothing-99999999')).status).toBe(404);
  });
});

describe('search', () => {
  it('finds products by a folded word prefix of brand, name or category', async () => {
    const page = await html(new ApiClient(), '/search?q=%C3%87ANT');
    expect(page.body).toMatch(/[1-9]\d* ürün/);
    expect(page.body).toContain('Çanta');
    expect((await html(new ApiClient(), '/search?q=zzzzqqq')).body).toContain('“zzzzqqq” için sonuç bulunamadı');
  });
});

describe('campaigns and content', () => {
  it('lists only running campaigns; an ended one says so and offers the running ones; one not started is not found', async () => {
    const client = new ApiClient();
    const now = new Date();
    const files = campaignFiles('tr');
    const state = (slug: string) => campaignState(files.get(slug)!, now);
    const list = await html(client, '/campaigns');
    const listed = [...list.body.matchAll(/href="\/campaigns\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
    expect(new Set(listed)).toEqual(new Set([...files.keys()].filter((slug) => state(slug) === 'running')));
    // The content keeps one campaign that is over and one still to come.
    expect(state('yaz-indirimi')).toBe('ended');
    expect(state('sevgililer-gunu')).toBe('upcoming');

    const ended = await html(client, '/campaigns/yaz-indirimi');
    expect(ended.status).toBe(410);
    expect(ended.body).toContain('Bu kampanya 31 Ağustos 2026 tarihinde sona erdi.');
    expect(ended.body).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(ended.body).toContain(`href="/campaigns/${listed[0]}"`);
    expect((await html(new ApiClient(), '/en/campaigns/yaz-indirimi')).body).toContain('This campaign ended on 31 August 2026.');
    expect((await html(client, '/campaigns/sevgililer-gunu')).status).toBe(404);
  });

  it('shows a running campaign with its last day and never its internal number', async () => {
    const [slug, campaign] = [...campaignFiles('en')].find(([, c]) => campaignState(c, new Date()) === 'running')!;
    const page = await html(new ApiClient(), `/en/campaigns/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(campaign.title.replaceAll("'", '&#39;'));
    expect(page.body).toContain(`Until ${formatDate(lastDay(campaign), 'en')}`);
    const text = page.body.replace(/<[^>]*>/g, ' ');
    expect(text).not.toMatch(new RegExp(`\\b${campaign.campaignId}\\b`));
    expect(text).not.toMatch(/Campaign no/i);
  });

  it('renders every loyalty segment and the friendly-uri page from Markdown in both languages', async () => {
    for (const prefix of ['', '/en']) {
      const client = new ApiClient();
      for (const segment of ['siz', 'white', 'beige', 'gold', 'platinum', 'vip']) {
        const page = await html(client, `${prefix}/content/loyalty-segment${segment}`);
        expect(page.status, `${prefix} ${segment}`).toBe(200);
        expect(page.body).toContain('The One');
      }
    }
    expect((await html(new ApiClient(), '/content/kolay-iade-nasil-yapilir-content')).body).toContain('Kolay iade nasıl yapılır?');
    expect((await html(new ApiClient(), '/en/content/kolay-iade-nasil-yapilir-content')).body).toContain('How easy returns work');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists catalogue, campaigns and content in both languages', async () => {
    const client = new ApiClient();
    const running = [...campaignFiles('tr')].find(([, c]) => campaignState(c, new Date()) === 'running')![0];
    const response = await client.request('/sitemap.xml');
    const xml = await response.text();
    expect(response.headers.get('content-type')).toContain('application/xml');
    for (const path of [
      '/',
      '/categories/kadin',
      '/campaigns',
      `/campaigns/${running}`,
      '/content/loyalty-segmentvip',
      '/content/kolay-iade-nasil-yapilir-content',
    ]) {
      expect(xml).toContain(`<loc>${client.baseUrl}${path}</loc>`);
      expect(xml).toContain(`<loc>${client.baseUrl}/en${path}</loc>`);
    }
    expect(xml).toMatch(new RegExp(`<loc>${client.baseUrl}/product/[a-z0-9-]+-\\d+</loc>`));
    expect(xml).not.toContain('/campaigns/yaz-indirimi<');
    expect(xml).not.toContain('/campaigns/sevgililer-gunu<');
  });

  it('robots.txt keeps crawlers off private routes and the API and names the sitemap', async () => {
    const text = await (await new ApiClient().request('/robots.txt')).text();
    expect(text).toContain('Disallow: /cart$');
    expect(text).toContain('Disallow: /cop-api/');
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
    expect(text).not.toContain('/product');
  });
});
