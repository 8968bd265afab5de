import { describe, expect, it } from 'vitest';
import { documentChanges } from './diff';
import type { ContentDocument } from './document';

const doc = (title: string, perks: string[], body: string): ContentDocument => ({
  tr: { data: { title, perks }, body },
  en: { data: { title: 'Gold', perks: ['a'] }, body: 'x' },
});

describe('documentChanges', () => {
  it('names each changed field by its path and a body by its lines', () => {
    const changes = documentChanges(doc('Gold', ['a', 'b'], 'one\ntwo\n'), doc('Altın', ['a', 'c', 'd'], 'one\nthree\n'));
    expect(changes.map((change) => change.path)).toEqual(['tr.data.title', 'tr.data.perks.1', 'tr.data.perks.2', 'tr.body']);
    expect(changes[0]).toMatchObject({ before: 'Gold', after: 'Altın' });
    expect(changes[2]).toMatchObject({ before: undefined, after: 'd' });
    const body = changes[3]!.lines!;
    expect(body.filter((line) => line.removed).map((line) => line.value)).toEqual(['two\n']);
    expect(body.filter((line) => line.added).map((line) => line.value)).toEqual(['three\n']);
  });

  it('finds nothing between equal documents', () => {
    expect(documentChanges(doc('Gold', ['a'], 'b'), doc('Gold', ['a'], 'b'))).toEqual([]);
  });
});
