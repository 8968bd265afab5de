import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db, db } from '@lib/platform/index.server';
import { staff } from '@lib/catalogue/staff/tables.server';
import type { FieldChange, PageDetail, PageState, PageSummary, VersionFull } from './api';
import { documentChanges } from './diff';
import type { ContentDocument } from './document';
import { CONTENT_KINDS, type ContentKind, shopPathOf } from './kinds';
import { contentPublications, contentVersions } from './tables.server';
import { liveNumbers, type PageKey, publicationViews, versionOf, versionSummaries } from './versions.server';

// The editor's view of the pages: what is live, what is saved after it, what is scheduled.

const keyOf = (row: { kind: string; slug: string }) => `${row.kind}/${row.slug}`;

/** A page's name in the list: its title, or what stands for one on the home page and the shell. */
function titleOf(data: Record<string, unknown>): string {
  const hero = data.hero as { headline?: string } | undefined;
  return String(data.title ?? data.banner ?? hero?.headline ?? data.announcement ?? data.note ?? '');
}

/** The next publication still ahead of each page. */
async function nextScheduled(at: Date): Promise<Map<string, Date>> {
  const rows = await (await db())
    .select({
      kind: contentPublications.kind,
      slug: contentPublications.slug,
      at: sql<Date>`min(${contentPublications.liveFrom})`.mapWith(contentPublications.liveFrom),
    })
    .from(contentPublications)
    .where(and(gt(contentPublications.liveFrom, at), isNull(contentPublications.cancelledAt)))
    .groupBy(contentPublications.kind, contentPublications.slug);
  return new Map(rows.map((row) => [keyOf(row), row.at]));
}

function stateOf(live: number | undefined, latest: number, scheduled: Date | undefined): PageState {
  if (scheduled) return 'scheduled';
  if (live === undefined) return 'unpublished';
  return latest > live ? 'draft' : 'published';
}

/** Every page editors own, by kind, with its state at a moment. */
export async function listPages(at: Date): Promise<PageSummary[]> {
  const database = await db();
  const [latest, live, scheduled] = await Promise.all([
    database
      .selectDistinctOn([contentVersions.kind, contentVersions.slug], {
        kind: contentVersions.kind,
        slug: contentVersions.slug,
        number: contentVersions.number,
        document: contentVersions.document,
        createdAt: contentVersions.createdAt,
        by: staff.name,
      })
      .from(contentVersions)
      .leftJoin(staff, eq(staff.id, contentVersions.staffId))
      .orderBy(contentVersions.kind, contentVersions.slug, desc(contentVersions.number)),
    liveNumbers(database, at),
    nextScheduled(at),
  ]);
  const order = (kind: string) => CONTENT_KINDS.indexOf(kind as ContentKind);
  return latest
    .sort((a, b) => order(a.kind) - order(b.kind) || a.slug.localeCompare(b.slug))
    .map((row) => {
      const document = row.document as ContentDocument;
      const key = keyOf(row);
      return {
        kind: row.kind as ContentKind,
        slug: row.slug,
        titles: { tr: titleOf(document.tr.data), en: titleOf(document.en.data) },
        state: stateOf(live.get(key), row.number, scheduled.get(key)),
        liveNumber: live.get(key) ?? null,
        latestNumber: row.number,
        scheduledAt: scheduled.get(key)?.toISOString() ?? null,
        updatedAt: row.createdAt.toISOString(),
        updatedBy: row.by,
        path: shopPathOf(row.kind as ContentKind, row.slug, document.tr.data),
      };
    });
}

/** A version as the editor reads it: its document, without the row's id and the rendered HTML. */
async function editorVersion(database: Db, page: PageKey, number?: number): Promise<VersionFull> {
  const { id: _id, rendered: _html, ...version } = await versionOf(database, page, number);
  return version;
}

/** One version of a page with its document (E104 when there is none). */
export async function pageVersion(page: PageKey, number: number): Promise<VersionFull> {
  return editorVersion(await db(), page, number);
}

/** What changed in a page's document from one version to another (E104 when either is missing). */
export async function versionChanges(page: PageKey, from: number, to: number): Promise<FieldChange[]> {
  const database = await db();
  const [before, after] = await Promise.all([versionOf(database, page, from), versionOf(database, page, to)]);
  return documentChanges(before.document, after.document);
}

/** One page for the editor: its latest version, what is live, what is scheduled, its history. */
export async function pageDetail(page: PageKey, at: Date): Promise<PageDetail> {
  const database = await db();
  const latest = await editorVersion(database, page);
  const [versions, publications, live] = await Promise.all([
    versionSummaries(database, page),
    publicationViews(database, page),
    liveNumbers(database, at),
  ]);
  const scheduled = publications
    .filter((row) => row.cancelledAt === null && Date.parse(row.liveFrom) > at.getTime())
    .sort((a, b) => a.liveFrom.localeCompare(b.liveFrom));
  return {
    ...page,
    path: shopPathOf(page.kind, page.slug, latest.document.tr.data),
    latest,
    liveNumber: live.get(keyOf(page)) ?? null,
    scheduled,
    versions,
    publications,
  };
}
