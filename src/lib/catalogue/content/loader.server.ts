import type { LiveLoader } from 'astro/loaders';
import { DEFAULT_LANG, type Lang } from '@lib/platform';
import type { ContentKind } from './kinds';
import type { LiveEntry } from './document';
import { liveEntries } from './live.server';
import { splitEntryId } from './rules';

/** Which entries of a collection: those of one language. */
export interface ContentFilter {
  lang: Lang;
}

/**
 * The live loader of one kind: entries are `<lang>/<slug>`, their data already parsed by the kind's
 * schema when the version was read (once per publication, not per request), their Markdown
 * rendered and sanitised when it was saved.
 */
export function contentLoader<T extends Record<string, unknown>>(kind: ContentKind): LiveLoader<T, { id: string }, ContentFilter> {
  const typed = (entries: LiveEntry[]) => entries as unknown as LiveEntry<T>[];
  return {
    name: `storefront-content-${kind}`,
    async loadCollection({ filter }) {
      return { entries: typed(await liveEntries(kind, filter?.lang ?? DEFAULT_LANG)) };
    },
    async loadEntry({ filter }) {
      const id = splitEntryId(filter.id);
      if (!id) return undefined;
      return typed(await liveEntries(kind, id.lang)).find((entry) => entry.slug === id.name);
    },
  };
}
