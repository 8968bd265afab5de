import type { LinkWarning } from '@lib/catalogue/content/api';
import type { Lang } from '@lib/platform';
import { rebase } from './conflict';
import { DiffView } from './DiffView';
import { useFieldName } from './fieldName';
import { useEditorT } from './formContext';
import { formatIstanbul } from './istanbul';
import type { PageEditorState } from './usePageEditor';

// What the editor is told above the form: a restored unsaved copy, a conflict with a newer
// version, the links that lead nowhere, and the outcome of the last action.

function Warnings({ warnings }: { warnings: LinkWarning[] }) {
  const t = useEditorT();
  const name = useFieldName();
  return (
    <div className="editor-notice is-warning" role="status">
      <p>
        <span aria-hidden="true">⚠ </span>
        {t('warnings.title')}
      </p>
      <ul>
        {warnings.map((w) => (
          <li key={`${w.path}-${w.href}`}>{t('warnings.item', { field: name(w.path), href: w.href })}</li>
        ))}
      </ul>
    </div>
  );
}

function Conflict({ editor }: { editor: PageEditorState }) {
  const t = useEditorT();
  const name = useFieldName();
  const conflict = editor.conflict!;
  const { clashes } = rebase(editor.base.document, editor.document, conflict.current.document);
  return (
    <section className="editor-notice is-error editor-conflict" role="alert" aria-labelledby="editor-conflict-title">
      <h2 className="editor-subtitle" id="editor-conflict-title">
        <span aria-hidden="true">⚠ </span>
        {t('conflict.title')}
      </h2>
      <p>{t('conflict.lead', { who: conflict.current.by ?? t('conflict.someone'), number: conflict.current.number })}</p>
      <DiffView changes={conflict.changes} />
      <p className="editor-muted">{t('conflict.keepHelp')}</p>
      <button type="button" className="btn btn-primary" disabled={editor.busy} onClick={() => void editor.keepMine()}>
        {t('conflict.keep')}
      </button>
      {clashes.length > 0 && <p>{t('conflict.clashes', { fields: clashes.map(name).join(', ') })}</p>}
    </section>
  );
}

/** The notices over the page form. */
export function PageNotices({ editor, uiLang }: { editor: PageEditorState; uiLang: Lang }) {
  const t = useEditorT();
  return (
    <div className="editor-notices">
      {editor.restored && (
        <div className="editor-notice is-info" role="status">
          <p>{t('local.restored', { when: editor.restored.keptAt ? formatIstanbul(editor.restored.keptAt, uiLang) : '' })}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void editor.discardLocal()}>
            {t('local.discard')}
          </button>
        </div>
      )}
      {editor.conflict && <Conflict editor={editor} />}
      {editor.notice && (
        <p className={`editor-notice is-${editor.notice.tone}`} role={editor.notice.tone === 'error' ? 'alert' : 'status'}>
          <span aria-hidden="true">{editor.notice.tone === 'error' ? '⚠ ' : '✓ '}</span>
          {editor.notice.text}
        </p>
      )}
      {editor.warnings.length > 0 && <Warnings warnings={editor.warnings} />}
    </div>
  );
}
