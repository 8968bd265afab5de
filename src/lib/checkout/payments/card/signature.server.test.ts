import { describe, expect, it } from 'vitest';
import { checkReturn, pageToken, signReturn } from './signature.server';

describe('3-D return signature', () => {
  const fields = { PaymentId: 'a', Reference: 'ORD-1', Status: 'approved' as const, Code: '00' };
  const signed = { ...fields, Signature: signReturn('secret', fields) };

  it('reads a return signed with the bank’s key', () => {
    expect(checkReturn('secret', signed)).toEqual(fields);
  });

  it('refuses any altered field, another key, a missing signature or an unknown status', () => {
    expect(checkReturn('secret', { ...signed, Status: 'declined' })).toBeNull();
    expect(checkReturn('secret', { ...signed, PaymentId: 'b' })).toBeNull();
    expect(checkReturn('other', signed)).toBeNull();
    expect(checkReturn('secret', { ...fields })).toBeNull();
    expect(checkReturn('secret', { ...signed, Status: 'refunded' })).toBeNull();
  });

  it('cannot be fooled by moving text between fields', () => {
    const a = signReturn('secret', { PaymentId: 'ab', Reference: 'c', Status: 'approved', Code: '00' });
    const b = signReturn('secret', { PaymentId: 'a', Reference: 'bc', Status: 'approved', Code: '00' });
    expect(a).not.toBe(b);
  });

  it('binds the page token to the payment and the try', () => {
    expect(pageToken('s', 'p', 0)).not.toBe(pageToken('s', 'p', 1));
    expect(pageToken('s', 'p', 0)).not.toBe(pageToken('s', 'q', 0));
  });
});
