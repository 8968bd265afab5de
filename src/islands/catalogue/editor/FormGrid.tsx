import { useMemo } from 'react';
import { HAS_BODY, KIND_SCHEMAS, SHARED_FIELDS } from '@lib/catalogue/content/kinds';
import { LANGS } from '@lib/platform';
import { FieldControl } from './FieldControl';
import { formFields } from './fields';
import { FormContext, useEditorT } from './formContext';
import { MarkdownEditor } from './MarkdownEditor';
import type { PageEditorState } from './usePageEditor';

// The page form: one row per field, Turkish and English side by side (stacked under their language
// headings on a narrower screen); a field that is the same in both languages is shown once.

/** The form of a page generated from its kind's schema, with the Markdown bodies at the end. */
export function FormGrid({ kind, editor }: { kind: keyof typeof KIND_SCHEMAS; editor: PageEditorState }) {
  const t = useEditorT();
  const fields = useMemo(() => formFields(KIND_SCHEMAS[kind]).filter((f) => f.type !== 'fixed'), [kind]);
  const state = useMemo(
    () => ({
      kind,
      document: editor.document,
      errorAt: editor.errorAt,
      set: editor.set,
      langOf: (path: string) => (SHARED_FIELDS[kind].includes(path.split('.')[2] ?? '') ? null : (path.split('.')[0] as 'tr' | 'en')),
    }),
    [kind, editor.document, editor.errorAt, editor.set],
  );
  const shared = fields.filter((f) => SHARED_FIELDS[kind].includes(f.key));
  const own = fields.filter((f) => !SHARED_FIELDS[kind].includes(f.key));
  return (
    <FormContext value={state}>
      <form
        className="editor-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void editor.save();
        }}
      >
        {shared.length > 0 && (
          <section className="editor-shared" aria-labelledby="editor-shared-title">
            <h2 className="editor-section-title" id="editor-shared-title">
              {t('form.shared')}
            </h2>
            <div className="editor-shared-fields">
              {shared.map((field) => (
                <FieldControl key={field.key} field={field} path={`tr.data.${field.key}`} />
              ))}
            </div>
          </section>
        )}
        <div className="editor-langs" aria-hidden="true">
          {LANGS.map((lang) => (
            <p key={lang} className="editor-lang-heading">
              {t(`lang.${lang}`)}
            </p>
          ))}
        </div>
        {own.map((field) => (
          <div key={field.key} className="editor-row">
            {LANGS.map((lang) => (
              <section key={lang} className="editor-cell" aria-label={t(`lang.${lang}`)}>
                <p className="editor-cell-lang">{t(`lang.${lang}`)}</p>
                <FieldControl field={field} path={`${lang}.data.${field.key}`} />
              </section>
            ))}
          </div>
        ))}
        {HAS_BODY[kind] && (
          <div className="editor-row">
            {LANGS.map((lang) => (
              <section key={lang} className="editor-cell" aria-label={t(`lang.${lang}`)}>
                <p className="editor-cell-lang">{t(`lang.${lang}`)}</p>
                <MarkdownEditor
                  path={`${lang}.body`}
                  label={`${t('form.body')} (${t(`lang.${lang}`)})`}
                  help={t('form.bodyHelp')}
                  lang={lang}
                  value={editor.document[lang].body}
                  error={editor.errorAt(`${lang}.body`)}
                  onChange={(body) => editor.set(`${lang}.body`, body)}
                />
              </section>
            ))}
          </div>
        )}
      </form>
    </FormContext>
  );
}
