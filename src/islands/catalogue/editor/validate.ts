import type { ContentDocument } from '@lib/catalogue/content/document';
import { type ContentKind, HAS_BODY, KIND_SCHEMAS } from '@lib/catalogue/content/kinds';
import { LANGS, SITE_PATH_ISSUE } from '@lib/platform';
import { getPath } from './paths';

// The kind's own schema run in the browser on both languages, each failing rule turned into a
// message in the editor's language at the field's path ("en.data.perks.2"), the same keys the
// server's FieldErrors use. Client-safe and pure (the translation function is given).

/** A catalog lookup: key in the editor namespace and its parameters. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

interface Issue {
  code: string;
  message: string;
  path: PropertyKey[];
  input?: unknown;
  origin?: string;
  format?: string;
  pattern?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function messageOf(issue: Issue, t: Translate): string {
  const min = Number(issue.minimum);
  const max = Number(issue.maximum);
  switch (issue.code) {
    case 'invalid_type':
      if (blank(issue.input)) return t('validation.required');
      return t(issue.expected === 'number' ? 'validation.number' : issue.expected === 'date' ? 'validation.date' : 'validation.invalid');
    case 'too_small':
      if (issue.origin === 'array') return t('validation.tooFew', { count: min });
      if (issue.origin === 'number') return t('validation.tooSmall', { min });
      return min <= 1 || blank(issue.input) ? t('validation.required') : t('validation.tooShort', { count: min });
    case 'too_big':
      if (issue.origin === 'array') return t('validation.tooMany', { count: max });
      if (issue.origin === 'number') return t('validation.tooBig', { max });
      return t('validation.tooLong', { count: max });
    case 'invalid_format':
      if (blank(issue.input)) return t('validation.required');
      if (issue.format === 'url') return t('validation.url');
      if (issue.pattern?.includes('a-f0-9')) return t('validation.image');
      return t('validation.slug');
    case 'invalid_value':
      return t('validation.choice');
    case 'custom':
      if (issue.message === SITE_PATH_ISSUE) return t(blank(issue.input) ? 'validation.required' : 'validation.path');
      return t(String(issue.path.at(-1)) === 'endsAt' ? 'validation.endsAfterStart' : 'validation.invalid');
    default:
      return t('validation.invalid');
  }
}

/** Each language's fields checked by the kind's schema, and its body where it has one: path → message, the first failing rule per field. */
export function validateDocument(kind: ContentKind, document: ContentDocument, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const lang of LANGS) {
    if (HAS_BODY[kind] && document[lang].body.trim() === '') errors[`${lang}.body`] = t('validation.required');
    const result = KIND_SCHEMAS[kind].safeParse(document[lang].data);
    if (result.success) continue;
    for (const issue of result.error.issues as unknown as Issue[]) {
      const path = [lang, 'data', ...issue.path.map(String)].join('.');
      // zod leaves the failing input out of its issues: it is read from the document.
      errors[path] ??= messageOf({ ...issue, input: getPath(document[lang].data, issue.path.map(String)) }, t);
    }
  }
  return errors;
}
