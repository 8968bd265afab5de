import { diffLines } from 'diff';
import { LANGS } from '@lib/platform';
import type { FieldChange } from './api';
import type { ContentDocument } from './document';

// What changed between two versions, field by field: a list or an object that changed is shown as
// its changed leaves ("tr.data.perks.1"), a Markdown body by its lines. Client-safe and pure.

function leaves(value: unknown, path: string, out: Map<string, unknown>): void {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, i) => [String(i), item] as const) : Object.entries(value);
    if (entries.length === 0) out.set(path, value);
    for (const [key, item] of entries) leaves(item, `${path}.${key}`, out);
    return;
  }
  out.set(path, value);
}

/** The fields that differ from one version's document to another's, in a stable order. */
export function documentChanges(before: ContentDocument, after: ContentDocument): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const lang of LANGS) {
    const a = new Map<string, unknown>();
    const b = new Map<string, unknown>();
    leaves(before[lang].data, `${lang}.data`, a);
    leaves(after[lang].data, `${lang}.data`, b);
    for (const path of new Set([...a.keys(), ...b.keys()])) {
      if (JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path))) changes.push({ path, before: a.get(path), after: b.get(path) });
    }
    const [was, is] = [before[lang].body, after[lang].body];
    if (was !== is) {
      const lines = diffLines(was, is).map((part) => ({
        value: part.value,
        ...(part.added ? { added: true } : {}),
        ...(part.removed ? { removed: true } : {}),
      }));
      changes.push({ path: `${lang}.body`, before: was, after: is, lines });
    }
  }
  return changes;
}
