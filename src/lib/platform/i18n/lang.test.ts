import { describe, expect, it } from 'vitest';
import { langFromCookie, localizedPath, splitLangPrefix } from './lang';

describe('language helpers', () => {
  it('reads the cookie: 2 is English, anything else Turkish, none is none', () => {
    expect(langFromCookie('2')).toBe('en');
    expect(langFromCookie('1')).toBe('tr');
    expect(langFromCookie('x')).toBe('tr');
    expect(langFromCookie(undefined)).toBeUndefined();
  });

  it('splits the optional prefix', () => {
    expect(splitLangPrefix('/en/cart')).toEqual({ prefix: 'en', rest: '/cart' });
    expect(splitLangPrefix('/en')).toEqual({ prefix: 'en', rest: '/' });
    expect(splitLangPrefix('/tr/')).toEqual({ prefix: 'tr', rest: '/' });
    expect(splitLangPrefix('/entry')).toEqual({ prefix: undefined, rest: '/entry' });
  });

  it('builds the address in a language', () => {
    expect(localizedPath('/cart', 'tr')).toBe('/cart');
    expect(localizedPath('/cart', 'en')).toBe('/en/cart');
    expect(localizedPath('/', 'en')).toBe('/en/');
  });
});
