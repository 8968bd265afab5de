import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './encoding';

describe('the encoding a kept page is sent in', () => {
  it('prefers br, then gzip, as browsers ask', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('sends the bytes as they are to a client that accepts neither', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding('deflate, zstd')).toBe('identity');
  });

  it('honours a refusal with q=0 and a wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br; q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip;q=0.5')).toBe('gzip');
  });
});
