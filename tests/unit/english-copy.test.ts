import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doubledWords, entries, turkishWords } from './copy-rules';

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

// Every English catalog and the editors' English content (the review found "cargo company" in
// orders.json, "lostra" in fields.json and reborn.json, "Siz" in the-one.md).
const catalogs = readdirSync('src/lib/platform/i18n/locales/en').map((name) => join('src/lib/platform/i18n/locales/en', name));
const content = ['campaigns', 'loyalty', 'pages', 'shared', 'home'].flatMap((collection) => {
  const folder = join('src/content', collection, 'en');
  return readdirSync(folder).map((name) => join(folder, name));
});
const files = [...catalogs, ...content];
/** Texts written in Turkish on purpose: the language switch speaks the language it switches to. */
const IN_TURKISH = new Set(['shell.language.switchLabel']);

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

  it('has no Turkish word and no word said twice ("the The One")', () => {
    expect(turkishWords('Cleaning (lostra) through the Siz segment, in İstanbul')).toEqual(['lostra', 'Siz']);
    const found: string[] = [];
    for (const file of catalogs) {
      const ns = file.replace(/^.*\/|\.json$/g, '');
      for (const [key, value] of entries(JSON.parse(readFileSync(file, 'utf8')), ns)) {
        if (IN_TURKISH.has(key)) continue;
        for (const word of turkishWords(value)) found.push(`${file}: ${key}: ${word} (a Turkish word in English)`);
        for (const pair of doubledWords(value, 'en')) found.push(`${file}: ${key}: "${pair}" (a word said twice)`);
      }
    }
    for (const file of content) {
      for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        const copy = line.replace(/(href|uri|image|segment): .*$|\/[a-z0-9/-]+/g, '');
        for (const word of turkishWords(copy)) found.push(`${file}:${i + 1}: ${word} (a Turkish word in English)`);
        for (const pair of doubledWords(copy, 'en')) found.push(`${file}:${i + 1}: "${pair}" (a word said twice)`);
      }
    }
    expect(found).toEqual([]);
  });
});
