import type { ContentDocument } from '@lib/catalogue/content/document';
import { type ContentKind, KIND_SCHEMAS, SHARED_FIELDS } from '@lib/catalogue/content/kinds';
import { emptyValue, formFields } from './fields';

// A page's document as the form starts and changes it: a new page's empty fields, and the field
// shown once for both languages written to both. Client-safe and pure.

/** A new page's document: each field's empty value, the slug as an information page's address. */
export function blankDocument(kind: ContentKind, slug: string): ContentDocument {
  const data = Object.fromEntries(
    formFields(KIND_SCHEMAS[kind])
      .filter((f) => !f.optional)
      .map((f) => [f.key, emptyValue(f)]),
  );
  if (kind === 'page') data.uri = slug;
  return { tr: { data, body: '' }, en: { data: structuredClone(data), body: '' } };
}

/** The other language's path of a field shown once ("tr.data.segment" → "en.data.segment"), or null. */
export function twinOf(kind: ContentKind, path: string): string | null {
  const [lang, part, key, ...rest] = path.split('.');
  if (part !== 'data' || !key || !SHARED_FIELDS[kind].includes(key)) return null;
  return [lang === 'tr' ? 'en' : 'tr', part, key, ...rest].join('.');
}
