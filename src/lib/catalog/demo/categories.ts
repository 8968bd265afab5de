import type { Shape, SizeRun } from '@lib/catalog/vocab';

/** A category of the demo catalogue and what its products look like. */
export interface DemoCategory {
  slug: string;
  nameTr: string;
  nameEn: string;
  shape: Shape;
  sizes: SizeRun;
  /** Price range in whole lira. */
  price: [number, number];
  nounTr: string;
  nounEn: string;
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
  nounTr: string,
  nounEn: string,
  noInstalment = false,
): DemoCategory => ({ slug, nameTr, nameEn, shape, sizes, price, nounTr, nounEn, noInstalment });

/** Women, men, kids, home and beauty; cosmetics and technology allow no instalments. */
export const DEMO_DEPARTMENTS: DemoDepartment[] = [
  {
    slug: 'kadin',
    nameTr: 'Kadın',
    nameEn: 'Women',
    children: [
      c('kadin-elbise', 'Elbise', 'Dresses', 'dress', 'clothing', [2500, 45000], 'Elbise', 'Dress'),
      c('kadin-ceket', 'Ceket', 'Jackets', 'jacket', 'clothing', [4000, 60000], 'Ceket', 'Jacket'),
      c('kadin-canta', 'Çanta', 'Bags', 'bag', 'one', [3000, 120000], 'Çanta', 'Bag'),
      c('kadin-ayakkabi', 'Ayakkabı', 'Shoes', 'shoe', 'shoes', [3000, 40000], 'Ayakkabı', 'Shoes'),
    ],
  },
  {
    slug: 'erkek',
    nameTr: 'Erkek',
    nameEn: 'Men',
    children: [
      c('erkek-gomlek', 'Gömlek', 'Shirts', 'shirt', 'clothing', [1500, 15000], 'Gömlek', 'Shirt'),
      c('erkek-pantolon', 'Pantolon', 'Trousers', 'trousers', 'clothing', [2000, 18000], 'Pantolon', 'Trousers'),
      c('erkek-mont', 'Mont', 'Coats', 'coat', 'clothing', [6000, 90000], 'Mont', 'Coat'),
      c('erkek-ayakkabi', 'Ayakkabı', 'Shoes', 'shoe', 'shoes', [3500, 45000], 'Ayakkabı', 'Shoes'),
    ],
  },
  {
    slug: 'cocuk',
    nameTr: 'Çocuk',
    nameEn: 'Kids',
    children: [
      c('cocuk-tisort', 'Tişört', 'T-shirts', 'tshirt', 'kids', [600, 4000], 'Tişört', 'T-shirt'),
      c('cocuk-elbise', 'Elbise', 'Dresses', 'dress', 'kids', [900, 7000], 'Elbise', 'Dress'),
      c('cocuk-mont', 'Mont', 'Coats', 'coat', 'kids', [1500, 12000], 'Mont', 'Coat'),
    ],
  },
  {
    slug: 'ev',
    nameTr: 'Ev',
    nameEn: 'Home',
    children: [
      c('ev-yastik', 'Kırlent', 'Cushions', 'cushion', 'one', [700, 6000], 'Kırlent', 'Cushion'),
      c('ev-mum', 'Mum', 'Candles', 'candle', 'one', [500, 5000], 'Kokulu Mum', 'Scented Candle'),
      c('ev-teknoloji', 'Teknoloji', 'Technology', 'headphones', 'one', [3000, 30000], 'Kulaklık', 'Headphones', true),
    ],
  },
  {
    slug: 'kozmetik',
    nameTr: 'Kozmetik',
    nameEn: 'Beauty',
    children: [
      c('kozmetik-parfum', 'Parfüm', 'Fragrance', 'perfume', 'volume', [2500, 15000], 'Parfüm', 'Eau de Parfum', true),
      c('kozmetik-cilt-bakimi', 'Cilt Bakımı', 'Skincare', 'jar', 'one', [900, 9000], 'Nemlendirici Krem', 'Moisturising Cream', true),
      c('kozmetik-makyaj', 'Makyaj', 'Make-up', 'lipstick', 'one', [500, 3000], 'Ruj', 'Lipstick', true),
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

/** Words that tell otherwise alike products apart. */
export const DEMO_STYLES: [string, string][] = [
  ['Klasik', 'Classic'],
  ['İpek', 'Silk'],
  ['Yün', 'Wool'],
  ['Keten', 'Linen'],
  ['Kadife', 'Velvet'],
  ['Deri', 'Leather'],
  ['Saten', 'Satin'],
  ['Pamuklu', 'Cotton'],
  ['Zarif', 'Elegant'],
  ['Modern', 'Modern'],
  ['Vintage', 'Vintage'],
  ['Minimal', 'Minimal'],
];
