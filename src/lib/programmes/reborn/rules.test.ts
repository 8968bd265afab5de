import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentSettings } from './catalogue';

const DEFAULT_PAYMENT_SETTINGS = paymentSettings(2_000_000);
import { askedPrice, payoutOf, settingFor, shareText, sizeOf, uniqueByDisplayName } from './rules';

describe('Reborn rules', () => {
  it('writes the store’s share as each language writes a percentage', () => {
    expect(shareText(20, 'tr')).toBe('%20');
    expect(shareText(20, 'en')).toBe('20%');
    expect(shareText(0, 'en')).toBe('0%');
    expect(shareText(12.5, 'tr')).toBe('%12,5');
    expect(shareText(12.5, 'en')).toBe('12.5%');
  });

  it('offers each payment once, by display name, keeping the first setting', () => {
    const unique = uniqueByDisplayName(DEFAULT_PAYMENT_SETTINGS);
    expect(unique.map((s) => s.PaymentType)).toEqual(['gift_card', 'money_transfer', 'donation']);
    expect(unique.map((s) => s.Ratio)).toEqual([20, 40, 0]);
  });

  it('finds the setting whose range (whole TL) holds the price in kuruş, and none outside every range', () => {
    expect(settingFor(DEFAULT_PAYMENT_SETTINGS, 'gift_card', 50_000)).toMatchObject({ MaxPrice: 500, Ratio: 20 });
    // Kuruş past 500 TL stay in the range of 500 TL: the ranges leave no gap.
    expect(settingFor(DEFAULT_PAYMENT_SETTINGS, 'gift_card', 50_050)).toMatchObject({ MaxPrice: 500, Ratio: 20 });
    expect(settingFor(DEFAULT_PAYMENT_SETTINGS, 'gift_card', 50_100)).toMatchObject({ MinPrice: 501, Ratio: 20 });
    expect(settingFor(DEFAULT_PAYMENT_SETTINGS, 'money_transfer', 200_000_000)).toMatchObject({ Ratio: 40 });
    expect(settingFor(DEFAULT_PAYMENT_SETTINGS, 'money_transfer', 200_000_100)).toBeUndefined();
    expect(settingFor(DEFAULT_PAYMENT_SETTINGS, 'donation', 1_000)).toMatchObject({ Ratio: 0 });
  });

  it('pays the price less the store’s share, never more than the price, never below zero', () => {
    expect(payoutOf(1_000_000, 20)).toBe(800_000);
    expect(payoutOf(1_000_000, 40)).toBe(600_000);
    expect(payoutOf(1_000_000, 0)).toBe(1_000_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000_000 }), fc.constantFrom(0, 20, 40), (price, ratio) => {
        const payout = payoutOf(price, ratio);
        expect(payout).toBeGreaterThanOrEqual(0);
        expect(payout).toBeLessThanOrEqual(price);
        expect(price - payout).toBeGreaterThanOrEqual(Math.floor((price * ratio) / 100));
      }),
    );
  });

  it('reads the asked price and the sizes as Turks and English speakers type them', () => {
    expect(askedPrice('40.000')).toBe(4_000_000);
    expect(askedPrice('40,000')).toBe(4_000_000);
    expect(askedPrice('40000')).toBe(4_000_000);
    expect(askedPrice('1.250,50')).toBe(125_050);
    expect(askedPrice('40.000.5')).toBeUndefined();
    expect(sizeOf('30,5')).toBe('30.5');
    expect(sizeOf('30.5')).toBe('30.5');
    expect(sizeOf('28')).toBe('28');
    expect(sizeOf('0,25')).toBe('0.25');
    // Never 125 cm: a size is read without thousands in either language.
    expect(sizeOf('0.125')).not.toBe('125');
    expect(sizeOf('0,125')).not.toBe('125');
  });
});
