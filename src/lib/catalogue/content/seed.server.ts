import { isDeepStrictEqual } from 'node:util';
import { desc } from 'drizzle-orm';
import { now, db, exclusively, logger } from '@lib/platform/index.server';
import type { RenderedBodies } from './document';
import type { FileDocument } from './files.server';
import { KIND_FOLDERS } from './kinds';
import { contentPages, contentPublications, contentVersions } from './tables.server';
import { documentIssues } from './validate';
import { insertVersion, renderBodies } from './versions.server';

// The Markdown files seed the database: a page the database lacks is added and published from its
// files. A page whose latest version came from the files follows them when they change (a
// developer's commit, an edit under astro dev); once an editor saved a version, the editor's
// version stands, and `npm run content:export` brings it back to the files.

/** The moment a page seeded from the files is live from: before any clock a test may set. */
const SEEDED_LIVE_FROM = new Date(0);

/** A page to bring from its files: the file, the latest version the database holds, its bodies rendered. */
interface Due {
  file: FileDocument;
  latest: { number: number } | undefined;
  rendered: RenderedBodies;
}

/** Writes the pages' versions and publications in one transaction: one commit (a write to disk) for all, not one per page. */
async function seedPages(due: readonly Due[], at: Date): Promise<void> {
  if (due.length === 0) return;
  const database = await db();
  await database.transaction(async (tx) => {
    for (const { file, latest, rendered } of due) {
      const page = { kind: file.kind, slug: file.slug };
      if (!latest) await tx.insert(contentPages).values(page).onConflictDoNothing();
      const version = await insertVersion(tx, page, {
        document: file.document,
        rendered,
        basedOn: latest?.number ?? null,
        source: 'files',
        staffId: null,
      });
      await tx
        .insert(contentPublications)
        .values({ ...page, versionId: version.id, liveFrom: latest ? at : SEEDED_LIVE_FROM, action: 'files' });
    }
  });
}

async function sync(files: readonly FileDocument[]): Promise<void> {
  const database = await db();
  const rows = await database
    .selectDistinctOn([contentVersions.kind, contentVersions.slug], {
      kind: contentVersions.kind,
      slug: contentVersions.slug,
      number: contentVersions.number,
      source: contentVersions.source,
      document: contentVersions.document,
    })
    .from(contentVersions)
    .orderBy(contentVersions.kind, contentVersions.slug, desc(contentVersions.number));
  const latest = new Map(rows.map((row) => [`${row.kind}/${row.slug}`, row]));
  const due: Due[] = [];
  for (const file of files) {
    const row = latest.get(`${file.kind}/${file.slug}`);
    if (row && (row.source !== 'files' || isDeepStrictEqual(row.document, file.document))) continue;
    const issues = documentIssues(file.kind, file.slug, file.document);
    if (issues.length > 0) {
      const files = `src/content/${KIND_FOLDERS[file.kind]}/{tr,en}/${file.slug}.md`;
      logger.error({ files, issues }, 'a content file breaks its schema and is not published');
      continue;
    }
    // Rendered before the transaction opens, as every writer of versions does.
    due.push({ file, latest: row, rendered: await renderBodies(file.document) });
  }
  await seedPages(due, now());
}

let synced: string | undefined;
let running: Promise<void> | undefined;

// The files come bundled by Vite (import.meta.glob); a script run by plain tsx (a bench) has none.
const bundled = import('./files.server').then(
  ({ FILES_DIGEST, fileDocuments }) => ({ digest: FILES_DIGEST, documents: fileDocuments }),
  () => undefined,
);

/** Brings the files' pages into the database once per set of files (one process at a time). */
export async function syncFromFiles(): Promise<void> {
  const files = await bundled;
  if (!files || synced === files.digest) return;
  running ??= exclusively(() => sync(files.documents()))
    .then(() => {
      synced = files.digest;
    })
    .finally(() => {
      running = undefined;
    });
  return running;
}
