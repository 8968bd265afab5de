import type { ContentDocument } from '@lib/catalogue/content/document';

// The editor's unsaved copy of a page, kept in the browser (localStorage) as it is typed, so a
// closed tab, a crash or a refused save loses nothing. One copy per page; cleared after a save.
// Client-safe and pure apart from the Storage it is given.

/** What is kept: the document as typed and the version it was started from. */
export interface LocalDraft {
  basedOn: number;
  document: ContentDocument;
  /** When it was last written (ISO), shown in the notice. */
  keptAt: string;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (kind: string, slug: string) => `editor-draft:${kind}/${slug}`;

/** The kept copy of a page, or null when there is none or it cannot be read. */
export function readLocalDraft(storage: KeyValueStore, kind: string, slug: string): LocalDraft | null {
  try {
    const raw = storage.getItem(keyOf(kind, slug));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed.basedOn !== 'number' || !parsed.document?.tr || !parsed.document.en) return null;
    return { basedOn: parsed.basedOn, document: parsed.document, keptAt: String(parsed.keptAt ?? '') };
  } catch {
    return null;
  }
}

/** Keeps the page's copy as typed; a full or refused storage is ignored (the form still holds it). */
export function writeLocalDraft(
  storage: KeyValueStore,
  kind: string,
  slug: string,
  draft: Omit<LocalDraft, 'keptAt'>,
  now = new Date(),
): void {
  try {
    storage.setItem(keyOf(kind, slug), JSON.stringify({ ...draft, keptAt: now.toISOString() }));
  } catch {
    // Quota exceeded or storage disabled: nothing more to do.
  }
}

/** Forgets the page's kept copy (after a successful save, or when the editor discards it). */
export function clearLocalDraft(storage: KeyValueStore, kind: string, slug: string): void {
  try {
    storage.removeItem(keyOf(kind, slug));
  } catch {
    // Storage disabled: there is nothing kept.
  }
}

/** Whether two documents hold the same text (a kept copy equal to the loaded version is not restored). */
export function sameDocument(a: ContentDocument, b: ContentDocument): boolean {
  return stableJson(a) === stableJson(b);
}

/** JSON with object keys sorted, so two equal values give the same text whatever their key order. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
