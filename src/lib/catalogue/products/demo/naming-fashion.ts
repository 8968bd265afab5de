import type { Naming, Words } from './naming';

// Fabrics for clothes, leathers for bags and shoes, metals and stones for jewellery.
const DRESS_FABRICS: Words[] = [
  ['İpek', 'Silk'],
  ['Saten', 'Satin'],
  ['Krep', 'Crepe'],
  ['Keten', 'Linen'],
  ['Kadife', 'Velvet'],
  ['Şifon', 'Chiffon'],
];
const BAG_LEATHERS: Words[] = [
  ['Deri', 'Leather'],
  ['Dana Derisi', 'Calfskin'],
  ['Süet', 'Suede'],
  ['Rugan', 'Patent Leather'],
  ['Kuzu Derisi', 'Lambskin'],
  ['Kroko Desenli Deri', 'Croc-effect Leather'],
];

/** Naming of the women's and men's demo categories, by slug. */
export const FASHION_NAMING: Record<string, Naming> = {
  'kadin-elbise': {
    materials: DRESS_FABRICS,
    nouns: [
      ['Midi Elbise', 'Midi Dress'],
      ['Maxi Elbise', 'Maxi Dress'],
      ['Kruvaze Elbise', 'Wrap Dress'],
      ['Askılı Elbise', 'Slip Dress'],
      ['Gömlek Elbise', 'Shirt Dress'],
    ],
    story: [
      'Akıcı kumaşı ve zamansız kesimiyle gündüzden akşama eşlik eder.',
      'A fluid fabric and a timeless cut that take you from day to evening.',
    ],
  },
  'kadin-ceket': {
    materials: [
      ['Yün', 'Wool'],
      ['Tüvit', 'Tweed'],
      ['Keten', 'Linen'],
      ['Kadife', 'Velvet'],
      ['Bukle', 'Bouclé'],
      ['Kaşmir', 'Cashmere'],
    ],
    nouns: [
      ['Blazer Ceket', 'Blazer'],
      ['Kruvaze Ceket', 'Double-breasted Jacket'],
      ['Kısa Ceket', 'Cropped Jacket'],
      ['Ceket', 'Jacket'],
    ],
    story: [
      'Belirgin omuzları ve özenli dikişleriyle her kombini tamamlar.',
      'Sharp shoulders and careful tailoring that finish any look.',
    ],
  },
  'kadin-canta': {
    materials: BAG_LEATHERS,
    nouns: [
      ['Omuz Çantası', 'Shoulder Bag'],
      ['Tote Çanta', 'Tote Bag'],
      ['El Çantası', 'Top-handle Bag'],
      ['Çapraz Çanta', 'Crossbody Bag'],
      ['Clutch Çanta', 'Clutch'],
    ],
    story: [
      'Seçkin deriden, el işçiliğiyle tamamlanmış; iç bölmeleri günlük kullanım için tasarlandı.',
      'Fine leather finished by hand, with an interior made for every day.',
    ],
  },
  'kadin-ayakkabi': {
    materials: [
      ['Deri', 'Leather'],
      ['Süet', 'Suede'],
      ['Rugan', 'Patent Leather'],
      ['Nubuk', 'Nubuck'],
      ['Kuzu Derisi', 'Lambskin'],
    ],
    nouns: [
      ['Loafer', 'Loafers'],
      ['Babet', 'Ballet Flats'],
      ['Bilek Bot', 'Ankle Boots'],
      ['Stiletto', 'Pumps'],
      ['Mule', 'Mules'],
    ],
    story: [
      'Yumuşak deri astarı ve kaymaz tabanıyla gün boyu konfor sunar.',
      'A soft leather lining and a non-slip sole for comfort all day.',
    ],
  },
  'kadin-taki': {
    materials: [
      ['18 Ayar Altın', '18-carat Gold'],
      ['Altın Kaplama Gümüş', 'Gold-plated Silver'],
      ['İnci', 'Pearl'],
      ['Pırlantalı Altın', 'Diamond and Gold'],
      ['Zümrütlü Altın', 'Emerald and Gold'],
    ],
    nouns: [
      ['Kolye', 'Necklace'],
      ['Zincir Kolye', 'Chain Necklace'],
      ['Madalyon Kolye', 'Pendant Necklace'],
      ['Uzun Kolye', 'Long Necklace'],
    ],
    story: [
      'Zamansız bir tasarım; sertifikası ve hediye kutusuyla gönderilir.',
      'A timeless design, delivered with its certificate in a gift box.',
    ],
    colours: ['gold', 'white'],
  },
  'erkek-gomlek': {
    materials: [
      ['Pamuklu', 'Cotton'],
      ['Keten', 'Linen'],
      ['Poplin', 'Poplin'],
      ['Flanel', 'Flannel'],
      ['İpek', 'Silk'],
    ],
    nouns: [
      ['Gömlek', 'Shirt'],
      ['Slim Fit Gömlek', 'Slim-fit Shirt'],
      ['Hakim Yaka Gömlek', 'Grandad-collar Shirt'],
      ['Düğmeli Yaka Gömlek', 'Button-down Shirt'],
    ],
    story: [
      'Nefes alan kumaşı ve rahat kalıbıyla ofisten hafta sonuna.',
      'A breathable fabric and an easy fit, from the office to the weekend.',
    ],
  },
  'erkek-pantolon': {
    materials: [
      ['Yün', 'Wool'],
      ['Gabardin', 'Gabardine'],
      ['Keten', 'Linen'],
      ['Fitilli Kadife', 'Corduroy'],
      ['Flanel', 'Flannel'],
      ['Pamuklu', 'Cotton'],
    ],
    nouns: [
      ['Pantolon', 'Trousers'],
      ['Pileli Pantolon', 'Pleated Trousers'],
      ['Klasik Kesim Pantolon', 'Tailored Trousers'],
      ['Düz Paça Pantolon', 'Straight-leg Trousers'],
    ],
    story: [
      'Özenle dikilmiş, sade hatlı bir kesim; ceketle de tek başına da şık.',
      'A carefully tailored, clean-lined cut, with a jacket or on its own.',
    ],
  },
  'erkek-mont': {
    materials: [
      ['Yün', 'Wool'],
      ['Kaşmir', 'Cashmere'],
      ['Yün Karışımlı', 'Wool-blend'],
      ['Tüvit', 'Tweed'],
    ],
    nouns: [
      ['Palto', 'Overcoat'],
      ['Kaban', 'Pea Coat'],
      ['Uzun Palto', 'Longline Coat'],
      ['Kruvaze Palto', 'Double-breasted Overcoat'],
    ],
    story: [
      'Soğuk günlerde sıcak tutan, yıllarca giyilecek bir dış giyim parçası.',
      'A timeless outer layer that keeps you warm on the coldest days.',
    ],
  },
  'erkek-ayakkabi': {
    materials: [
      ['Deri', 'Leather'],
      ['Süet', 'Suede'],
      ['Dana Derisi', 'Calfskin'],
      ['Nubuk', 'Nubuck'],
      ['Grenli Deri', 'Grained Leather'],
    ],
    nouns: [
      ['Loafer', 'Loafers'],
      ['Derby Ayakkabı', 'Derby Shoes'],
      ['Oxford Ayakkabı', 'Oxford Shoes'],
      ['Chelsea Bot', 'Chelsea Boots'],
      ['Sneaker', 'Trainers'],
    ],
    story: [
      'Seçkin deriden klasik bir form; takım elbiseyle de günlük kombinlerle de uyumlu.',
      'Fine leather in a classic shape, as right with a suit as with jeans.',
    ],
  },
};
