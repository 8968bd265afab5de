import { describe, expect, it } from 'vitest';
import { translator } from '@lib/platform/i18n/catalogs.server';
import type { ContentDocument } from './document';
import { fileDocuments } from './files.server';
import { issueMessages } from './issue-messages';
import { documentIssues } from './validate';

// An editor's link field takes only a plain path of this site: a header link made of `/\host`
// would take every shopper to that host.

const OFF_SITE = [
  '/\\127.0.0.1:4397/x',
  '//evil.example/x',
  '\\\\evil.example',
  '/\t/evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
  '/.//evil.example',
  'https://evil.example',
];

const file = (kind: string, slug: string) => fileDocuments().find((f) => f.kind === kind && f.slug === slug)!;

/** The document with its first Turkish header link (or a campaign's href) set to href. */
function withLink(kind: 'header' | 'campaign', href: string): ContentDocument {
  const document = structuredClone(file(kind, kind === 'header' ? 'header' : 'yaz-indirimi').document);
  if (kind === 'header') (document.tr.data.links as { href: string }[])[0]!.href = href;
  else document.tr.data.href = href;
  return document;
}

describe('an editor’s link fields', () => {
  it('refuse every form that leads off the store, naming the field', () => {
    for (const href of OFF_SITE) {
      expect(documentIssues('header', 'header', withLink('header', href)), JSON.stringify(href)).toEqual([
        { path: 'tr.data.links.0.href', rule: 'sitePath' },
      ]);
      expect(documentIssues('campaign', 'yaz-indirimi', withLink('campaign', href)), JSON.stringify(href)).toContainEqual({
        path: 'tr.data.href',
        rule: 'sitePath',
      });
    }
  });

  it('still take the plain paths the shipped content links to', () => {
    for (const href of ['/categories/kadin', '/en/content/magazalar', '/search?q=ipek%20elbise'])
      expect(documentIssues('header', 'header', withLink('header', href))).toEqual([]);
  });

  it('tell the editor why, in the editor’s language', () => {
    const issues = documentIssues('header', 'header', withLink('header', '/\\evil.example'));
    expect(issueMessages('header', issues, translator('tr'))).toEqual({
      'tr.data.links.0.href':
        'Bağlantı adresi (Türkçe) bu mağazanın tek bir / ile başlayan bir sayfası olmalıdır (örneğin /categories/kadin); ters eğik çizgi, boşluk veya kodlanmış eğik çizgi içeremez, başka bir siteye götüremez.',
    });
    expect(issueMessages('header', issues, translator('en'))['tr.data.links.0.href']).toBe(
      'Link address (Turkish) must be a page of this store starting with a single / (for example /categories/kadin), with no backslashes, spaces or encoded slashes: it cannot lead to another site.',
    );
  });
});
