import { parse, stringify } from 'yaml';
import type { LangDocument } from './document';

// One language of a page as a Markdown file: YAML frontmatter (its fields) and the body. The
// files seed the database and `npm run content:export` writes them back; both go through here.

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A Markdown file's fields and body; a file without frontmatter has fields {}. */
export function parseMarkdownFile(text: string): LangDocument {
  const match = FRONTMATTER.exec(text);
  if (!match) return { data: {}, body: text.trim() };
  const data = parse(match[1] ?? '') as unknown;
  return { data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {}, body: (match[2] ?? '').trim() };
}

/** A language of a page as the text of its Markdown file. */
export function markdownFile({ data, body }: LangDocument): string {
  const frontmatter = stringify(data, { lineWidth: 0 }).trimEnd();
  return `---\n${frontmatter}\n---\n${body.trim() ? `\n${body.trim()}\n` : ''}`;
}
