import { describe, expect, it } from 'vitest';
import type { Suggestions } from '@lib/catalogue/search/schema';
import { ApiClient } from '../support/api-client';

// The search box's suggestions: validated, capped, in the asked language, and unmoved by hostile input.
const ask = (query: string, client = new ApiClient()) => client.get<Suggestions>(`/cop-api/search/suggestions?${query}`);

describe('search suggestions', () => {
  it('offers the brand, categories and products a prefix matches, each list capped', async () => {
    const { status, body } = await ask('q=vald');
    expect(status).toBe(200);
    expect(body.Result?.brands).toContainEqual({ label: 'Valdera', href: '/search?q=Valdera' });
    // From the second letter: one letter narrows nothing.
    expect((await ask('q=a')).body.Result).toEqual({ brands: [], categories: [], products: [] });
    const wide = (await ask('q=ar')).body.Result!;
    expect(wide.brands.length).toBeLessThanOrEqual(4);
    expect(wide.categories.length).toBeLessThanOrEqual(4);
    expect(wide.products.length).toBeLessThanOrEqual(6);
    expect((await ask('q=el')).body.Result?.products).toHaveLength(6);
  });

  it('reads what was typed as the search does: a plural, a synonym, the other language, a typo, a word half typed', async () => {
    const labels = async (q: string) => {
      const result = (await ask(`q=${encodeURIComponent(q)}`)).body.Result!;
      return { categories: result.categories.map((c) => c.href), products: result.products.map((p) => p.label) };
    };
    const plural = await labels('elbiseler');
    expect(plural.categories).toEqual(['/categories/kadin-elbise', '/categories/cocuk-elbise']);
    expect(plural.products.length).toBeGreaterThan(0);
    for (const name of plural.products) expect(name).toMatch(/Elbise/);
    expect((await labels('kabanlar')).categories).toEqual(['/categories/erkek-mont', '/categories/cocuk-mont']);
    expect((await labels('bags')).categories).toEqual(['/categories/kadin-canta']);
    for (const name of (await labels('gabardin patnolon')).products) expect(name).toMatch(/Gabardin .*Pantolon/);
    // The last word may be unfinished: "ipek elb" is on its way to "ipek elbise".
    const typing = await labels('ipek elb');
    expect(typing.products.length).toBeGreaterThan(0);
    for (const name of typing.products) expect(name).toMatch(/İpek .*Elbise/);
  });

  it('offers the closest query that finds something when nothing answers what was typed, and nothing when none is near', async () => {
    const mistyped = (await ask('q=mnot')).body.Result!;
    expect(mistyped).toEqual({ brands: [], categories: [], products: [], respelled: { label: 'mont', href: '/search?q=mont' } });
    expect((await ask('q=mnot&lang=en')).body.Result?.respelled).toEqual({ label: 'coats', href: '/en/search?q=coats' });
    expect((await ask(`q=${encodeURIComponent('qqxzv wwkj')}`)).body.Result).toEqual({ brands: [], categories: [], products: [] });
    // Something answers: no respelling is offered.
    expect((await ask('q=mont')).body.Result?.respelled).toBeUndefined();
  });

  it("names categories and products in the asked language, or the request's", async () => {
    const tr = (await ask('q=elbise')).body.Result!;
    expect(tr.categories).toContainEqual({ label: 'Elbise', href: '/categories/kadin-elbise', hint: 'Kadın' });
    expect(tr.products[0]?.href).toMatch(/^\/product\//);
    const en = (await ask('q=dress&lang=en')).body.Result!;
    expect(en.categories).toContainEqual({ label: 'Dresses', href: '/en/categories/kadin-elbise', hint: 'Women' });
    expect(en.products[0]?.href).toMatch(/^\/en\/product\//);
    // With no lang, the language cookie decides.
    const english = new ApiClient();
    english.cookies.set('LanguageId', '2');
    expect((await ask('q=dress', english)).body.Result?.categories[0]?.label).toBe('Dresses');
  });

  it('refuses a missing, blank or oversized query and an unknown language with 400', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`, 'q=ipek&lang=de', 'q=%00', 'q=vald%25%00']) {
      const { status, body } = await ask(query);
      expect(status, query).toBe(400);
      expect(body.Success).toBe(false);
    }
    // 100 characters after trimming is still a query.
    expect((await ask(`q=${encodeURIComponent(` ${'a'.repeat(100)} `)}`)).status).toBe(200);
  });

  it('answers odd and SQL-like input as plain words, and the catalogue is untouched', async () => {
    for (const q of ['%_%', '<script>', '🙂', '{}[]()*', "'"]) {
      const { status, body } = await ask(`q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(body.Result).toEqual({ brands: [], categories: [], products: [] });
    }
    for (const q of ["' OR 1=1 --", '"; DROP TABLE products; --', "vald' --"]) {
      const { status, body } = await ask(`q=${encodeURIComponent(q)}`);
      expect(status, q).toBe(200);
      expect(body.Result!.products.length).toBeLessThanOrEqual(6);
    }
    expect((await ask('q=vald')).body.Result?.brands).toHaveLength(1);
  });

  it('stays correct under many parallel calls', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => ask(`q=${['val', 'elb', 'ipek', 'zz'][i % 4]}`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers[0]?.body).toEqual(answers[4]?.body);
  });
});
