import { describe, expect, it } from 'vitest';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { cardLimit, liraInput, parseLira } from './amount';

describe('card amounts', () => {
  it('reads lira by the one rule in both languages: as the page writes it, the English way, or plain', () => {
    // The walk's English shopper typed the amount as the page prints it and was refused.
    for (const typed of ['5000', '5.000', '5.000,00', '5,000', '5,000.00', '5 000 TL']) expect(parseLira(typed), typed).toBe(500_000);
    expect(parseLira('1.250,5')).toBe(125_050);
    expect(parseLira('1,250.50')).toBe(125_050);
    expect(parseLira('250,05')).toBe(25_005);
    for (const bad of ['', 'abc', '1,2,3', '-5', '1e5', '5.000,000', '1.250.5', '9999999999']) expect(parseLira(bad), bad).toBeNull();
  });

  it('starts the field as the page writes amounts, thousands and kuruş in the store’s notation', () => {
    expect(liraInput(2_000_000)).toBe('20.000');
    expect(liraInput(25_000)).toBe('250');
    expect(liraInput(25_005)).toBe('250,05');
    expect(liraInput(25_050)).toBe('250,50');
    for (const kurus of [1, 99, 2_000_000, 123_456_789]) expect(parseLira(liraInput(kurus))).toBe(kurus);
  });

  describe('the one limit a card has on this order, with its reason', () => {
    const split = (over: Partial<PaymentSplit> = {}) =>
      ({
        Total: 4_163_800,
        Rest: 4_163_800,
        Tenders: [],
        Caps: { gift_card: 2_000_000, imf_card: 4_163_800, loyalty: 2_000_000, coins: 4_163_800 },
        ...over,
      }) as unknown as PaymentSplit;

    it('the walk’s card: 30.000 TL on it, 25.000 TL a card’s order, 41.638 TL to pay: the store’s 20.000 TL cap, said once', () => {
      // Two limits side by side ("usable 20.000" over "at most 25.000 with this card") read as a contradiction.
      expect(cardLimit(split(), 'gift_card', { balance: 3_000_000, cardMax: 2_500_000 })).toEqual({ amount: 2_000_000, reason: 'store' });
    });

    it('names the balance, the card’s own maximum or what is left to pay when that is the smallest', () => {
      expect(cardLimit(split(), 'gift_card', { balance: 50_000, cardMax: 50_000 })).toEqual({ amount: 50_000, reason: 'balance' });
      expect(cardLimit(split(), 'gift_card', { balance: 3_000_000, cardMax: 1_500_000 })).toEqual({ amount: 1_500_000, reason: 'card' });
      const small = split({ Total: 1_200_000, Rest: 1_200_000, Caps: { gift_card: 1_200_000 } as PaymentSplit['Caps'] });
      expect(cardLimit(small, 'gift_card', { balance: 3_000_000, cardMax: 2_500_000 })).toEqual({ amount: 1_200_000, reason: 'order' });
    });

    it('counts the card’s own share back into what is left, and stops at the store-sold part of a bag with partner pieces', () => {
      const applied = split({ Rest: 4_063_800, Tenders: [{ Kind: 'gift_card', Label: '', Amount: 100_000 }] });
      expect(cardLimit(applied, 'gift_card', { balance: 3_000_000, cardMax: 2_500_000 }).reason).toBe('store');
      const coins = split({ Total: 1_000_000, Rest: 600_000, Tenders: [{ Kind: 'coins', Label: '', Amount: 400_000 }] });
      expect(cardLimit(coins, 'gift_card', { balance: 3_000_000, cardMax: 3_000_000 })).toEqual({ amount: 600_000, reason: 'order' });
      const partner = split({ Caps: { gift_card: 900_000, imf_card: 900_000 } as PaymentSplit['Caps'] });
      expect(cardLimit(partner, 'gift_card', { balance: 3_000_000, cardMax: 3_000_000 })).toEqual({ amount: 900_000, reason: 'partner' });
      expect(cardLimit(partner, 'imf_card', { balance: 3_000_000, cardMax: 3_000_000 })).toEqual({ amount: 900_000, reason: 'partner' });
    });

    it('a return-balance card has no store cap: the order or the card limits it', () => {
      expect(cardLimit(split(), 'imf_card', { balance: 7_500_000, cardMax: 7_500_000 })).toEqual({ amount: 4_163_800, reason: 'order' });
      expect(cardLimit(split(), 'imf_card', { balance: 75_000, cardMax: 75_000 })).toEqual({ amount: 75_000, reason: 'balance' });
    });

    it('on a tie, the plainest reason: what is left to pay, then the balance', () => {
      const rest = split({ Rest: 50_000 });
      expect(cardLimit(rest, 'gift_card', { balance: 50_000, cardMax: 50_000 }).reason).toBe('order');
      expect(cardLimit(split(), 'gift_card', { balance: 2_000_000, cardMax: 2_000_000 }).reason).toBe('balance');
      expect(cardLimit(split({ Rest: 0 }), 'gift_card', { balance: 2_000_000, cardMax: 2_000_000 })).toEqual({
        amount: 0,
        reason: 'order',
      });
    });
  });
});
