import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shop's English as a native luxury-store editor writes it. These are the word-for-word
// renderings of Turkish that crept in before ("Same-day cargo", "The One No segment yet
// benefits", "Campaign no"); a text that brings one back fails here with its file and line.
const AWKWARD: [RegExp, string][] = [
  [/\bcargo\b/i, 'write delivery, dispatch or courier (Turkish "kargo")'],
  [/No segment yet/i, 'name the first step of The One, not a missing segment'],
  [/\bCampaign no\b/i, 'the internal campaign number is not for shoppers'],
  [/\bpercent\b/i, 'British English writes "per cent"'],
  [/"\{\{\w+\}\}"/, 'quote with “…”, not straight quotes'],
  [/\bcolor\b|\bfavorite/i, 'British spelling: colour, favourite'],
];

const NAMESPACES = ['catalog', 'shell', 'content', 'pages', 'common'];
const files = [
  ...NAMESPACES.map((ns) => join('src/lib/platform/i18n/locales/en', `${ns}.json`)),
  ...['campaigns', 'loyalty', 'pages', 'shared'].flatMap((collection) => {
    const folder = join('src/content', collection, 'en');
    return readdirSync(folder).map((name) => join(folder, name));
  }),
];

describe('English copy', () => {
  it('has none of the awkward phrasings', () => {
    const found: string[] = [];
    for (const file of files) {
      for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        // Paths, keys and placeholders are not copy: /favorites is the page's address (docs/behaviour/bag.md#favourites).
        const copy = line.replace(/(href|uri): .*$|\/[a-z0-9/-]+|"[a-zA-Z.]+":|\{\{\w+\}\}/g, '');
        for (const [pattern, why] of AWKWARD) if (pattern.test(copy)) found.push(`${file}:${i + 1}: ${line.trim()} (${why})`);
      }
    }
    expect(found).toEqual([]);
  });
});
