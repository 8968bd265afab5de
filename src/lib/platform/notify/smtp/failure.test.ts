import { describe, expect, it } from 'vitest';
import { DeliveryError } from '../transport';
import { deliveryErrorOf, providerIdOf, scrub } from './failure';

// The failures a relay or the network can cause that the sink does not stage, read as the outbox must.

const AUTH = { user: 'AKIAEXAMPLEUSER', pass: 'p@ss:w0rd' };
const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? 'failed')), fields);
const read = (fields: Record<string, unknown>) => {
  const error = deliveryErrorOf(smtpError(fields), AUTH, 10);
  return { retry: error.retry, code: error.code };
};

describe('reading a failed send', () => {
  it('tries again after a 4xx, a 503 and a connection that failed', () => {
    expect(read({ code: 'EENVELOPE', responseCode: 452, command: 'RCPT TO' })).toEqual({ retry: true, code: '452' });
    expect(read({ code: 'EMESSAGE', responseCode: 421, command: 'DATA' })).toEqual({ retry: true, code: '421' });
    expect(read({ code: 'EAUTH', responseCode: 454, command: 'AUTH PLAIN' })).toEqual({ retry: true, code: '454' });
    expect(read({ code: 'EPROTOCOL', responseCode: 503 })).toEqual({ retry: true, code: '503' });
    for (const code of ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EPROTOCOL', 'EMAXLIMIT']) {
      expect(read({ code, command: 'CONN' })).toEqual({ retry: true, code });
    }
    // The pool closed under a queued message (shutdown): it goes out with the next start.
    expect(read({ message: 'Connection pool was closed' })).toEqual({ retry: true, code: 'EUNKNOWN' });
  });

  it('gives up after a 5xx, bad or missing credentials, and a message no server will take', () => {
    for (const responseCode of [535, 550, 551, 552, 553, 554, 530, 521]) {
      expect(read({ code: 'EENVELOPE', responseCode })).toEqual({ retry: false, code: String(responseCode) });
    }
    expect(read({ code: 'EAUTH', command: 'API', message: 'Missing credentials for "PLAIN"' })).toEqual({ retry: false, code: 'EAUTH' });
    expect(read({ code: 'EENVELOPE', command: 'API', message: 'No recipients defined' })).toEqual({ retry: false, code: 'EENVELOPE' });
    expect(read({ code: 'EMESSAGE', command: 'MAIL FROM', message: 'Message size larger than allowed 1000' })).toEqual({
      retry: false,
      code: 'EMESSAGE',
    });
  });

  it('names the deadline, and passes on a DeliveryError as it is', () => {
    const late = deliveryErrorOf(Object.assign(new Error('Message sending aborted'), { code: 'EABORT' }), AUTH, 3);
    expect(late).toMatchObject({ retry: true, code: 'ETIMEDOUT', message: 'SMTP: no answer within 3 s' });
    const own = new DeliveryError('bad id', false, 'EMESSAGEID');
    expect(deliveryErrorOf(own, AUTH, 3)).toBe(own);
  });

  it('keeps the credentials out of the message, in every form they travel in', () => {
    const plain = Buffer.from(`\0${AUTH.user}\0${AUTH.pass}`).toString('base64');
    const echoed = `535 rejected ${AUTH.pass} ${encodeURIComponent(AUTH.pass)} ${plain} ${Buffer.from(AUTH.pass).toString('base64')} for ${AUTH.user}`;
    expect(scrub(echoed, AUTH)).toBe('535 rejected [secret] [secret] [secret] [secret] for [secret]');
    const error = deliveryErrorOf(
      smtpError({ message: `Invalid login: ${echoed}`, code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }),
      AUTH,
      10,
    );
    expect(error.message).toBe('SMTP AUTH PLAIN: Invalid login: 535 rejected [secret] [secret] [secret] [secret] for [secret]');
  });
});

describe("the relay's reference", () => {
  it('is its queue id when its answer names one, else its Message-ID, else ours', () => {
    expect(providerIdOf({ response: '250 2.0.0 Ok: queued as 4Xk9Lm2Qz', messageId: '<a@b>' })).toBe('4Xk9Lm2Qz');
    expect(providerIdOf({ response: '250 OK id=1qXyZ-000abc-12', messageId: '<a@b>' })).toBe('1qXyZ-000abc-12');
    expect(providerIdOf({ response: '250 Ok 0100018f', serverMessageId: '<0100018f@email.amazonses.com>', messageId: '<a@b>' })).toBe(
      '<0100018f@email.amazonses.com>',
    );
    expect(providerIdOf({ response: '250 Great success', messageId: '<a@b>' })).toBe('<a@b>');
  });
});
