import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ConflictResult, LinkWarning, PageDetail } from '@lib/catalogue/content/api';
import type { ContentDocument } from '@lib/catalogue/content/document';
import type { ContentKind } from '@lib/catalogue/content/kinds';
import { rebase } from './conflict';
import { editorApi } from './editorApi';
import { saveOutcome } from './saveOutcome';
import { useEditorT } from './formContext';
import { clearLocalDraft, type LocalDraft, readLocalDraft, sameDocument, writeLocalDraft } from './localDraft';
import { blankDocument, twinOf } from './pageDocument';
import { getPath, setPath } from './paths';
import { validateDocument } from './validate';

// The page editor's state: the version loaded (what a save is based on), the document on screen,
// its errors, and the calls that save, publish and resolve a conflict. Every change is kept in the
// browser until a save succeeds.

type Status = 'loading' | 'ready' | 'notFound';
interface Base {
  number: number;
  document: ContentDocument;
}
/** A line under the page's head: what just happened, or why it did not. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

const storage = () => (typeof localStorage === 'undefined' ? null : localStorage);

/** The page editor's state and actions for one page (isNew: a page not created yet). */
export function usePageEditor(kind: ContentKind, slug: string, isNew: boolean) {
  const t = useEditorT();
  const [status, setStatus] = useState<Status>(isNew ? 'ready' : 'loading');
  const [detail, setDetail] = useState<PageDetail | null>(null);
  const [base, setBase] = useState<Base>(() => ({ number: 0, document: blankDocument(kind, slug) }));
  const [document, setDocument] = useState<ContentDocument>(base.document);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [warnings, setWarnings] = useState<LinkWarning[]>([]);
  const [conflict, setConflict] = useState<ConflictResult | null>(null);
  const [restored, setRestored] = useState<LocalDraft | null>(null);
  const [created, setCreated] = useState(!isNew);
  const loaded = useRef(false);

  const refresh = useCallback(async () => {
    const answer = await editorApi.page(kind, slug, true).catch(() => null);
    if (!answer?.Success || !answer.Result) return null;
    setDetail(answer.Result);
    return answer.Result;
  }, [kind, slug]);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void (async () => {
      const local = storage() && readLocalDraft(storage()!, kind, slug);
      let start: Base = base;
      if (!isNew) {
        const page = await refresh();
        if (!page) return setStatus('notFound');
        start = { number: page.latest.number, document: page.latest.document };
      }
      let next = start;
      if (local && !sameDocument(local.document, start.document)) {
        // The kept copy was started from an older version: that version is what a merge compares with.
        if (local.basedOn !== start.number && local.basedOn > 0) {
          const older = await editorApi.version(kind, slug, local.basedOn).catch(() => null);
          if (older?.Success && older.Result) next = { number: older.Result.number, document: older.Result.document };
        }
        setRestored(local);
        setDocument(local.document);
      } else setDocument(start.document);
      setBase(next);
      setStatus('ready');
    })();
  }, [base, isNew, kind, refresh, slug]);

  const dirty = useMemo(() => !sameDocument(document, base.document), [document, base]);

  // Every change is kept in the browser as it is typed.
  useEffect(() => {
    const store = storage();
    if (status === 'ready' && dirty && store) writeLocalDraft(store, kind, slug, { basedOn: base.number, document });
  }, [base.number, dirty, document, kind, slug, status]);

  const set = useCallback(
    (path: string, value: unknown) => {
      setDocument((doc) => {
        const twin = twinOf(kind, path);
        const next = setPath(doc, path, value);
        return twin ? setPath(next, twin, value) : next;
      });
      setErrors((all) => {
        if (!all[path]) return all;
        const { [path]: _, ...rest } = all;
        return rest;
      });
    },
    [kind],
  );

  const errorAt = useCallback(
    (path: string) => errors[path] ?? (twinOf(kind, path) ? errors[twinOf(kind, path)!] : undefined),
    [errors, kind],
  );

  /** Saves what is on screen as a new version based on `on`; the new number, or null when refused. */
  const saveOn = useCallback(
    async (on: Base, doc: ContentDocument): Promise<number | null> => {
      const found = validateDocument(kind, doc, (key, params) => t(key, params ?? {}));
      setErrors(found);
      if (Object.keys(found).length > 0) {
        setNotice({ tone: 'error', text: t('form.errorsSummary', { count: Object.keys(found).length }) });
        return null;
      }
      setBusy(true);
      setNotice(null);
      try {
        const outcome = saveOutcome(created ? await editorApi.save(kind, slug, on.number, doc) : await editorApi.create(kind, slug, doc));
        if (outcome.type === 'conflict') {
          setConflict(outcome.conflict);
          return null;
        }
        if (outcome.type === 'refused') {
          setErrors(outcome.fieldErrors);
          setNotice({
            tone: 'error',
            text: outcome.code === 'STAFF_SIGNED_OUT' ? t('signedOut') : (outcome.message ?? t('validation.invalid')),
          });
          return null;
        }
        const { number, warnings: linkWarnings } = outcome;
        setNotice({ tone: 'success', text: t(created ? 'actions.savedAs' : 'actions.created', { number }) });
        setWarnings(linkWarnings);
        setConflict(null);
        setRestored(null);
        setCreated(true);
        setBase({ number, document: doc });
        const store = storage();
        if (store) clearLocalDraft(store, kind, slug);
        await refresh();
        return number;
      } finally {
        setBusy(false);
      }
    },
    [created, kind, refresh, slug, t],
  );

  const save = useCallback(() => saveOn(base, document), [base, document, saveOn]);

  /** The version on screen saved if it changed: its number, or null when the save was refused. */
  const ensureSaved = useCallback(async () => (dirty || !created ? save() : base.number), [base.number, created, dirty, save]);

  /** Lays this editor's work over the newer version and saves it based on that version. */
  const keepMine = useCallback(async () => {
    if (!conflict) return;
    const theirs = { number: conflict.current.number, document: conflict.current.document };
    const merged = rebase(base.document, document, theirs.document);
    setBase(theirs);
    setDocument(merged.document);
    await saveOn(theirs, merged.document);
  }, [base.document, conflict, document, saveOn]);

  const discardLocal = useCallback(async () => {
    const store = storage();
    if (store) clearLocalDraft(store, kind, slug);
    setRestored(null);
    const page = created ? await refresh() : null;
    const start = page
      ? { number: page.latest.number, document: page.latest.document }
      : { number: 0, document: blankDocument(kind, slug) };
    setBase(start);
    setDocument(start.document);
    setErrors({});
  }, [created, kind, refresh, slug]);

  return {
    status,
    detail,
    base,
    document,
    dirty,
    busy,
    notice,
    setNotice,
    warnings,
    conflict,
    restored,
    created,
    errors,
    set,
    errorAt,
    save,
    ensureSaved,
    keepMine,
    discardLocal,
    refresh,
    /** A document value (for the head's title). */
    valueAt: (path: string) => getPath(document, path),
  };
}

export type PageEditorState = ReturnType<typeof usePageEditor>;
