import { useId, useState } from 'react';
import { type ContentKind, SLUG_MAX, SLUG_PATTERN } from '@lib/catalogue/content/kinds';
import { localizedPath, type Lang } from '@lib/platform';
import { Modal } from '../../platform/forms/Modal';
import { editorApi } from './editorApi';
import { useEditorT } from './formContext';

// "New campaign" / "New information page": asks for the page's short name (its slug), refuses one
// already in use, and opens the form; the page is created at its first save.

/** The dialog that starts a new page of an open kind. */
export function NewPageDialog({ kind, lang, onClose }: { kind: ContentKind | null; lang: Lang; onClose: () => void }) {
  const t = useEditorT();
  const id = useId();
  const [slug, setSlug] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!kind) return;
    if (!SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX) return setError(t('create.slugInvalid'));
    setBusy(true);
    try {
      // A page that answers is a slug in use; the save refuses it too (CONTENT_SLUG_TAKEN).
      const existing = await editorApi.page(kind, slug, true).catch(() => null);
      if (existing?.Success) return setError(t('errors.slugTaken'));
      window.location.assign(`${localizedPath(`/editor/${kind}/${slug}`, lang)}?new=1`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={kind !== null}
      title={kind ? t(`create.title.${kind}`) : ''}
      onClose={() => {
        setSlug('');
        setError('');
        onClose();
      }}
    >
      <form
        className="dialog-body"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={id}>{t('create.slug')}</label>
          <input
            id={id}
            className="input"
            value={slug}
            autoComplete="off"
            spellCheck={false}
            maxLength={SLUG_MAX}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={`${id}-help ${id}-error`}
            onChange={(e) => {
              setSlug(e.target.value.trim().toLowerCase());
              setError('');
            }}
          />
          <small className="field-hint" id={`${id}-help`}>
            {t('create.slugHelp')}
          </small>
          <p className="field-error" id={`${id}-error`} aria-live="polite">
            {error}
          </p>
        </div>
        <div className="dialog-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('create.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
