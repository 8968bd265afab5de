import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parseListingQuery } from '@lib/catalogue/products/schema';
import { demoCatalogue } from '../../../../tests/support/demo-catalogue';

// The database keeps each product's search document and the catalogue's words (drizzle/0022):
// these tests change the data the way a tool or an editor would, with plain SQL, and search again.
const demo = demoCatalogue();

/** The first column of the first row a statement answers. */
async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const { rows } = (await demo.db.execute(query)) as unknown as { rows: Record<string, T>[] };
  return Object.values(rows[0]!)[0]!;
}

async function found(q: string): Promise<{ total: number; names: string[] }> {
  const { searchProducts } = await import('./results.server');
  const page = await searchProducts(parseListingQuery(new URLSearchParams({ q })), 'tr');
  return { total: page.total, names: page.items.map((item) => item.name) };
}

describe('documents written in bulk', () => {
  // The catalogue above was written as the seed writes it: every document made in one pass (drizzle/0031).
  it('are the documents the trigger makes product by product', async () => {
    const differing = sql`select count(*)::int from products p
      where search_vector is distinct from search_document(p) or search_head is distinct from ts_filter(search_document(p), '{a,b,d}')`;
    expect(await one<number>(sql`select count(*)::int from products where search_vector is null`)).toBe(0);
    expect(await one<number>(differing)).toBe(0);
  });
});

describe('forms of a word', () => {
  it('lower-cases the Turkish way whatever the locale, and folds Turkish letters', async () => {
    expect(await one(sql`select search_lower('IŞIK İPEK ÇANTA')`)).toBe('ışık ipek çanta');
    expect(await one(sql`select search_fold('Gömlek Çantası Aurèle')`)).toBe('gomlek cantasi aurele');
  });

  it('takes Turkish endings off to the root, and keeps no stem too short to mean anything', async () => {
    const forms = async (word: string) => one<string[]>(sql`select search_forms(${word}, 'tr')`);
    expect(await forms('kulaklıkları')).toContain('kulaklik');
    expect(await forms('kulaklığı')).toContain('kulaklik');
    expect(await forms('çantası')).toContain('canta');
    expect(await forms('elbiseler')).toContain('elbise');
    // Snowball cuts "keten" to "ke" and "çanta" to "ça": such stems would match unrelated words.
    expect(await forms('keten')).toEqual(['keten']);
    expect(await forms('çanta')).not.toContain('ca');
    expect(await forms('ve')).toEqual([]);
    expect(await one<string[]>(sql`select search_forms('necklaces', 'en')`)).toContain('necklac');
  });
});

describe('documents kept current', () => {
  it('follows a renamed product, and learns its new words for typos', async () => {
    await demo.db.execute(sql`update products set name_tr = 'Zümrüt Pelerin' where id = 1`);
    expect((await found('pelerin')).names).toEqual(['Zümrüt Pelerin']);
    expect((await found('pelerinler')).names).toEqual(['Zümrüt Pelerin']);
    expect((await found('pelerni')).names).toEqual(['Zümrüt Pelerin']);
  });

  it('follows a renamed brand and category', async () => {
    await demo.db.execute(sql`update brands set name = 'Ostrava Atelier' where slug = 'valdera'`);
    const ofBrand = await one<number>(
      sql`select count(*)::int from products where main_product_id is null and brand_id = (select id from brands where slug = 'valdera')`,
    );
    expect((await found('ostrava')).total).toBe(ofBrand);
    // The brands' words a query word's forms are told from (drizzle/0030) follow the rename.
    const brandWords = () => one<string[]>(sql`select array_agg(word order by word) from search_brand_words`);
    expect(await brandWords()).toContain('ostrava');
    expect(await brandWords()).not.toContain('valdera');
    await demo.db.execute(sql`update categories set name_tr = 'Kolyeler ve Küpeler' where slug = 'kadin-taki'`);
    expect((await found('küpe')).total).toBeGreaterThan(0);
  });

  it('finds by a synonym or a colour word an editor adds, at once', async () => {
    expect((await found('entari')).total).toBe(0);
    await demo.db.execute(sql`insert into search_synonyms (words) values ('{entari,elbise}')`);
    expect((await found('entari')).total).toBe((await found('elbise')).total);
    expect((await found('bordo elbise')).total).toBe(0);
    await demo.db.execute(sql`insert into colour_words (colour, lang, word) values ('red', 'tr', 'Bordo')`);
    const bordo = await found('bordo elbise');
    expect(bordo.total).toBe((await found('kırmızı elbise')).total);
    expect(bordo.total).toBeGreaterThan(0);
  });
});

describe('sorts', () => {
  it("keeps the shopper's price sort over relevance, either way", async () => {
    const { searchProducts } = await import('./results.server');
    for (const [sort, sign] of [
      ['price-asc', 1],
      ['price-desc', -1],
    ] as const) {
      const { items, total } = await searchProducts(parseListingQuery(new URLSearchParams({ q: 'elbise', sort })), 'tr');
      expect(total).toBeGreaterThan(items.length);
      const prices = items.map((item) => item.salePrice * sign);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });
});
