import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookie';

describe('cookieValue', () => {
  it('finds a cookie among others, with or without the space after the semicolon', () => {
    expect(cookieValue('a=1; LanguageId=2; b=3', 'LanguageId')).toBe('2');
    expect(cookieValue('a=1;LanguageId=2;b=3', 'LanguageId')).toBe('2');
    expect(cookieValue('LanguageId=2', 'LanguageId')).toBe('2');
  });

  it('matches the whole name, not a name that ends or starts with it', () => {
    expect(cookieValue('xLanguageId=1; LanguageIdx=3', 'LanguageId')).toBeUndefined();
    expect(cookieValue('xLanguageId=1; LanguageId=2', 'LanguageId')).toBe('2');
  });

  it('keeps an equals sign inside the value and takes the first of a repeated name', () => {
    expect(cookieValue('c=v1.a=b==; c=later', 'c')).toBe('v1.a=b==');
  });

  it('answers undefined for no header, an empty one or a part without a name', () => {
    expect(cookieValue(undefined, 'a')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
    expect(cookieValue('=1; a', 'a')).toBeUndefined();
  });

  it('gives an empty value as empty, not as missing', () => {
    expect(cookieValue('a=; b=2', 'a')).toBe('');
  });
});
