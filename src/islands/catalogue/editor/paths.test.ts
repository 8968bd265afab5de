import { describe, expect, it } from 'vitest';
import { getPath, joinPath, moveItem, setPath } from './paths';

describe('paths in a document', () => {
  const doc = { tr: { data: { blocks: [{ title: 'A' }, { title: 'B' }] }, body: 'x' } };

  it('reads a value deep in objects and lists, and undefined where a step is missing', () => {
    expect(getPath(doc, 'tr.data.blocks.1.title')).toBe('B');
    expect(getPath(doc, 'tr.data.hero.title')).toBeUndefined();
    expect(getPath(doc, '')).toBe(doc);
  });

  it('writes a copy, leaving the original and untouched branches as they were', () => {
    const next = setPath(doc, 'tr.data.blocks.0.title', 'C');
    expect(getPath(next, 'tr.data.blocks.0.title')).toBe('C');
    expect(doc.tr.data.blocks[0]!.title).toBe('A');
    expect(Array.isArray(getPath(next, 'tr.data.blocks'))).toBe(true);
    expect(getPath(next, 'tr.data.blocks.1')).toBe(doc.tr.data.blocks[1]);
  });

  it('creates missing steps (a list for a numeric step) and removes a key set to undefined', () => {
    expect(setPath({}, 'a.0.b', 1)).toEqual({ a: [{ b: 1 }] });
    expect(setPath({ a: 1, b: 2 }, 'a', undefined)).toEqual({ b: 2 });
  });

  it('joins segments and moves a list item', () => {
    expect(joinPath('tr.data', 'blocks', 0, '')).toBe('tr.data.blocks.0');
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
