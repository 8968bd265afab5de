import { describe, expect, it } from 'vitest';
import { fileDocuments } from './files.server';
import { markdownFile, parseMarkdownFile } from './markdown-file';
import { documentIssues } from './validate';

describe('Markdown files', () => {
  it('reads every file of src/content in both languages, each passing its kind’s rules', () => {
    const files = fileDocuments();
    expect(files.length).toBe(29);
    for (const kind of ['loyalty', 'campaign', 'page', 'home', 'header', 'footer'])
      expect(files.some((file) => file.kind === kind)).toBe(true);
    for (const file of files) expect(documentIssues(file.kind, file.slug, file.document), `${file.kind}/${file.slug}`).toEqual([]);
  });

  it('writes back what it reads: fields, dates as typed, and the body', () => {
    for (const { document } of fileDocuments()) {
      for (const lang of ['tr', 'en'] as const) expect(parseMarkdownFile(markdownFile(document[lang]))).toEqual(document[lang]);
    }
    const written = markdownFile({ data: { title: 'Yaz: indirim', startsAt: '2027-01-31', perks: ['a'] }, body: 'Metin' });
    expect(written).toBe('---\ntitle: "Yaz: indirim"\nstartsAt: 2027-01-31\nperks:\n  - a\n---\n\nMetin\n');
  });

  it('names the file’s field that breaks its kind’s rules (such a file is not published)', () => {
    const campaign = fileDocuments().find((file) => file.kind === 'campaign')!;
    const broken = parseMarkdownFile(markdownFile(campaign.document.tr).replace(/^startsAt: .*$/m, 'startsAt: someday'));
    const issues = documentIssues('campaign', campaign.slug, { ...campaign.document, tr: broken });
    expect(issues.map((issue) => issue.path)).toContain('tr.data.startsAt');
  });
});
