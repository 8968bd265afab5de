import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { db } from '@lib/platform/index.server';
import { LANGS } from '@lib/platform';
import type { ContentDocument } from './document';
import { type ContentKind, isContentKind, KIND_FOLDERS } from './kinds';
import { markdownFile } from './markdown-file';
import { liveVersions } from './versions.server';

/** What an export did: files written because they changed, and files already as published. */
export interface ExportReport {
  written: string[];
  unchanged: number;
}

/**
 * Writes what is published at a moment into the Markdown files under `root` (src/content), one
 * file per page and language, so the git copy follows the editors. Drafts and pages never
 * published stay out.
 */
export async function exportPublished(root: string, at: Date): Promise<ExportReport> {
  const report: ExportReport = { written: [], unchanged: 0 };
  for (const row of await liveVersions(await db(), at)) {
    if (!isContentKind(row.kind)) continue;
    for (const lang of LANGS) {
      const folder = join(root, KIND_FOLDERS[row.kind as ContentKind], lang);
      const path = join(folder, `${row.slug}.md`);
      const text = markdownFile((row.document as ContentDocument)[lang]);
      if ((await readFile(path, 'utf8').catch(() => undefined)) === text) {
        report.unchanged += 1;
        continue;
      }
      await mkdir(folder, { recursive: true });
      await writeFile(path, text);
      report.written.push(path);
    }
  }
  return report;
}
