import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { db, translator, type Tx } from '@lib/platform/index.server';
import { DomainError, type Lang } from '@lib/platform';
import type { ConflictResult, SaveResult } from './api';
import { documentChanges } from './diff';
import type { ContentDocument } from './document';
import { issueMessages } from './issue-messages';
import { HAS_BODY, OPEN_KINDS } from './kinds';
import { linkWarnings } from './links.server';
import { contentPages, contentVersions } from './tables.server';
import { documentIssues } from './validate';
import { insertVersion, lockPage, type PageKey, renderBodies, versionOf } from './versions.server';

// Saving what an editor typed: checked against the kind's rules (the field named in the editor's
// language), saved as a new version only over the version the editor started from, so two editors
// on one page never overwrite each other unseen.

/** Who saves, and the language the answer is in. */
export interface Saver {
  staffId: number;
  lang: Lang;
}

function normalised(page: PageKey, document: ContentDocument): ContentDocument {
  if (HAS_BODY[page.kind]) return document;
  return { tr: { ...document.tr, body: '' }, en: { ...document.en, body: '' } };
}

function checked(page: PageKey, document: ContentDocument, lang: Lang): void {
  const issues = documentIssues(page.kind, page.slug, document);
  if (issues.length > 0)
    throw new DomainError('VALIDATION_ERROR', undefined, undefined, issueMessages(page.kind, issues, translator(lang)));
}

/** An information page's address is its own: another page (its latest version) using it refuses the save. */
async function refuseTakenUri(tx: Tx, page: PageKey, document: ContentDocument): Promise<void> {
  if (page.kind !== 'page') return;
  const uri = String(document.tr.data.uri);
  const taken = await tx
    .selectDistinctOn([contentVersions.slug], {
      slug: contentVersions.slug,
      uri: sql<string>`${contentVersions.document} #>> '{tr,data,uri}'`,
    })
    .from(contentVersions)
    .where(and(eq(contentVersions.kind, 'page'), ne(contentVersions.slug, page.slug)))
    .orderBy(contentVersions.slug, desc(contentVersions.number));
  if (taken.some((row) => row.uri === uri || row.slug === uri)) throw new DomainError('CONTENT_SLUG_TAKEN');
}

/** Saves a new version of a page started from version basedOn; refused with what changed meanwhile when a newer one was saved. */
export async function saveVersion(page: PageKey, basedOn: number, input: ContentDocument, saver: Saver): Promise<SaveResult> {
  const document = normalised(page, input);
  checked(page, document, saver.lang);
  const rendered = await renderBodies(document);
  const database = await db();
  const number = await database.transaction(async (tx) => {
    if (!(await lockPage(tx, page))) throw new DomainError('E104');
    const latest = await versionOf(tx, page);
    if (latest.number !== basedOn) {
      const started = await versionOf(tx, page, basedOn).catch(() => undefined);
      const { id: _id, rendered: _html, ...current } = latest;
      const result: ConflictResult = { current, changes: started ? documentChanges(started.document, latest.document) : [] };
      throw new DomainError('CONTENT_CONFLICT', result, { who: latest.by ?? '—', number: latest.number });
    }
    // Saving what is already the latest version adds nothing to the history.
    if (isDeepStrictEqual(latest.document, document)) return latest.number;
    await refuseTakenUri(tx, page, document);
    return (await insertVersion(tx, page, { document, rendered, basedOn, source: 'editor', staffId: saver.staffId })).number;
  });
  return { number, warnings: await linkWarnings(document) };
}

/** Adds a page (a campaign, an information page) with its first version, unpublished. */
export async function createPage(page: PageKey, input: ContentDocument, saver: Saver): Promise<SaveResult> {
  if (!OPEN_KINDS.includes(page.kind)) throw new DomainError('E104');
  const document = normalised(page, input);
  checked(page, document, saver.lang);
  const rendered = await renderBodies(document);
  const database = await db();
  await database.transaction(async (tx) => {
    const added = await tx.insert(contentPages).values(page).onConflictDoNothing().returning({ slug: contentPages.slug });
    if (added.length === 0) throw new DomainError('CONTENT_SLUG_TAKEN');
    await refuseTakenUri(tx, page, document);
    await insertVersion(tx, page, { document, rendered, basedOn: null, source: 'editor', staffId: saver.staffId });
  });
  return { number: 1, warnings: await linkWarnings(document) };
}
