import { productSlug, slugify } from '@lib/catalogue/products/rules';
import { COLOUR_CODES, SIZE_RUNS } from '@lib/catalogue/products/vocab';
import { DEMO_BRANDS, DEMO_DEPARTMENTS, DEMO_SELLERS, type DemoCategory } from './categories';
import { namingOf } from './names';

/** A small seeded random generator (mulberry32): the same seed always gives the same catalogue. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface CategoryRow {
  id: number;
  slug: string;
  parentId: number | null;
  nameTr: string;
  nameEn: string;
  noInstalment: boolean;
  position: number;
  sizes: string[];
}
export interface ProductRow {
  id: number;
  slug: string;
  brandId: number;
  categoryId: number;
  departmentId: number;
  sellerId: number;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  shape: string;
  listPrice: number;
  salePrice: number;
  purchaseLimit: number | null;
  noInstalment: boolean;
  sameDayCargo: boolean;
  mainProductId: number | null;
  rank: number;
  sizes: string[];
  colours: string[];
  inStock: boolean;
}
export interface VariantRow {
  id: number;
  productId: number;
  colour: string;
  size: string;
  stock: number;
}

export const brandRows = () => DEMO_BRANDS.map((name, i) => ({ id: i + 1, slug: slugify(name), name }));
export const sellerRows = () => DEMO_SELLERS.map((seller, i) => ({ id: i + 1, ...seller }));

/** Departments first (ids 1–5), then their categories. */
export function categoryRows(): {
  rows: CategoryRow[];
  leaves: (DemoCategory & { id: number; departmentId: number; department: { nameTr: string; nameEn: string } })[];
} {
  const rows: CategoryRow[] = DEMO_DEPARTMENTS.map((d, i) => ({
    id: i + 1,
    slug: d.slug,
    parentId: null,
    nameTr: d.nameTr,
    nameEn: d.nameEn,
    noInstalment: false,
    position: i,
    sizes: [...new Set(d.children.flatMap((child) => SIZE_RUNS[child.sizes]))],
  }));
  const leaves = DEMO_DEPARTMENTS.flatMap((d, di) => d.children.map((child) => ({ ...child, departmentId: di + 1, department: d })));
  for (const [i, leaf] of leaves.entries())
    rows.push({
      id: rows.length + 1,
      slug: leaf.slug,
      parentId: leaf.departmentId,
      nameTr: leaf.nameTr,
      nameEn: leaf.nameEn,
      noInstalment: !!leaf.noInstalment,
      position: i,
      sizes: [...SIZE_RUNS[leaf.sizes]],
    });
  return { rows, leaves: leaves.map((leaf, i) => ({ ...leaf, id: DEMO_DEPARTMENTS.length + i + 1 })) };
}

const pick = <T>(rnd: () => number, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;

/** Stock of one variant: about a fifth sold out, a fifth running low, the rest plenty. */
function stockOf(rnd: () => number): number {
  const roll = rnd();
  if (roll < 0.18) return 0;
  if (roll < 0.38) return 1 + Math.floor(rnd() * 3);
  return 5 + Math.floor(rnd() * 40);
}

/**
 * The demo catalogue: `count` products spread over every category, with variants, and one
 * promotion product for every 20th beauty product. Deterministic, so tests can name products.
 */
export function generateCatalogue(count: number, seed = 7): { products: ProductRow[]; variants: VariantRow[] } {
  const rnd = random(seed);
  const brands = brandRows();
  const { leaves } = categoryRows();
  const products: ProductRow[] = [];
  const variants: VariantRow[] = [];
  for (let i = 0; i < count; i++) {
    const leaf = leaves[i % leaves.length]!;
    const brand = pick(rnd, brands);
    const naming = namingOf(leaf.slug);
    const [materialTr, materialEn] = pick(rnd, naming.materials);
    const [nounTr, nounEn] = pick(rnd, naming.nouns);
    const id = products.length + 1;
    const marketplace = rnd() < (leaf.noInstalment ? 0.4 : 0.25);
    const sellerId = marketplace ? 2 + Math.floor(rnd() * 3) : 1;
    const listPrice = Math.round((leaf.price[0] + rnd() * (leaf.price[1] - leaf.price[0])) / 10) * 1000;
    const salePrice = rnd() < 0.35 ? Math.round((listPrice * (0.5 + rnd() * 0.4)) / 100) * 100 : listPrice;
    const palette = naming.colours ?? COLOUR_CODES;
    const colours = [...new Set([pick(rnd, palette), pick(rnd, palette), pick(rnd, palette)])].slice(0, 1 + Math.floor(rnd() * 3));
    const sizes = [...SIZE_RUNS[leaf.sizes]];
    let inStock = false;
    for (const colour of colours)
      for (const size of sizes) {
        const stock = stockOf(rnd);
        inStock ||= stock > 0;
        variants.push({ id: variants.length + 1, productId: id, colour, size, stock });
      }
    const nameTr = `${materialTr} ${nounTr}`;
    const nameEn = `${materialEn} ${nounEn}`;
    products.push({
      id,
      slug: productSlug(id, brand.name, nameEn),
      brandId: brand.id,
      categoryId: leaf.id,
      departmentId: leaf.departmentId,
      sellerId,
      nameTr,
      nameEn,
      descriptionTr: `${brand.name} imzalı ${nameTr.toLocaleLowerCase('tr-TR')}. ${naming.story[0]}`,
      descriptionEn: `${nameEn} by ${brand.name}. ${naming.story[1]}`,
      shape: leaf.shape,
      listPrice,
      salePrice,
      purchaseLimit: rnd() < 0.2 ? 1 + Math.floor(rnd() * 3) : null,
      noInstalment: !!leaf.noInstalment,
      sameDayCargo: !marketplace && rnd() < 0.4,
      mainProductId: null,
      rank: Math.floor(rnd() * 1_000_000),
      sizes,
      colours,
      inStock,
    });
    if (leaf.shape === 'perfume' && Math.floor(i / leaves.length) % 5 === 0) {
      products.push(promotionOf(products.length + 1, products.at(-1)!, brand.name, variants));
    }
  }
  return { products, variants };
}

/** A travel-size gift that comes free with a fragrance (a promotion product, docs/behaviour/after-sales.md#promotion-products). */
function promotionOf(id: number, main: ProductRow, brand: string, variants: VariantRow[]): ProductRow {
  variants.push({ id: variants.length + 1, productId: id, colour: main.colours[0]!, size: '50 ml', stock: 200 });
  const nameTr = 'Seyahat Boyu Parfüm Hediyesi';
  const nameEn = 'Travel-size Fragrance Gift';
  return {
    ...main,
    id,
    slug: productSlug(id, brand, nameEn),
    nameTr,
    nameEn,
    descriptionTr: `${main.nameTr} ile birlikte hediye.`,
    descriptionEn: `A gift that comes with the ${main.nameEn}.`,
    listPrice: 45000,
    salePrice: 0,
    purchaseLimit: 1,
    sameDayCargo: main.sameDayCargo,
    mainProductId: main.id,
    sizes: ['50 ml'],
    colours: [main.colours[0]!],
    inStock: true,
  };
}
