import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';

async function page(path: string) {
  const response = await new ApiClient().request(path);
  return { status: response.status, body: await response.text() };
}

const decode = (html: string) =>
  html.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** The value the header's search box shows, decoded. */
function searchBoxValue(body: string): string | undefined {
  const value = /<input id="site-search"[^>]*? value="([^"]*)"/.exec(body)?.[1];
  return value === undefined ? undefined : decode(value);
}

describe('search', () => {
  it('keeps the query in the search box, in both languages', async () => {
    expect(searchBoxValue((await page('/search?q=canta')).body)).toBe('canta');
    expect(searchBoxValue((await page('/en/search?q=silk+dress')).body)).toBe('silk dress');
    // Elsewhere the box is empty.
    expect(searchBoxValue((await page('/categories/kadin?q=canta')).body)).toBeUndefined();
  });

  it('says plainly that nothing was found and offers categories and brands to browse', async () => {
    for (const [prefix, said, notSaid] of [
      ['', '“zzzqqq” için sonuç bulunamadı', 'Filtreleri azaltmayı'],
      ['/en', 'No results for “zzzqqq”', 'removing a filter'],
    ] as const) {
      const { status, body } = await page(`${prefix}/search?q=zzzqqq`);
      expect(status).toBe(200);
      expect(body).toContain(said);
      expect(body).not.toContain(notSaid);
      // The filters cannot narrow nothing: they are not offered.
      expect(body).not.toContain('class="filters"');
      for (const department of ['kadin', 'erkek', 'cocuk', 'ev', 'kozmetik'])
        expect(body).toContain(`href="${prefix}/categories/${department}"`);
      expect(body).toContain(`href="${prefix}/categories/kozmetik-parfum"`);
      expect(body).toContain(`href="${prefix}/search?q=Valdera"`);
      expect(body).toContain(`href="${prefix}/search?q=Maison+Aur%C3%A8le"`);
    }
  });

  it('sends a shopper from a brand link to that brand', async () => {
    const { body } = await page('/en/search?q=Maison+Aur%C3%A8le');
    expect(body).toMatch(/\d+ products?/);
    expect(body).not.toContain('No results');
  });

  it('tells a filter that emptied the results from a query that found nothing', async () => {
    const filtered = await page('/en/search?q=bag&min=9999999');
    expect(filtered.body).toContain('No products match these choices. Try removing a filter.');
    expect(filtered.body).toContain('class="filters"');
    expect(filtered.body).not.toContain('No results for');
  });

  it('asks what to look for when the query is empty', async () => {
    const { body } = await page('/en/search');
    expect(body).toContain('<title>Search | Vitrin</title>');
    expect(body).toContain('What are you looking for?');
    expect(body).not.toMatch(/0 products/);
    expect(body).toContain('href="/en/categories/kadin"');
  });

  it('shows a query with markup as text, never as markup', async () => {
    const { body } = await page('/en/search?q=%3Cb%3Ebold%22%3E');
    // Outside attribute values (where a "<" is harmless) no tag of the query survives.
    expect(body.replace(/"[^"]*"/g, '""')).not.toContain('<b>');
    expect(decode(/<h1[^>]*>(.*?)<\/h1>/.exec(body)![1]!)).toBe('No results for “<b>bold">”');
    expect(searchBoxValue(body)).toBe('<b>bold">');
  });

  it('finds what a mistyped word names, and offers the closest query with results when a typo is too short to correct', async () => {
    const corrected = await page('/search?q=ipek+elibse');
    expect(corrected.body).toMatch(/\d+ ürün/);
    expect(corrected.body).not.toContain('sonuç bulunamadı');
    for (const [prefix, said] of [
      ['', 'Şunu mu demek istediniz: <a href="/search?q=mont">mont</a>?'],
      // The nearest catalogue word is the Turkish "mont"; in English it is the category's English name.
      ['/en', 'Did you mean <a href="/en/search?q=coats">coats</a>?'],
    ] as const) {
      const { body } = await page(`${prefix}/search?q=mnot`);
      expect(body).toContain(said);
    }
    // Nothing close: no guess is offered.
    expect((await page('/search?q=zzzqqq')).body).not.toContain('demek istediniz: <a');
  });

  it('counts every search that found nothing for the editors, rendered each time, and never one that may be personal', async () => {
    const word = `yokki${Array.from({ length: 8 }, () => 'abcdefghijklmnoprstuvyz'[randomInt(23)]).join('')}`;
    const asked = await Promise.all([1, 2, 3].map(() => new ApiClient().request(`/search?q=${word}`)));
    // Never kept: a kept answer would skip the count.
    expect(asked.map((r) => r.headers.get('x-page-cache'))).not.toContain('hit');
    const personal = ['ali.veli@example.com', '0532 123 45 67', '4111111111111111'];
    for (const q of personal) await page(`/search?q=${encodeURIComponent(q)}`);
    const { body } = await page('/dev/search-misses');
    const row = new RegExp(`<td>${word}</td>\\s*<td>TR</td>\\s*<td>3</td>`);
    expect(body).toMatch(row);
    for (const q of ['ali', 'veli', 'example', '0532', '4111']) expect(body).not.toContain(`<td>${q}`);
  });
});
