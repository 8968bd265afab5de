import type { Shape, SizeRun } from '@lib/catalogue/products/vocab';

/** A category of the demo catalogue and what its products look like. */
export interface DemoCategory {
  slug: string;
  nameTr: string;
  nameEn: string;
  shape: Shape;
  sizes: SizeRun;
  /** Price range in whole lira. */
  price: [number, number];
  /** No instalments by law (cosmetics, technology, jewellery). */
  noInstalment?: boolean;
}

export interface DemoDepartment {
  slug: string;
  nameTr: string;
  nameEn: string;
  children: DemoCategory[];
}

const c = (
  slug: string,
  nameTr: string,
  nameEn: string,
  shape: Shape,
  sizes: SizeRun,
  price: [number, number],
  noInstalment = false,
): DemoCategory => ({ slug, nameTr, nameEn, shape, sizes, price, noInstalment });

/** Women, men, kids, home and beauty; cosmetics, technology and jewellery allow no instalments. */
export const DEMO_DEPARTMENTS: DemoDepartment[] = [
  {
    slug: 'kadin',
    nameTr: 'Kadın',
    nameEn: 'Women',
    children: [
      c('kadin-elbise', 'Elbise', 'Dresses', 'dress', 'clothing', [2500, 45000]),
      c('kadin-ceket', 'Ceket', 'Jackets', 'jacket', 'clothing', [4000, 60000]),
      c('kadin-canta', 'Çanta', 'Bags', 'bag', 'one', [3000, 120000]),
      c('kadin-ayakkabi', 'Ayakkabı', 'Shoes', 'shoe', 'shoes', [3000, 40000]),
      c('kadin-taki', 'Takı', 'Jewellery', 'necklace', 'one', [5000, 150000], true),
    ],
  },
  {
    slug: 'erkek',
    nameTr: 'Erkek',
    nameEn: 'Men',
    children: [
      c('erkek-gomlek', 'Gömlek', 'Shirts', 'shirt', 'clothing', [1500, 15000]),
      c('erkek-pantolon', 'Pantolon', 'Trousers', 'trousers', 'clothing', [2000, 18000]),
      c('erkek-mont', 'Mont', 'Coats', 'coat', 'clothing', [6000, 90000]),
      c('erkek-ayakkabi', 'Ayakkabı', 'Shoes', 'shoe', 'shoes', [3500, 45000]),
    ],
  },
  {
    slug: 'cocuk',
    nameTr: 'Çocuk',
    nameEn: 'Kids',
    children: [
      c('cocuk-tisort', 'Tişört', 'T-shirts', 'tshirt', 'kids', [600, 4000]),
      c('cocuk-elbise', 'Elbise', 'Dresses', 'kidsdress', 'kids', [900, 7000]),
      c('cocuk-mont', 'Mont', 'Coats', 'kidcoat', 'kids', [1500, 12000]),
    ],
  },
  {
    slug: 'ev',
    nameTr: 'Ev',
    nameEn: 'Home & Living',
    children: [
      c('ev-yastik', 'Kırlent', 'Cushions', 'cushion', 'one', [700, 6000]),
      c('ev-mum', 'Mum', 'Candles', 'candle', 'one', [500, 5000]),
      c('ev-teknoloji', 'Teknoloji', 'Technology', 'headphones', 'one', [3000, 30000], true),
    ],
  },
  {
    slug: 'kozmetik',
    nameTr: 'Kozmetik',
    nameEn: 'Beauty',
    children: [
      c('kozmetik-parfum', 'Parfüm', 'Fragrance', 'perfume', 'volume', [2500, 15000], true),
      c('kozmetik-cilt-bakimi', 'Cilt bakımı', 'Skincare', 'jar', 'one', [900, 9000], true),
      c('kozmetik-makyaj', 'Makyaj', 'Make-up', 'lipstick', 'one', [500, 3000], true),
    ],
  },
];

/** Fictional designer houses. */
export const DEMO_BRANDS = [
  'Maison Aurèle',
  'Valdera',
  'Nordhaven',
  'Casa Lirio',
  'Atelier Solène',
  'Beaumarché',
  'Kestrel & Finch',
  'Orsolina',
  'Halden Row',
  'Vesper Lune',
  'Marquette',
  'Ilios Studio',
  'Ferro Blu',
  'Selene Park',
  'Tavira',
  'Ondine Marchetti',
  'Bellwood',
  'Arden Vale',
  'Rosaline',
  'Caravella',
];

/** The store itself (SellerType 1) and marketplace sellers (SellerType 2). */
export const DEMO_SELLERS = [
  { code: 'VITRIN', name: 'Vitrin', sellerType: 1 },
  { code: 'MODAEVI', name: 'Moda Evi Butik', sellerType: 2 },
  { code: 'LUXOUTLET', name: 'Lux Outlet İstanbul', sellerType: 2 },
  { code: 'BEAUTYHUB', name: 'Beauty Hub', sellerType: 2 },
];
