import { describe, expect, it } from 'vitest';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { liraInput, parseLira, usableOn } from './amount';

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

  it('the usable amount: the card, the cap and what is left with its own share back', () => {
    const split = {
      Total: 300_000,
      Rest: 250_000,
      Tenders: [{ Kind: 'gift_card', Label: '', Amount: 50_000 }],
      Caps: { gift_card: 2_000_000, imf_card: 300_000, loyalty: 210_000, coins: 290_000 },
    } as unknown as PaymentSplit;
    expect(usableOn(split, 'gift_card', 3_000_000)).toBe(300_000);
    expect(usableOn(split, 'gift_card', 40_000)).toBe(40_000);
    expect(usableOn(split, 'imf_card', 3_000_000)).toBe(250_000);
  });
});
