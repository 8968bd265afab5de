import type { StoredValueProvider } from '@lib/checkout/payments/stored-value';
import { DomainError } from '@lib/platform';
import { assertUsable, cardOfToken } from './cards.server';
import { oneCardBook } from './book.server';
import { refund, reverse, spend } from './ledger.server';

/**
 * The OneCard sandbox as the checkout's provider of loyalty points: a spend checks the card behind
 * the token as the gateway would (status, registration), then takes the points once per reference.
 */
export const oneCardProvider: StoredValueProvider = {
  kind: 'loyalty',
  async redeem({ reference, token, amount }) {
    const card = await cardOfToken(token);
    if (!card) return { ok: false, code: 'INSTRUMENT_NOT_AVAILABLE' };
    if (card.status === 'points_locked') return { ok: false, code: 'ONECARD_POINTS_NOT_APPLIED' };
    try {
      assertUsable(card, card.customerId);
    } catch (error) {
      if (error instanceof DomainError) return { ok: false, code: error.code };
      throw error;
    }
    return spend(oneCardBook, card.cardNo, reference, amount);
  },
  reverse: (reference) => reverse(oneCardBook, reference),
  refund: (reference, amount) => refund(oneCardBook, reference, amount),
};
