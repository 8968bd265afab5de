import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loggablePath, logger } from './logger.server';
import { redactText } from './redact';

/** The lines the exported logger writes to stdout while `act` runs. */
function captured(act: () => void): string {
  let out = '';
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    act();
  } finally {
    write.mockRestore();
  }
  return out;
}

describe('the exported logger', () => {
  const level = logger.level;
  beforeEach(() => {
    logger.level = 'info';
  });
  afterEach(() => {
    logger.level = level;
  });

  it('never writes passwords, card numbers or codes kept under their keys', () => {
    const out = captured(() =>
      logger.info({ body: { CardNo: '4111111111111111', Otp: '123456', password: 'Secret1' }, NewPassword: 'Other2' }, 'x'),
    );
    expect(out).not.toMatch(/4111111111111111|123456|Secret1|Other2/);
    expect(out).toContain('[redacted]');
  });

  it('never writes e-mail addresses, phone numbers or codes, wherever they appear', () => {
    const out = captured(() => {
      logger.error({ err: new Error('Key (email)=(ayse@vitrin.example) already exists') }, 'insert failed');
      logger.warn({ target: '+90 532 123 45 67', other: '05321234567', plain: '5321234567' }, 'sending to (532) 123 45 67');
      logger.info({ note: 'your code is 482913', path: '/dev/outbox.json?recipient=ayse%40vitrin.example&code=482913' }, 'request');
    });
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(3);
    // Still one JSON object a line: redaction keeps the structure.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    // The timestamp is left out: its digits may hold "532" by chance.
    const written = lines.map((line) => JSON.stringify({ ...JSON.parse(line), time: undefined })).join('\n');
    expect(written).not.toMatch(/ayse|vitrin\.example|532|123 45 67|482913/);
    expect(out).toContain('[email]');
    expect(out).toContain('[phone]');
    expect(out).toContain('[code]');
    expect(out).toContain('/dev/outbox.json?[redacted]');
  });

  it('keeps what is needed to read a log: numbers, times, ids, slugs and ports', () => {
    const out = captured(() =>
      logger.info(
        { requestId: '7f9c2b1e-4d3a-4b8e-9c1f-2a3b4c5d6e7f', path: '/product/ipek-elbise-123456', status: 200, ms: 123456 },
        'listening at http://localhost:432100',
      ),
    );
    const line = JSON.parse(out) as Record<string, unknown>;
    expect(line).toMatchObject({ requestId: '7f9c2b1e-4d3a-4b8e-9c1f-2a3b4c5d6e7f', path: '/product/ipek-elbise-123456', ms: 123456 });
    expect(line.msg).toBe('listening at http://localhost:432100');
  });
});

describe('redaction', () => {
  it('replaces the forms shoppers type', () => {
    for (const phone of ['0532 123 45 67', '+905321234567', '90 (532) 123-45-67', '532.123.45.67', '%2B905321234567']) {
      expect(redactText(`tel ${phone}.`), phone).toBe('tel [phone].');
    }
    expect(redactText('AYSE.Yilmaz+tag@Vitrin.example.com')).toBe('[email]');
  });

  it('keeps an id whole though a run of its digits reads like a phone number', () => {
    for (const id of ['b0591306-3371-415f-971d-6a37020a0891', 'order-5321234567', 'c5321234567']) {
      expect(redactText(`resent ${id}`), id).toBe(`resent ${id}`);
    }
    expect(redactText('["b0591306-3371-415f-971d-6a37020a0891","0532 123 45 67"]')).toBe(
      '["b0591306-3371-415f-971d-6a37020a0891","[phone]"]',
    );
  });

  it('drops the query string from logged paths', () => {
    expect(loggablePath(new URL('http://x/cop-api/x?code=123456'))).toBe('/cop-api/x?[redacted]');
    expect(loggablePath(new URL('http://x/cart'))).toBe('/cart');
  });
});
