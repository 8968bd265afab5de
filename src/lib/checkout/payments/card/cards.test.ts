import { describe, expect, it } from 'vitest';
import { creditcardFailure } from '@lib/platform/validation/card-check';
import { cardDigits, isCardNumber, isExpired, maskCard, schemeOfNumber } from './cards';
import { declineReasonKey } from './codes';
import { TEST_CARDS } from './test-cards';

describe('cards', () => {
  it('keeps the first 6 and last 4 digits only', () => {
    expect(maskCard('5400360000000003')).toBe('540036******0003');
    expect(maskCard('374427000000003')).toBe('374427*****0003');
    expect(maskCard(cardDigits('4543 6000 0000 0003'))).toBe('454360******0003');
  });

  it('takes every test card as a card number, with its scheme, and the store’s card rule agrees', () => {
    for (const card of Object.values(TEST_CARDS)) {
      expect(isCardNumber(card.number), card.number).toBe(true);
      expect(schemeOfNumber(card.number)).toBe(card.scheme);
      expect(creditcardFailure(card.number), card.number).toBeNull();
    }
  });

  it('refuses a wrong check digit, junk and a wrong length', () => {
    expect(isCardNumber('5400360000000004')).toBe(false);
    expect(isCardNumber('54003600000000x3')).toBe(false);
    expect(isCardNumber('540036000003')).toBe(false);
  });

  it('treats a card as valid to the end of its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 26, now)).toBe(true);
    expect(isExpired(13, 2030, now)).toBe(true);
  });

  it('names the reason of a decline by its code, and a general one for any other', () => {
    expect(declineReasonKey('51')).toBe('payments:decline.51');
    expect(declineReasonKey('99')).toBe('payments:decline.other');
    expect(declineReasonKey(null)).toBe('payments:decline.other');
  });
});
