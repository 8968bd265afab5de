import { describe, expect, it } from 'vitest';
import { bearerMatches } from './access.server';

const TOKEN = 'scrape-token-0123456789abcdef';

describe('the metrics token check', () => {
  it('accepts the token as a bearer token, the scheme in any case', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`BEARER  ${TOKEN} `, TOKEN)).toBe(true);
  });

  it('refuses no header, another scheme, an empty token, and any other token', () => {
    for (const header of [
      null,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer${TOKEN}`,
      'Bearer',
      'Bearer ',
      'Bearer    ',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.toUpperCase()}`,
      `Bearer ${TOKEN} ${TOKEN}`,
    ]) {
      expect(bearerMatches(header, TOKEN), String(header)).toBe(false);
    }
  });

  it('refuses oversized and non-ASCII headers without throwing', () => {
    expect(bearerMatches(`Bearer ${TOKEN}${'a'.repeat(10_000)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${'ş'.repeat(40)}`, TOKEN)).toBe(false);
    expect(bearerMatches('Bearer \u0000\uffff\ud800', TOKEN)).toBe(false);
  });
});
