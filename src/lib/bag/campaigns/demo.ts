// The demo campaigns and coupons (listed in README.md's demo section). Scopes name catalogue slugs
// and brand names; the seeder turns them into ids. Amounts are kuruş.

/** A demo campaign: its rule with the scope by slug. */
export interface DemoCampaign {
  id: number;
  kind: 'percent' | 'amount' | 'buy_x_pay_y' | 'threshold' | 'coupon' | 'payment';
  nameTr: string;
  nameEn: string;
  brand?: string;
  category?: string;
  department?: string;
  percent?: number;
  amount?: number;
  buyQuantity?: number;
  payQuantity?: number;
  minTotal?: number;
  paymentMethodCode?: string;
  binPrefixes?: string[];
  startsAt: string;
  endsAt: string;
  priority?: number;
}

const LONG = { startsAt: '2026-01-01T00:00:00+03:00', endsAt: '2029-12-31T23:59:59+03:00' };

/** Ids 990–1010 are the campaign pages' (src/content/campaigns); the rest run only in the bag. */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  // The pages' campaigns, with the pages' dates.
  {
    id: 990,
    kind: 'percent',
    nameTr: 'Yaz indirimi',
    nameEn: 'The summer sale',
    department: 'kadin',
    percent: 50,
    startsAt: '2026-06-15T00:00:00+03:00',
    endsAt: '2026-08-31T23:59:59+03:00',
  },
  {
    id: 1002,
    kind: 'percent',
    nameTr: 'Erkek klasikleri: gömleklerde sepette %15',
    nameEn: "Men's classics: 15% off shirts in your bag",
    category: 'erkek-gomlek',
    percent: 15,
    startsAt: '2026-11-01T00:00:00+03:00',
    endsAt: '2027-01-15T23:59:59+03:00',
    priority: 80,
  },
  {
    id: 1004,
    kind: 'amount',
    nameTr: 'Ev ve yaşam: mumlarda adet başına 100 TL',
    nameEn: 'Home and living: 100 TL off each candle',
    category: 'ev-mum',
    amount: 10_000,
    startsAt: '2026-11-01T00:00:00+03:00',
    endsAt: '2027-02-28T23:59:59+03:00',
    priority: 60,
  },
  {
    id: 1005,
    kind: 'buy_x_pay_y',
    nameTr: 'Çocuk dünyası: 3 al 2 öde',
    nameEn: "Kids' world: buy 3, pay for 2",
    department: 'cocuk',
    buyQuantity: 3,
    payQuantity: 2,
    startsAt: '2026-11-10T00:00:00+03:00',
    endsAt: '2027-01-10T23:59:59+03:00',
    priority: 50,
  },
  // Automatic campaigns of the bag.
  {
    id: 2001,
    kind: 'threshold',
    nameTr: '2.500 TL ve üzerine 250 TL indirim',
    nameEn: '250 TL off orders of 2.500 TL or more',
    amount: 25_000,
    minTotal: 250_000,
    ...LONG,
  },
  {
    id: 2002,
    kind: 'percent',
    nameTr: 'Valdera’da sepette %10',
    nameEn: '10% off Valdera in your bag',
    brand: 'Valdera',
    percent: 10,
    ...LONG,
    priority: 90,
  },
  // Coupon campaigns.
  {
    id: 3001,
    kind: 'coupon',
    nameTr: 'Hoş geldiniz: 1.000 TL ve üzerine 150 TL',
    nameEn: 'Welcome: 150 TL off 1.000 TL or more',
    amount: 15_000,
    minTotal: 100_000,
    ...LONG,
  },
  { id: 3002, kind: 'coupon', nameTr: 'İlk beş alışverişe %15', nameEn: '15% off for the first five orders', percent: 15, ...LONG },
  { id: 3003, kind: 'coupon', nameTr: 'Mobil uygulamaya özel %20', nameEn: '20% off in the mobile app', percent: 20, ...LONG },
  {
    id: 3004,
    kind: 'coupon',
    nameTr: 'Doğum gününüze özel 300 TL',
    nameEn: 'A birthday gift of 300 TL',
    amount: 30_000,
    minTotal: 150_000,
    ...LONG,
  },
  { id: 3005, kind: 'coupon', nameTr: 'Çocuk ürünlerinde %15', nameEn: "15% off kids' pieces", department: 'cocuk', percent: 15, ...LONG },
  {
    id: 3006,
    kind: 'coupon',
    nameTr: 'Geçen sezonun kuponu',
    nameEn: "Last season's coupon",
    percent: 10,
    startsAt: '2026-01-01T00:00:00+03:00',
    endsAt: '2026-03-31T23:59:59+03:00',
  },
  { id: 3007, kind: 'coupon', nameTr: 'Size özel %10', nameEn: '10% just for you', percent: 10, ...LONG },
  // Payment campaigns, answered by the card campaign reply at checkout.
  {
    id: 4001,
    kind: 'payment',
    nameTr: 'İş Bankası Maximum kartlarına %10',
    nameEn: '10% off with İş Bankası Maximum cards',
    paymentMethodCode: 'credit_card',
    binPrefixes: ['454360', '540667'],
    percent: 10,
    ...LONG,
  },
  {
    id: 4002,
    kind: 'payment',
    nameTr: 'GarantiPay ile 1.500 TL ve üzerine 100 TL',
    nameEn: '100 TL off 1.500 TL or more with GarantiPay',
    paymentMethodCode: 'garanti_pay',
    amount: 10_000,
    minTotal: 150_000,
    ...LONG,
  },
];

/** A demo coupon; `owner` is a demo member's e-mail for a personal coupon. */
export interface DemoCoupon {
  code: string;
  campaignId: number;
  owner?: string;
  usageLimit?: number;
  mobileOnly?: boolean;
  expiresAt: string;
}

const LATER = '2029-12-31T23:59:59+03:00';

export const DEMO_COUPONS: DemoCoupon[] = [
  { code: 'HOSGELDIN', campaignId: 3001, expiresAt: LATER },
  { code: 'ILK5', campaignId: 3002, usageLimit: 5, expiresAt: LATER },
  { code: 'ESKI2025', campaignId: 3001, expiresAt: '2025-12-31T23:59:59+03:00' },
  { code: 'MOBIL20', campaignId: 3003, mobileOnly: true, expiresAt: LATER },
  { code: 'COCUK15', campaignId: 3005, expiresAt: LATER },
  { code: 'GECENSEZON', campaignId: 3006, expiresAt: LATER },
  { code: 'AYSE-DOGUMGUNU', campaignId: 3004, owner: 'ayse@vitrin.example', expiresAt: LATER },
  { code: 'AYSE-OZEL10', campaignId: 3007, owner: 'ayse@vitrin.example', expiresAt: LATER },
  { code: 'MEHMET-OZEL10', campaignId: 3007, owner: 'mehmet@vitrin.example', expiresAt: LATER },
];

/** The demo member who gets a loyalty segment (the loyalty point info shows its rate). */
export const DEMO_MEMBER_SEGMENT = { email: 'ayse@vitrin.example', segment: 'gold' } as const;
