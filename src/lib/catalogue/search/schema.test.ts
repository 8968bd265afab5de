import { describe, expect, it } from 'vitest';
import { suggestionQuery } from './schema';

describe('suggestion query', () => {
  it('trims spaces around what was typed', () => {
    expect(suggestionQuery.parse({ q: '  vald ' }).q).toBe('vald');
  });

  it('refuses a control character, also at either end where trimming would drop it', () => {
    for (const q of ['\u000bvald', 'vald\u000b', 'va\u0000ld'])
      expect(suggestionQuery.safeParse({ q }).success, JSON.stringify(q)).toBe(false);
  });

  it('refuses an empty or over-long query', () => {
    expect(suggestionQuery.safeParse({ q: '   ' }).success).toBe(false);
    expect(suggestionQuery.safeParse({ q: 'a'.repeat(101) }).success).toBe(false);
  });
});
