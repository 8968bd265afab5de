import type { Naming } from './naming';

/** Naming of the kids', home and beauty demo categories, by slug. */
export const HOME_AND_BEAUTY_NAMING: Record<string, Naming> = {
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
