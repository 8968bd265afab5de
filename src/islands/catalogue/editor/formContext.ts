import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind } from '@lib/catalogue/content/kinds';
import type { ContentDocument } from '@lib/catalogue/content/document';

/** What every control of the page form reads: the document, its errors, and how to change a value. */
export interface FormState {
  kind: ContentKind;
  document: ContentDocument;
  /** The message at a path, or at its twin in the other language for a field shown once. */
  errorAt: (path: string) => string | undefined;
  set: (path: string, value: unknown) => void;
  /** The language a control at a path writes, or null for a field shown once for both. */
  langOf: (path: string) => 'tr' | 'en' | null;
}

export const FormContext = createContext<FormState | null>(null);

/** The page form's state; only inside the form. */
export function useFormState(): FormState {
  const state = useContext(FormContext);
  if (!state) throw new Error('A form control outside the page form');
  return state;
}

/** The kind of the page being edited, for the panels around the form (history, conflict). */
export const KindContext = createContext<ContentKind>('page');
export const useFormKind = () => useContext(KindContext);

/** The editor namespace's translator. */
export function useEditorT() {
  return useTranslation('editor').t;
}

/** A field's label and help in the editor's language. */
export function useFieldText(labelKey: string) {
  const t = useEditorT();
  const { kind } = useFormState();
  const label = t(`fields.${kind}.${labelKey}.label`);
  // A list's item has its own singular name where the catalog gives one ("Perk" for "Perks").
  return { label, help: t(`fields.${kind}.${labelKey}.help`), item: t(`fields.${kind}.${labelKey}.item`, { defaultValue: label }) };
}

/** An element id made from a document path ("tr.data.title" → "f-tr-data-title"). */
export const idOf = (path: string) => `f-${path.replaceAll('.', '-')}`;
