import type { ReactNode } from 'react';
import { useEditorT, useFormState } from './formContext';

// The text parts every control of the page form shares: its label and the notes under it.

/** A label's text with its language named for assistive technology, where two controls share one label. */
export function LabelText({ path, children }: { path: string; children: ReactNode }) {
  const t = useEditorT();
  const lang = useFormState().langOf(path);
  return (
    <>
      {children}
      {lang && <span className="visually-hidden"> ({t(`lang.${lang}`)})</span>}
    </>
  );
}

/** The help line and the error line under a control, tied to it by aria-describedby. */
export function FieldNotes({ id, help, error, extra }: { id: string; help?: string; error?: string; extra?: ReactNode }) {
  return (
    <>
      {(help || extra) && (
        <small className="field-hint editor-hint" id={`${id}-help`}>
          {help}
          {extra}
        </small>
      )}
      <p className="field-error" id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </p>
    </>
  );
}
