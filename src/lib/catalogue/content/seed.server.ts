import { isDeepStrictEqual } from 'node:util';
import { desc } from 'drizzle-orm';
import { now, db, exclusively, logger } from '@lib/platform/index.server';
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

async function seedPage(file: FileDocument, latest: { number: number } | undefined, at: Date): Promise<void> {
  const rendered = await renderBodies(file.document);
  const database = await db();
  await database.transaction(async (tx) => {
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
  for (const file of files) {
    const row = latest.get(`${file.kind}/${file.slug}`);
    if (row && (row.source !== 'files' || isDeepStrictEqual(row.document, file.document))) continue;
    const issues = documentIssues(file.kind, file.slug, file.document);
    if (issues.length > 0) {
      const files = `src/content/${KIND_FOLDERS[file.kind]}/{tr,en}/${file.slug}.md`;
      logger.error({ files, issues }, 'a content file breaks its schema and is not published');
      continue;
    }
    await seedPage(file, row, now());
  }
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
