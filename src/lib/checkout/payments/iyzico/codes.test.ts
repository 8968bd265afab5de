import { describe, expect, it } from 'vitest';
import { declineReasonKey } from '../card/codes';
import { cardTypeOf, declineOf, schemeOf, storeBankOf, threeDVerified } from './codes';

describe('iyzico’s codes in the store’s words', () => {
  it('maps the bank refusals the store has a reason for, and keeps iyzico’s message for the rest', () => {
    expect(declineOf('10051', 'Kart limiti yetersiz')).toEqual({ code: '51' });
    expect(declineOf('10005', null)).toEqual({ code: '05' });
    expect(declineOf('10054', null)).toEqual({ code: '54' });
    expect(declineOf('10084', null)).toEqual({ code: 'N7' });
    expect(declineOf('10057', null)).toEqual({ code: '57' });
    expect(declineOf('10034', 'Dolandırıcılık şüphesi')).toEqual({ code: '10034', description: 'Dolandırıcılık şüphesi' });
    expect(declineOf('10034', null)).toEqual({ code: '10034' });
    expect(declineReasonKey(declineOf('10051', null).code)).toBe('payments:decline.51');
    expect(declineReasonKey(declineOf('10034', null).code)).toBe('payments:decline.other');
  });

  it('completes a 3-D payment only on status success with mdStatus 1', () => {
    expect(threeDVerified('success', '1')).toBe(true);
    for (const [status, md] of [
      ['success', '0'],
      ['failure', '1'],
      ['success', undefined],
      ['success', '4'],
    ] as const) {
      expect(threeDVerified(status, md)).toBe(false);
    }
  });

  it('names schemes, card types and the store’s banks', () => {
    expect(['VISA', 'MASTER_CARD', 'AMERICAN_EXPRESS', 'TROY', 'JCB'].map(schemeOf)).toEqual(['visa', 'mastercard', 'amex', 'troy', 'jcb']);
    expect(['CREDIT_CARD', 'DEBIT_CARD', 'PREPAID_CARD'].map(cardTypeOf)).toEqual(['credit', 'debit', 'debit']);
    expect([storeBankOf('62'), storeBankOf('0046'), storeBankOf('999')]).toEqual(['garanti', 'akbank', null]);
  });
});
