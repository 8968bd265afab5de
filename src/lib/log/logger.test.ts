import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggablePath, REDACTED_KEYS } from './logger.server';

describe('logging', () => {
  it('never writes passwords, card numbers or codes', () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += String(chunk);
        done();
      },
    });
    const log = pino({ redact: { paths: [...REDACTED_KEYS, ...REDACTED_KEYS.map((k) => `*.${k}`)], censor: '[redacted]' } }, sink);
    log.info({ body: { CardNo: '4111111111111111', Otp: '123456', password: 'Secret1' }, NewPassword: 'Other2' }, 'x');
    expect(out).not.toMatch(/4111111111111111|123456|Secret1|Other2/);
    expect(out).toContain('[redacted]');
  });

  it('drops the query string from logged paths', () => {
    expect(loggablePath(new URL('http://x/cop-api/x?code=123456'))).toBe('/cop-api/x?[redacted]');
    expect(loggablePath(new URL('http://x/cart'))).toBe('/cart');
  });
});
