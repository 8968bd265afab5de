import { createHash } from 'node:crypto';
import { LANGS, type Lang } from '@lib/platform';
import type { ContentDocument, LangDocument } from './document';
import { type ContentKind, KIND_FOLDERS } from './kinds';
import { parseMarkdownFile } from './markdown-file';

// The Markdown files in src/content: the seed of an empty database and the git copy of what
// editors publish (`npm run content:export` writes them back). Bundled into the server as text, so
// a built server needs no source tree; under astro dev an edited file reloads this module.

const RAW = import.meta.glob<string>('/src/content/*/*/*.md', { query: '?raw', import: 'default', eager: true });

/** A page as the files have it: both languages. */
export interface FileDocument {
  kind: ContentKind;
  slug: string;
  document: ContentDocument;
}

function kindOf(folder: string, slug: string): ContentKind | undefined {
  if (folder === 'shared') return slug === 'header' || slug === 'footer' ? slug : undefined;
  return (Object.keys(KIND_FOLDERS) as ContentKind[]).find((kind) => KIND_FOLDERS[kind] === folder);
}

/** Every page of src/content with both its languages; a page missing a language is left out. */
export function fileDocuments(): FileDocument[] {
  const byPage = new Map<string, { kind: ContentKind; slug: string; langs: Partial<Record<Lang, LangDocument>> }>();
  for (const [path, text] of Object.entries(RAW)) {
    const match = /\/src\/content\/([a-z]+)\/(tr|en)\/([a-z0-9-]+)\.md$/.exec(path);
    const kind = match && kindOf(match[1]!, match[3]!);
    if (!match || !kind) continue;
    const key = `${kind}/${match[3]}`;
    const page = byPage.get(key) ?? { kind, slug: match[3]!, langs: {} };
    page.langs[match[2] as Lang] = parseMarkdownFile(text);
    byPage.set(key, page);
  }
  return [...byPage.values()].flatMap(({ kind, slug, langs }) =>
    LANGS.every((lang) => langs[lang]) ? [{ kind, slug, document: langs as ContentDocument }] : [],
  );
}

/** A digest of the files as bundled: when it moves (an edited file under astro dev), they are read again. */
export const FILES_DIGEST = createHash('sha256')
  .update(JSON.stringify(Object.entries(RAW).sort(([a], [b]) => a.localeCompare(b))))
  .digest('hex');
