// The demo gift and return-balance cards (documented in README "Test payment instruments"). Amounts kuruş.

export interface DemoCard {
  kind: 'gift_card' | 'imf_card';
  number: string;
  pin?: string;
  securityCode?: string;
  phone?: string;
  status: 'active' | 'inactive' | 'expired';
  balance: number;
  maxUse: number;
}

const gift = (number: string, balance: number, extra: Partial<DemoCard> = {}): DemoCard => ({
  kind: 'gift_card',
  number,
  pin: '1234',
  securityCode: '789',
  status: 'active',
  balance,
  maxUse: 2_000_000,
  ...extra,
});

/** 500 TL, usable in full. */
export const DEMO_GIFT_500 = '6000100000000001';
/** 30,000 TL; at most 25,000 TL per order by the card, and 20,000 TL by the store's cap. */
export const DEMO_GIFT_30000 = '6000100000000002';
export const DEMO_GIFT_INACTIVE = '6000100000000003';
export const DEMO_GIFT_EXPIRED = '6000100000000004';
export const DEMO_GIFT_EMPTY = '6000100000000005';
/** Ayşe's return-balance card (phone 5321234567), loaded with 750 TL by an earlier return. */
export const DEMO_IMF_AYSE = '7532123456700001';

export const DEMO_CARDS: DemoCard[] = [
  gift(DEMO_GIFT_500, 50_000),
  gift(DEMO_GIFT_30000, 3_000_000, { maxUse: 2_500_000 }),
  gift(DEMO_GIFT_INACTIVE, 20_000, { status: 'inactive' }),
  gift(DEMO_GIFT_EXPIRED, 10_000, { status: 'expired' }),
  gift(DEMO_GIFT_EMPTY, 0),
  { kind: 'imf_card', number: DEMO_IMF_AYSE, phone: '5321234567', status: 'active', balance: 75_000, maxUse: 2_000_000 },
];
