import { describe, expect, it } from 'vitest';
import type { PaymentSplit } from '@lib/checkout/payments/tenders';
import { liraInput, parseLira, usableOn } from './amount';

describe('card amounts', () => {
  it('reads lira in each language and refuses anything else', () => {
    expect(parseLira('250', 'tr')).toBe(25_000);
    expect(parseLira('1.250,5', 'tr')).toBe(125_050);
    expect(parseLira('1,250.50', 'en')).toBe(125_050);
    expect(parseLira(' 20 000 TL', 'en')).toBe(2_000_000);
    expect(parseLira('12.345', 'tr')).toBe(1_234_500);
    for (const bad of ['', 'abc', '1,2,3', '-5', '1,234', '1e5']) expect(parseLira(bad, 'tr')).toBeNull();
  });

  it('writes the starting amount without separators', () => {
    expect(liraInput(25_000, 'tr')).toBe('250');
    expect(liraInput(25_005, 'tr')).toBe('250,05');
    expect(liraInput(25_050, 'en')).toBe('250.50');
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
