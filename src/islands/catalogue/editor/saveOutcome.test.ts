import { describe, expect, it } from 'vitest';
import type { ConflictResult, SaveResult } from '@lib/catalogue/content/api';
import type { ContentDocument } from '@lib/catalogue/content/document';
import type { Envelope } from '@lib/platform/http/envelope';
import { rebase } from './conflict';
import { saveOutcome } from './saveOutcome';

// A small in-memory stand-in for the save endpoint of the wire contract (src/lib/catalogue/content/api.ts):
// versions kept in order, a save based on anything but the newest refused with CONTENT_CONFLICT
// carrying the newest version and the fields changed since, as the real endpoint answers.
function fakeContent(first: ContentDocument) {
  const versions: { number: number; document: ContentDocument; by: string }[] = [{ number: 1, document: first, by: 'files' }];
  const changed = (from: ContentDocument, to: ContentDocument) =>
    (['tr', 'en'] as const).flatMap((lang) =>
      Object.keys({ ...from[lang].data, ...to[lang].data })
        .filter((key) => JSON.stringify(from[lang].data[key]) !== JSON.stringify(to[lang].data[key]))
        .map((key) => ({ path: `${lang}.data.${key}`, before: from[lang].data[key], after: to[lang].data[key] })),
    );
  return {
    latest: () => versions.at(-1)!,
    save(basedOn: number, document: ContentDocument, by: string): Envelope<SaveResult | ConflictResult> {
      const latest = versions.at(-1)!;
      if (basedOn !== latest.number) {
        const base = versions.find((v) => v.number === basedOn)!;
        const current = {
          number: latest.number,
          basedOn: latest.number - 1,
          source: 'editor' as const,
          createdAt: '2027-01-01T10:00:00Z',
          by: latest.by,
          document: latest.document,
        };
        return {
          Success: false,
          Message: 'conflict',
          Exception: { ErrorCode: 'CONTENT_CONFLICT' },
          Result: { current, changes: changed(base.document, latest.document) },
        };
      }
      if (String(document.tr.data.title ?? '').trim() === '')
        return {
          Success: false,
          Message: 'invalid',
          Exception: { ErrorCode: 'VALIDATION_ERROR', FieldErrors: { 'tr.data.title': 'Fill in this field.' } },
        };
      versions.push({ number: latest.number + 1, document, by });
      return { Success: true, Result: { number: latest.number + 1, warnings: [] } };
    },
  };
}

const page = (title: string, description: string, body = 'Metin') => ({
  tr: { data: { title, description }, body },
  en: { data: { title: 'Gold', description: 'Old' }, body: 'Text' },
});

describe('a save’s answer', () => {
  it('two editors, one page: the second is shown what changed, keeps what they typed, and saves on the newer version', () => {
    const server = fakeContent(page('Altın', 'Eski'));
    const loaded = server.latest();
    // Both open version 1; the first changes the description and saves.
    const first = saveOutcome(server.save(loaded.number, page('Altın', 'Yeni açıklama'), 'Ayşe'));
    expect(first).toEqual({ type: 'saved', number: 2, warnings: [] });
    // The second changed the title and body meanwhile; their save on version 1 is refused.
    const mine = page('Altın Üyelik', 'Eski', 'Benim metnim');
    const refused = saveOutcome(server.save(loaded.number, mine, 'Can'));
    if (refused.type !== 'conflict') throw new Error(`expected a conflict, got ${refused.type}`);
    expect(refused.conflict.current.number).toBe(2);
    expect(refused.conflict.changes.map((c) => c.path)).toEqual(['tr.data.description']);
    // Keeping theirs: laid over version 2 and saved on it, both editors' work is in version 3.
    const merged = rebase(loaded.document, mine, refused.conflict.current.document);
    expect(saveOutcome(server.save(refused.conflict.current.number, merged.document, 'Can'))).toMatchObject({ type: 'saved', number: 3 });
    expect(server.latest().document.tr).toEqual({ data: { title: 'Altın Üyelik', description: 'Yeni açıklama' }, body: 'Benim metnim' });
  });

  it('gives the field errors of a refused save by their paths, and its code', () => {
    const server = fakeContent(page('Altın', 'Eski'));
    expect(saveOutcome(server.save(1, page('', 'Eski'), 'Can'))).toEqual({
      type: 'refused',
      code: 'VALIDATION_ERROR',
      message: 'invalid',
      fieldErrors: { 'tr.data.title': 'Fill in this field.' },
    });
  });

  it('passes on the link warnings of a saved page', () => {
    const answer = { Success: true, Result: { number: 4, warnings: [{ path: 'tr.body', href: '/content/yok' }] } };
    expect(saveOutcome(answer)).toEqual({ type: 'saved', number: 4, warnings: [{ path: 'tr.body', href: '/content/yok' }] });
  });
});
