import type { Lang } from '@lib/platform';

// What an editor saves: both languages of a page, each its fields (as typed, before the schema's
// transforms: a date stays the text "2027-01-31") and its Markdown body. Client-safe.

/** One language of a page: its fields and its Markdown body (empty for kinds without one). */
export interface LangDocument {
  data: Record<string, unknown>;
  body: string;
}

/** Both languages of a page, as saved in a version. */
export type ContentDocument = Record<Lang, LangDocument>;

/** Each language's Markdown body rendered to sanitised HTML at save. */
export type RenderedBodies = Record<Lang, string>;

/** One language of a live page, as a live collection entry: its parsed fields and its HTML. */
export interface LiveEntry<T = Record<string, unknown>> {
  id: string;
  slug: string;
  lang: Lang;
  number: number;
  data: T;
  rendered: { html: string };
}
