import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSitePath, SITE_PATH_ISSUE, sitePath } from './site-path';

const STORE = 'http://127.0.0.1:4321';

/** Every way a value is read on its way to a request: as typed, and with each layer of escapes undone. */
function readings(value: string): string[] {
  const out = [value];
  let current = value;
  for (let i = 0; i < 4; i += 1) {
    try {
      current = decodeURIComponent(current);
    } catch {
      // A lenient server undoes each escape it can read and leaves the rest.
      current = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
    out.push(current);
  }
  return out;
}

/** Where a reading leads, as a URL parser (a browser, fetch) resolves it on the store. */
const landsOnStore = (value: string) => {
  const url = new URL(value, STORE);
  return url.origin === STORE && !url.pathname.startsWith('//');
};

describe('a path on this site', () => {
  it('takes the plain paths editors and messages link to', () => {
    for (const path of [
      '/',
      '/categories/kadin',
      '/en/content/kargo-ve-teslimat-content',
      '/categories/kadin?brand=gucci&sort=new',
      '/search?q=ipek%20elbise#results',
      '/product/ipek-elbise-12',
      '/customer/my-data/file/AbC-12_x',
      '/content/%C3%A7anta',
    ])
      expect(isSitePath(path), path).toBe(true);
  });

  it('refuses every form that leads to another host, however it is read', () => {
    for (const path of [
      '',
      'categories/kadin',
      '//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\\127.0.0.1:4397/x',
      '\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/x\\y',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\t\\evil.example',
      '\t/evil.example',
      ' /evil.example',
      '/evil.example ',
      '/\u00a0/evil.example',
      '/\u2028/evil.example',
      '/\u0000/evil.example',
      '/\u007f/evil.example',
      '/\u0085/evil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%252F%252Fevil.example',
      '/%25255Cevil.example',
      '/%25%35c',
      '/%252%66evil.example',
      '/%25%32f%25%32fevil.example',
      '/%zz%25%32f%25%32fevil.example',
      '/%25%30%39/evil.example',
      '/x%25%32%35%32%35%32%35%32%35',
      '/x?next=%2F%2Fevil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/./\\evil.example',
      'https://evil.example/x',
      'http:/evil.example',
      'HTTP://evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      `/${'a'.repeat(2_000)}`,
    ])
      expect(isSitePath(path), JSON.stringify(path)).toBe(false);
  });

  it('never takes a value that any reading of it resolves off the store', () => {
    // Strings of the pieces the tricks are made of: whatever passes must stay on the store as
    // typed, and after every layer of percent-escapes is undone.
    const piece = fc.constantFrom(
      '/',
      '\\',
      '.',
      '..',
      '%',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%25',
      '%2',
      '%3',
      '%32',
      '%35',
      '%30',
      '2',
      '5',
      'c',
      'f',
      '\t',
      '\n',
      ' ',
      ':',
      '@',
      '?',
      '#',
      'host',
    );
    const tricky = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webUrl(), fc.webPath()), (value) => {
        if (isSitePath(value)) for (const reading of readings(value)) expect(landsOnStore(reading), JSON.stringify(reading)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it('takes every path of plain segments', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,20}$/);
    fc.assert(fc.property(fc.array(segment, { maxLength: 6 }), (segments) => isSitePath(`/${segments.join('/')}`)));
  });

  it('as a schema field, refuses with the validation catalog’s own key', () => {
    expect(sitePath.safeParse('/campaigns').success).toBe(true);
    const refused = sitePath.safeParse('/\\evil.example');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([SITE_PATH_ISSUE]);
  });
});
