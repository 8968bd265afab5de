import { describe, expect, it } from 'vitest';
import { maskTarget } from './mask';

describe('maskTarget', () => {
  it('hides most of a phone or an e-mail', () => {
    expect(maskTarget('5321234567')).toBe('(532) *** ** 67');
    expect(maskTarget('ayse@ornek.com')).toBe('a***@ornek.com');
  });
});
