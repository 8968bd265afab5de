import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from '../support/repo-files';

// What the store promises is written in docs/behaviour/, and the code cites it by page and heading:
// `docs/behaviour/<page>.md#<anchor>`, or `<page>.md#<anchor>` between the pages themselves. A
// citation must land on a page that exists and on one of its `##` or `###` headings, slugged as
// GitHub does. The product was first described by two documents kept outside the repository; a
// clone cannot read them, so naming either of them (or a numbered section of "the spec") fails.

const PAGES = 'docs/behaviour';
/** A page and anchor named from anywhere: docs/behaviour/bag.md#guest-favourites. */
const CITED = /docs\/behaviour\/([\w-]+\.md)(?:#([\w-]*))?/g;
/** A link between the pages themselves: (bag.md#guest-favourites). */
const LINKED = /\]\(([\w-]+\.md)(?:#([\w-]*))?\)/g;
/** The two outside documents, by name (spelled in pieces so this file does not name them). */
const OUTSIDE = new RegExp(['account-and-' + 'navigation', 'shopping-' + 'journey'].join('|'));
/** A numbered section of the outside documents, cited through "the spec" or "both documents". */
const SECTION = /\b(spec(ification)?('s|’s)?|both documents),?\s+(section|§)\s*\d/i;

/** This file's own examples are broken on purpose. */
const SELF = 'tests/unit/behaviour-citations.test.ts';
const files = repositoryFiles().filter((f) => f !== SELF && /\.(tsx?|mjs|md|astro|css)$/.test(f));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a page's `##` and `###` headings; a repeated heading gets -1, -2 … as on GitHub. */
function anchorsOf(page: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of readFileSync(page, 'utf8').matchAll(/^#{2,3} (.+)$/gm)) {
    const slug = slugOf(heading ?? '');
    let unique = slug;
    for (let n = 1; anchors.has(unique); n += 1) unique = `${slug}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}

const anchorCache = new Map<string, Set<string>>();
function anchors(page: string): Set<string> {
  let found = anchorCache.get(page);
  if (!found) {
    found = anchorsOf(page);
    anchorCache.set(page, found);
  }
  return found;
}

/** Why a citation of `page` (`anchor` optional) lands nowhere, or undefined when it lands. */
function brokenCitation(page: string, anchor: string | undefined): string | undefined {
  const path = join(PAGES, page);
  if (!existsSync(path)) return `no page ${path}`;
  if (anchor === undefined) return undefined;
  if (!anchors(path).has(anchor)) return `no heading #${anchor} in ${path}`;
  return undefined;
}

/** Every citation of a behaviour page in a text, as line: problem. */
function brokenCitationsIn(text: string, file: string): string[] {
  const broken: string[] = [];
  const inPages = file.startsWith(`${PAGES}/`);
  text.split('\n').forEach((line, i) => {
    const citations = [...line.matchAll(CITED)];
    if (inPages) citations.push(...line.matchAll(LINKED));
    for (const [, page, anchor] of citations) {
      const problem = brokenCitation(page ?? '', anchor || undefined);
      if (problem) broken.push(`${file}:${i + 1}: ${problem}`);
    }
  });
  return broken;
}

/** Every line that still cites the outside documents, as file:line: text. */
function outsideCitationsIn(text: string, file: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (OUTSIDE.test(line) || SECTION.test(line)) found.push(`${file}:${i + 1}: ${line.trim()}`);
  });
  return found;
}

describe('citations of docs/behaviour', () => {
  it('land on a page and a heading that exist', () => {
    const broken = files.flatMap((file) => brokenCitationsIn(readFileSync(file, 'utf8'), file));
    expect(broken).toEqual([]);
  });

  it('never cite the outside documents or their numbered sections', () => {
    const outside = files.flatMap((file) => outsideCitationsIn(readFileSync(file, 'utf8'), file));
    expect(outside).toEqual([]);
  });

  it('are caught when a page, a heading or an outside section is wrong', () => {
    expect(brokenCitationsIn('// The guard of docs/behaviour/navigation-and-routes.md#the-guard.', 'a.ts')).toEqual([]);
    expect(brokenCitationsIn('// docs/behaviour/navigation-and-routes.md#no-such-heading', 'a.ts')).toEqual([
      'a.ts:1: no heading #no-such-heading in docs/behaviour/navigation-and-routes.md',
    ]);
    expect(brokenCitationsIn('// docs/behaviour/no-such-page.md#cart', 'a.ts')).toEqual(['a.ts:1: no page docs/behaviour/no-such-page.md']);
    expect(outsideCitationsIn(`// The table of spec ${'section'} 5.`, 'a.ts')).toHaveLength(1);
    expect(outsideCitationsIn(`// ${'shopping-' + 'journey'} 4`, 'a.ts')).toHaveLength(1);
    expect(slugOf('Gift and return-balance cards')).toBe('gift-and-return-balance-cards');
    expect(slugOf('After-sales, shared')).toBe('after-sales-shared');
    expect(slugOf('Cards and 3-D Secure')).toBe('cards-and-3-d-secure');
  });
});
