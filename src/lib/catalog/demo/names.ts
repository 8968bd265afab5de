import type { Colour } from '@lib/catalog/vocab';

/** A word in Turkish and in English. */
type Words = readonly [tr: string, en: string];

/** How the products of one demo category are named and described. */
export interface Naming {
  /** What the product is made of or what sets it apart: fabrics, leathers, metals, scents, finishes. */
  materials: readonly Words[];
  /** The kinds of product in the category; every material goes with every noun. */
  nouns: readonly Words[];
  /** One sentence of the description, true of every product in the category. */
  story: Words;
  /** The colours the category comes in, when not every colour makes sense (lipsticks, jewellery). */
  colours?: readonly Colour[];
}

// A name is "<material> <noun>" in both languages, so each list below is chosen so that every pair
// reads as something a luxury store sells: fabrics for clothes and cushions, leathers for bags and
// shoes, metals and stones for jewellery, scents for candles and fragrance, finishes for make-up.

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

/** The naming of every demo category, by the category's slug. */
const DEMO_NAMING: Record<string, Naming> = {
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
  'cocuk-tisort': {
    materials: [
      ['Pamuklu', 'Cotton'],
      ['Organik Pamuklu', 'Organic Cotton'],
      ['Penye', 'Cotton Jersey'],
      ['Keten Karışımlı', 'Linen-blend'],
    ],
    nouns: [
      ['Tişört', 'T-shirt'],
      ['Baskılı Tişört', 'Print T-shirt'],
      ['Çizgili Tişört', 'Striped T-shirt'],
      ['Polo Yaka Tişört', 'Polo Shirt'],
    ],
    story: [
      'Cilt dostu, yumuşak kumaş ve rahat kesim; oyunda da okulda da.',
      'Soft, skin-friendly fabric in an easy cut, for play and for school.',
    ],
  },
  'cocuk-elbise': {
    materials: [
      ['Pamuklu', 'Cotton'],
      ['Keten', 'Linen'],
      ['Tül', 'Tulle'],
      ['Kadife', 'Velvet'],
      ['Müslin', 'Muslin'],
    ],
    nouns: [
      ['Elbise', 'Dress'],
      ['Fırfırlı Elbise', 'Ruffled Dress'],
      ['Büzgülü Elbise', 'Smocked Dress'],
    ],
    story: [
      'Hafif kumaşı ve rahat kalıbıyla özel günlerde de her gün de.',
      'A light fabric and a comfortable fit, for special days and every day.',
    ],
  },
  'cocuk-mont': {
    materials: [
      ['Yün', 'Wool'],
      ['Yün Karışımlı', 'Wool-blend'],
      ['Polar', 'Fleece'],
      ['Fitilli Kadife', 'Corduroy'],
    ],
    nouns: [
      ['Mont', 'Coat'],
      ['Kapüşonlu Mont', 'Hooded Coat'],
    ],
    story: ['Sıcak tutan astarı ve kolay kapanan düğmeleriyle okul yolunda.', 'A warm lining and easy fastening for the walk to school.'],
  },
  'ev-yastik': {
    materials: [
      ['Keten', 'Linen'],
      ['Kadife', 'Velvet'],
      ['Yün', 'Wool'],
      ['Pamuklu', 'Cotton'],
      ['İpek', 'Silk'],
      ['Bukle', 'Bouclé'],
    ],
    nouns: [
      ['Kırlent', 'Cushion'],
      ['Saçaklı Kırlent', 'Fringed Cushion'],
      ['Kare Kırlent', 'Square Cushion'],
      ['Dikdörtgen Kırlent', 'Rectangular Cushion'],
    ],
    story: [
      'İç yastığıyla birlikte gönderilir; kılıfı çıkarılıp yıkanabilir.',
      'Comes with its insert; the cover is removable and washable.',
    ],
  },
  'ev-mum': {
    materials: [
      ['Sandal Ağacı', 'Sandalwood'],
      ['Amber', 'Amber'],
      ['İncir', 'Fig'],
      ['Vanilya', 'Vanilla'],
      ['Lavanta', 'Lavender'],
      ['Sedir', 'Cedarwood'],
      ['Yasemin', 'Jasmine'],
    ],
    nouns: [
      ['Kokulu Mum', 'Scented Candle'],
      ['Seyahat Mumu', 'Travel Candle'],
      ['Üç Fitilli Mum', 'Three-wick Candle'],
    ],
    story: [
      'Doğal soya mumu ve pamuk fitil; yaklaşık 45 saat yanma süresi.',
      'Natural soy wax and a cotton wick, for about 45 hours of burning.',
    ],
  },
  'ev-teknoloji': {
    materials: [
      ['Stüdyo', 'Studio'],
      ['Alüminyum', 'Aluminium'],
      ['Katlanabilir', 'Foldable'],
      ['Kablosuz', 'Wireless'],
    ],
    nouns: [
      ['Kulak Üstü Kulaklık', 'On-ear Headphones'],
      ['Kulak Çevreleyen Kulaklık', 'Over-ear Headphones'],
      ['Gürültü Engelleyici Kulaklık', 'Noise-cancelling Headphones'],
    ],
    story: [
      'Zengin ses, uzun pil ömrü ve gün boyu konfor için yumuşak kulak yastıkları.',
      'Rich sound, long battery life and soft ear cushions for all-day comfort.',
    ],
  },
  'kozmetik-parfum': {
    materials: [
      ['Oud', 'Oud'],
      ['Gül', 'Rose'],
      ['Amber', 'Amber'],
      ['Sandal Ağacı', 'Sandalwood'],
      ['Yasemin', 'Jasmine'],
      ['Misk', 'Musk'],
      ['Vetiver', 'Vetiver'],
      ['Portakal Çiçeği', 'Orange Blossom'],
    ],
    nouns: [
      ['Eau de Parfum', 'Eau de Parfum'],
      ['Eau de Toilette', 'Eau de Toilette'],
      ['Extrait de Parfum', 'Extrait de Parfum'],
    ],
    story: [
      'Kalıcı izi ve zarif şişesiyle imza kokunuz olmaya aday.',
      'A lasting trail in an elegant bottle: a signature scent in the making.',
    ],
  },
  'kozmetik-cilt-bakimi': {
    materials: [
      ['C Vitaminli', 'Vitamin C'],
      ['Retinollü', 'Retinol'],
      ['Seramidli', 'Ceramide'],
      ['Peptitli', 'Peptide'],
      ['Hyalüronik Asitli', 'Hyaluronic'],
    ],
    nouns: [
      ['Nemlendirici Krem', 'Moisturising Cream'],
      ['Gece Kremi', 'Night Cream'],
      ['Gündüz Kremi', 'Day Cream'],
      ['Göz Çevresi Kremi', 'Eye Cream'],
    ],
    story: [
      'Dermatolojik olarak test edilmiştir; sabah ve akşam temiz cilde uygulayın.',
      'Dermatologically tested; apply to clean skin morning and evening.',
    ],
    colours: ['white', 'beige', 'pink'],
  },
  'kozmetik-makyaj': {
    materials: [
      ['Mat', 'Matte'],
      ['Işıltılı', 'Shimmer'],
      ['Uzun Süre Kalıcı', 'Long-wear'],
      ['Nemlendirici', 'Hydrating'],
      ['Yarı Şeffaf', 'Sheer'],
    ],
    nouns: [
      ['Ruj', 'Lipstick'],
      ['Likit Ruj', 'Liquid Lipstick'],
    ],
    story: ['Tek sürüşte yoğun renk, gün boyu konfor.', 'Rich colour in a single stroke, comfortable all day.'],
    colours: ['red', 'pink', 'beige', 'camel'],
  },
};

/** The naming of a demo category; every category the generator knows has one (a unit test checks). */
export function namingOf(slug: string): Naming {
  const naming = DEMO_NAMING[slug];
  if (!naming) throw new Error(`demo category ${slug} has no naming`);
  return naming;
}
