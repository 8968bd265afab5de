import { describe, expect, it } from 'vitest';
import { rebase } from './conflict';

const doc = (tr: Record<string, unknown>, en: Record<string, unknown>, body = '') => ({ tr: { data: tr, body }, en: { data: en, body } });

describe('laying an editor’s work over a newer version', () => {
  const base = doc({ title: 'Altın', description: 'Eski' }, { title: 'Gold', description: 'Old' }, 'body');

  it('keeps every field this editor changed and takes the newer version’s value for the others', () => {
    const mine = doc({ title: 'Altın Üyelik', description: 'Eski' }, { title: 'Gold', description: 'Old' }, 'body');
    const theirs = doc({ title: 'Altın', description: 'Yeni' }, { title: 'Gold', description: 'New' }, 'body\nmore');
    const { document, clashes } = rebase(base, mine, theirs);
    expect(document.tr.data).toEqual({ title: 'Altın Üyelik', description: 'Yeni' });
    expect(document.en.data).toEqual({ title: 'Gold', description: 'New' });
    expect(document.tr.body).toBe('body\nmore');
    expect(clashes).toEqual([]);
  });

  it('names a field both changed differently and keeps what this editor typed there', () => {
    const mine = doc({ title: 'Benim' }, { title: 'Gold' });
    const theirs = doc({ title: 'Onların' }, { title: 'Gold' });
    const { document, clashes } = rebase(doc({ title: 'Altın' }, { title: 'Gold' }), mine, theirs);
    expect(document.tr.data.title).toBe('Benim');
    expect(clashes).toEqual(['tr.data.title']);
  });

  it('takes a list as one value: a list this editor reordered stays as they left it', () => {
    const b = doc({ perks: ['a', 'b'] }, { perks: ['a', 'b'] });
    const mine = doc({ perks: ['b', 'a'] }, { perks: ['a', 'b'] });
    const theirs = doc({ perks: ['a', 'b', 'c'] }, { perks: ['a', 'b', 'c'] });
    const { document, clashes } = rebase(b, mine, theirs);
    expect(document.tr.data.perks).toEqual(['b', 'a']);
    expect(document.en.data.perks).toEqual(['a', 'b', 'c']);
    expect(clashes).toEqual(['tr.data.perks']);
  });

  it('keeps a field this editor removed removed, and a field the other added', () => {
    const b = doc({ title: 'A', image: 'x' }, { title: 'A' });
    const { document } = rebase(b, doc({ title: 'A' }, { title: 'A' }), doc({ title: 'A', image: 'x' }, { title: 'A', eyebrow: 'E' }));
    expect(document.tr.data).toEqual({ title: 'A' });
    expect(document.en.data).toEqual({ title: 'A', eyebrow: 'E' });
  });
});
