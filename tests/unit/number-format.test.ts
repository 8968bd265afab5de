import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// One way to write a number in each language (issue 31, item 9): amounts and counts of points and
// coins are grouped with the Turkish thousands point in both languages, as formatPrice and
// formatCount write them (1.234,50 TL; 2.500 points). A text the editors or the catalogs write by
// hand must not bring back 5,000 TL or 2500 points beside them.
const WRONG: [RegExp, string][] = [
  [/\b\d{1,3}(,\d{3})+\b/, 'a thousands comma: write 5.000 as formatPrice and formatCount do'],
  [/\b\d{4,}\s?(TL|puan|points?|coins?)\b/i, 'an ungrouped amount: write 2.500'],
];

const CATALOGS = [
  'loyalty',
  'content',
  'account',
  'onecard',
  'coins',
  'giftcards',
  'cart',
  'checkout',
  'pay',
  'payments',
  'orders',
  'share',
];
const files = [
  // The demo campaigns' names are the bag summary's lines.
  'src/lib/bag/campaigns/demo.ts',
  ...['tr', 'en'].flatMap((lang) =>
    CATALOGS.map((ns) => join('src/lib/platform/i18n/locales', lang, `${ns}.json`)).filter((file) => existsSync(file)),
  ),
  ...['campaigns', 'loyalty', 'pages', 'shared'].flatMap((collection) =>
    ['tr', 'en'].flatMap((lang) => {
      const folder = join('src/content', collection, lang);
      return readdirSync(folder).map((name) => join(folder, name));
    }),
  ),
];

describe('numbers in the copy', () => {
  it('are written one way in both languages: 5.000 TL, 2.500 points', () => {
    const found: string[] = [];
    for (const file of files) {
      for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        for (const [pattern, why] of WRONG) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${line.trim()} (${why})`);
      }
    }
    expect(found).toEqual([]);
  });
});
