import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { callbackSignature, signedByIyzico } from './signature.server';

describe('iyzico’s signature of a 3-D callback', () => {
  const fields = { conversationData: 'ab12', conversationId: 'VT-1', mdStatus: '1', paymentId: '25000003', status: 'success' };

  it('is HMAC-SHA256 of the documented fields joined by colons, under the secret key', () => {
    const expected = createHmac('sha256', 'secret').update('ab12:VT-1:1:25000003:success').digest('hex');
    expect(callbackSignature('secret', fields)).toBe(expected);
    expect(signedByIyzico('secret', fields, expected)).toBe(true);
  });

  it('fails for another key, any changed field, or a callback without conversation data signed with it', () => {
    const signature = callbackSignature('secret', fields);
    expect(signedByIyzico('other', fields, signature)).toBe(false);
    expect(signedByIyzico('secret', { ...fields, status: 'failure' }, signature)).toBe(false);
    expect(signedByIyzico('secret', { ...fields, paymentId: '25000004' }, signature)).toBe(false);
    expect(signedByIyzico('secret', { ...fields, conversationData: undefined }, signature)).toBe(false);
  });
});
