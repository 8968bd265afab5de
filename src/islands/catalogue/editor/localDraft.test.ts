import { describe, expect, it } from 'vitest';
import { clearLocalDraft, readLocalDraft, sameDocument, writeLocalDraft } from './localDraft';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
};
const doc = (title: string) => ({ tr: { data: { title }, body: '' }, en: { data: { title }, body: '' } });

describe('the unsaved copy kept in the browser', () => {
  it('keeps one copy per page and gives it back, then forgets it when cleared', () => {
    const storage = memory();
    writeLocalDraft(storage, 'loyalty', 'segmentgold', { basedOn: 3, document: doc('Altın') }, new Date('2027-01-01T10:00:00Z'));
    writeLocalDraft(storage, 'campaign', 'kis', { basedOn: 1, document: doc('Kış') });
    expect(readLocalDraft(storage, 'loyalty', 'segmentgold')).toEqual({
      basedOn: 3,
      document: doc('Altın'),
      keptAt: '2027-01-01T10:00:00.000Z',
    });
    clearLocalDraft(storage, 'loyalty', 'segmentgold');
    expect(readLocalDraft(storage, 'loyalty', 'segmentgold')).toBeNull();
    expect(readLocalDraft(storage, 'campaign', 'kis')?.basedOn).toBe(1);
  });

  it('ignores a copy it cannot read and a storage that refuses to write', () => {
    const storage = memory();
    storage.setItem('editor-draft:home/home', '{not json');
    expect(readLocalDraft(storage, 'home', 'home')).toBeNull();
    const full = {
      ...memory(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeLocalDraft(full, 'home', 'home', { basedOn: 1, document: doc('x') })).not.toThrow();
  });

  it('tells equal documents whatever their key order', () => {
    expect(sameDocument({ en: doc('a').en, tr: doc('a').tr }, doc('a'))).toBe(true);
    expect(sameDocument(doc('a'), doc('b'))).toBe(false);
  });
});
