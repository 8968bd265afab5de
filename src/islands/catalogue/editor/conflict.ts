import type { ContentDocument } from '@lib/catalogue/content/document';
import { stableJson } from './localDraft';

// Two editors, one page: when a save is refused because someone saved a newer version meanwhile,
// the editor's work is laid over that newer version. Whatever this editor changed since the
// version they loaded is kept as they typed it; everything else takes the newer version's value.
// Objects are merged key by key; a list, a text and a number are one value each. Client-safe, pure.

/** The merged document and the paths both editors changed differently (this editor's text kept). */
export interface Rebased {
  document: ContentDocument;
  clashes: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => v != null && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

function merge(base: unknown, mine: unknown, theirs: unknown, path: string, clashes: string[]): unknown {
  if (isObject(mine) && isObject(theirs) && (isObject(base) || base === undefined)) {
    const out: Record<string, unknown> = {};
    const b = base ?? {};
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine), ...Object.keys(b)])) {
      const value = merge(b[key], mine[key], theirs[key], path ? `${path}.${key}` : key, clashes);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (same(mine, base)) return theirs;
  if (!same(theirs, base) && !same(theirs, mine)) clashes.push(path);
  return mine;
}

/** This editor's document (mine, started from base) laid over the newer saved version (theirs). */
export function rebase(base: ContentDocument, mine: ContentDocument, theirs: ContentDocument): Rebased {
  const clashes: string[] = [];
  const document = merge(base, mine, theirs, '', clashes) as ContentDocument;
  return { document, clashes };
}
