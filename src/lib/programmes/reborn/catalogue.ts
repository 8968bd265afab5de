// The Reborn programme's categories, each with its attributes (choices), checkboxes and payment
// settings (docs/behaviour/reborn.md#payment-settings). Display texts are i18n keys under `reborn:`. A real
// consignment service serves these; the sandbox keeps them here, with the defaults of docs/behaviour/reborn.md#payment-settings.

/** One choice attribute of a category (gender, product type, material …) with its options. */
export interface AttributeDef {
  name: 'gender' | 'productType' | 'material' | 'number' | 'lostra';
  options: readonly string[];
}

/** A payment setting of a category: how the shopper is paid, over which price range (TL), at what ratio. */
export interface PaymentSetting {
  PaymentType: 'gift_card' | 'money_transfer' | 'donation';
  DisplayName: string;
  /** The store's share in per cent of the sale price; the shopper receives the rest. */
  Ratio: number;
  MinPrice: number;
  MaxPrice: number;
}

/** A category of the programme. */
export interface CategoryDef {
  id: number;
  displayCode: string;
  attributes: readonly AttributeDef[];
  checkboxes: readonly string[];
  /** The brands taken in this category: a watch maker is not offered for bags. */
  brands: readonly Brand[];
}

/** The brands the programme takes (a free text "other" is not accepted: the store sells only these). */
export const BRANDS = [
  'Bottega Veneta',
  'Burberry',
  'Celine',
  'Chanel',
  'Dior',
  'Gucci',
  'Hermès',
  'Loewe',
  'Louis Vuitton',
  'Prada',
  'Saint Laurent',
  'Cartier',
  'Rolex',
] as const;
type Brand = (typeof BRANDS)[number];

// The fashion houses take bags, shoes and clothes; the watch makers only watches (and Cartier
// jewellery); a house that also makes watches and jewellery is offered there too.
const HOUSES: readonly Brand[] = BRANDS.filter((b) => b !== 'Cartier' && b !== 'Rolex');
const WATCHES: readonly Brand[] = ['Cartier', 'Chanel', 'Dior', 'Gucci', 'Hermès', 'Louis Vuitton', 'Rolex'];
const JEWELLERY: readonly Brand[] = ['Cartier', 'Chanel', 'Dior', 'Gucci', 'Hermès', 'Louis Vuitton'];

const GENDER: AttributeDef = { name: 'gender', options: ['women', 'men', 'unisex'] };

export const CATEGORIES: readonly CategoryDef[] = [
  {
    id: 1,
    displayCode: 'bag',
    attributes: [
      GENDER,
      { name: 'productType', options: ['shoulder', 'tote', 'clutch', 'backpack', 'crossbody'] },
      { name: 'material', options: ['leather', 'canvas', 'exotic', 'fabric'] },
    ],
    checkboxes: ['dustBag', 'box', 'purchasedFromVitrin', 'isDiscountApproved'],
    brands: HOUSES,
  },
  {
    id: 2,
    displayCode: 'shoe',
    attributes: [
      GENDER,
      { name: 'number', options: ['35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45'] },
      { name: 'lostra', options: ['none', 'needed', 'done'] },
    ],
    checkboxes: ['box', 'purchasedFromVitrin', 'isDiscountApproved'],
    brands: HOUSES,
  },
  {
    id: 3,
    displayCode: 'clothing',
    attributes: [
      GENDER,
      { name: 'productType', options: ['coat', 'jacket', 'dress', 'knitwear', 'suit'] },
      { name: 'material', options: ['wool', 'cashmere', 'silk', 'cotton', 'leather'] },
    ],
    checkboxes: ['purchasedFromVitrin', 'isDiscountApproved'],
    brands: HOUSES,
  },
  {
    id: 4,
    displayCode: 'watch',
    attributes: [GENDER, { name: 'material', options: ['steel', 'gold', 'titanium', 'ceramic'] }],
    checkboxes: ['watchAccessories', 'box', 'purchasedFromVitrin', 'isDiscountApproved'],
    brands: WATCHES,
  },
  {
    id: 5,
    displayCode: 'jewellery',
    attributes: [GENDER, { name: 'material', options: ['gold', 'silver', 'platinum'] }],
    checkboxes: ['jeweleryAccessories', 'box', 'purchasedFromVitrin', 'isDiscountApproved'],
    brands: JEWELLERY,
  },
  { id: 6, displayCode: 'other', attributes: [GENDER], checkboxes: ['purchasedFromVitrin', 'isDiscountApproved'], brands: BRANDS },
];

/** The conditions an item can be in. */
export const CONDITIONS = ['new_with_tags', 'excellent', 'very_good', 'good'] as const;

/**
 * The payment settings over price ranges (TL): gift card at ratio 20 and money transfer at ratio 40
 * over 0–500 and 501–`maxPrice`, donation at ratio 0. The spec reads the upper bound as 2,000,000 in
 * one place and 20,000 in another: it is the setting REBORN_MAX_PRICE (2,000,000 by default). The two
 * ranges repeat a display name, which the form shows once (de-duplicated by display name).
 */
export function paymentSettings(maxPrice: number): readonly PaymentSetting[] {
  return [
    { PaymentType: 'gift_card', DisplayName: 'giftCard', Ratio: 20, MinPrice: 0, MaxPrice: 500 },
    { PaymentType: 'gift_card', DisplayName: 'giftCard', Ratio: 20, MinPrice: 501, MaxPrice: maxPrice },
    { PaymentType: 'money_transfer', DisplayName: 'moneyTransfer', Ratio: 40, MinPrice: 0, MaxPrice: 500 },
    { PaymentType: 'money_transfer', DisplayName: 'moneyTransfer', Ratio: 40, MinPrice: 501, MaxPrice: maxPrice },
    { PaymentType: 'donation', DisplayName: 'donation', Ratio: 0, MinPrice: 0, MaxPrice: maxPrice },
  ];
}

/** The category with an id. */
export const categoryById = (id: number) => CATEGORIES.find((c) => c.id === id);
