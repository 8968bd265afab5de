import { describe, expect, it } from 'vitest';
import { arrivalWindow, refundArrival } from './arrival';

// The order page and the refund e-mail word a part by refundArrival; the page's dates come from
// arrivalWindow. The two must agree on which instruments are stored value.
describe('a refund part', () => {
  it('lands at once on stored value, within the window on a card or PayPal', () => {
    for (const instrument of ['gift_card', 'imf_card', 'loyalty', 'coins']) expect(refundArrival(instrument), instrument).toBe('now');
    for (const instrument of ['credit_card', 'debit_card', 'masterpass', 'garanti_pay'])
      expect(refundArrival(instrument), instrument).toBe('card');
    expect(refundArrival('paypal')).toBe('paypal');
  });

  it('is dated the instant it is sent when stored value, 2 to 8 working days later otherwise', () => {
    const friday = new Date('2026-03-13T10:00:00.000Z');
    expect(arrivalWindow('gift_card', friday)).toEqual({ from: friday, to: friday });
    expect(arrivalWindow('credit_card', friday)).toEqual({
      from: new Date('2026-03-17T10:00:00.000Z'),
      to: new Date('2026-03-25T10:00:00.000Z'),
    });
  });
});
