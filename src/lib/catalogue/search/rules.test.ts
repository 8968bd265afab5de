import { describe, expect, it } from 'vitest';
import { matchesAll, parseRecent, RECENT_MAX, rememberSearch } from './rules';

describe('matchesAll', () => {
  it('needs every token to start a word, folding Turkish letters', () => {
    expect(matchesAll(['val'], 'Valdera')).toBe(true);
    expect(matchesAll(['ipek', 'el'], 'İpek Elbise')).toBe(true);
    expect(matchesAll(['canta'], 'Çanta')).toBe(true);
    expect(matchesAll(['dera'], 'Valdera')).toBe(false);
    expect(matchesAll(['ipek', 'gom'], 'İpek Elbise')).toBe(false);
  });

  it('matches nothing without tokens', () => {
    expect(matchesAll([], 'Valdera')).toBe(false);
  });
});

describe('recent searches', () => {
  it('puts the newest first, without repeats of any case, capped', () => {
    let list: string[] = [];
    for (const q of ['ipek', 'çanta', 'İPEK ', 'a', 'b', 'c', 'd']) list = rememberSearch(list, q);
    expect(list).toEqual(['d', 'c', 'b', 'a', 'İPEK']);
    expect(list).toHaveLength(RECENT_MAX);
    expect(rememberSearch(['x'], '   ')).toEqual(['x']);
  });

  it('reads only a stored list of strings', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{oops')).toEqual([]);
    expect(parseRecent('{"a":1}')).toEqual([]);
    expect(parseRecent('["ipek", 3, "", "çanta"]')).toEqual(['ipek', 'çanta']);
  });
});
