import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { campaignSchema, type Campaign } from '../../src/lib/catalogue/content/schema';

const folder = (lang: 'tr' | 'en') => join('src/content/campaigns', lang);

/** The scalar fields of a Markdown file's frontmatter (`key: value` lines; quotes dropped, whole numbers read as numbers). */
function frontmatter(text: string): Record<string, string | number> {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const fields: Record<string, string | number> = {};
  for (const [, key, raw] of block.matchAll(/^(\w+): (.*)$/gm)) {
    const value = raw!.trim().replace(/^"(.*)"$/, '$1');
    fields[key!] = /^\d+$/.test(value) ? Number(value) : value;
  }
  return fields;
}

/** Every campaign file of a language, read through the collection's own schema: slug → data. */
export function campaignFiles(lang: 'tr' | 'en'): Map<string, Campaign> {
  const files = readdirSync(folder(lang)).filter((name) => name.endsWith('.md'));
  return new Map(
    files.map((name) => [name.replace(/\.md$/, ''), campaignSchema.parse(frontmatter(readFileSync(join(folder(lang), name), 'utf8')))]),
  );
}
