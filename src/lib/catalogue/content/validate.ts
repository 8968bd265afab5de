import type { z } from 'zod';
import { LANGS, type Lang, SITE_PATH_ISSUE } from '@lib/platform';
import type { ContentDocument } from './document';
import { type ContentKind, FIXED_SLUGS, HAS_BODY, KIND_SCHEMAS, SHARED_FIELDS } from './kinds';

// The rules a saved version must pass, the same ones the build enforced on the Markdown files, plus
// what only a page of two languages can break: a shared field differing between them. Client-safe:
// the editor checks as the editor types, the server checks again at save.

/** Why a field is refused, with what the message needs (a length, a bound). */
export interface DocumentIssue {
  /** Where: "tr.data.title", "en.data.perks.2", "tr.body". */
  path: string;
  rule: 'required' | 'min' | 'max' | 'min_value' | 'max_value' | 'regex' | 'sitePath' | 'notSame' | 'default';
  value?: number;
}

/** A body's longest, in characters: ten times the longest page of the store, within a request's size. */
const BODY_MAX = 20_000;

function ruleOf(issue: z.core.$ZodIssue, input: unknown): Pick<DocumentIssue, 'rule' | 'value'> {
  const blank = input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  const sitePath = issue.code === 'custom' && issue.message === SITE_PATH_ISSUE;
  if (blank && (issue.code === 'invalid_type' || issue.code === 'too_small' || sitePath)) return { rule: 'required' };
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
    const textual = issue.origin === 'string';
    if (issue.code === 'too_small') return { rule: textual ? 'min' : 'min_value', value: bound };
    return { rule: textual ? 'max' : 'max_value', value: bound };
  }
  if (issue.code === 'invalid_format') return { rule: 'regex' };
  if (sitePath) return { rule: 'sitePath' };
  return { rule: 'default' };
}

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), data);

/** Where a document breaks its kind's rules; an empty list when it may be saved. */
export function documentIssues(kind: ContentKind, slug: string, document: ContentDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  for (const lang of LANGS) {
    const { data, body } = document[lang];
    const parsed = KIND_SCHEMAS[kind].safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        issues.push({ path: [lang, 'data', ...issue.path].join('.'), ...ruleOf(issue, valueAt(data, issue.path)) });
      }
    }
    if (HAS_BODY[kind] && !body.trim()) issues.push({ path: `${lang}.body`, rule: 'required' });
    if (body.length > BODY_MAX) issues.push({ path: `${lang}.body`, rule: 'max', value: BODY_MAX });
  }
  for (const field of SHARED_FIELDS[kind]) {
    if (JSON.stringify(document.tr.data[field]) !== JSON.stringify(document.en.data[field])) {
      issues.push({ path: `en.data.${field}`, rule: 'notSame' });
    }
  }
  // A segment page is the page of its segment, the header the header: the slug says which.
  if (kind === 'loyalty' && FIXED_SLUGS.loyalty?.includes(slug) && `segment${String(document.tr.data.segment)}` !== slug) {
    issues.push({ path: 'tr.data.segment', rule: 'default' });
  }
  if ((kind === 'header' || kind === 'footer') && document.tr.data.part !== kind) issues.push({ path: 'tr.data.part', rule: 'default' });
  return issues;
}

/** The catalog key of a field's label: "fields.campaign.banner.label", "fields.home.hero/link/href.label", list positions left out. */
export function fieldLabelKey(kind: ContentKind, path: string): string {
  const [, part, ...rest] = path.split('.');
  // Nested fields are joined by "/" (hero/link/href): a link has a field named "label" itself.
  const field = part === 'body' ? 'body' : rest.filter((key) => !/^\d+$/.test(key)).join('/');
  return `editor:fields.${kind}.${field}.label`;
}

/** The language a field path belongs to. */
export function langOfPath(path: string): Lang {
  return path.startsWith('en.') ? 'en' : 'tr';
}
