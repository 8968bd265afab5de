import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { staff } from '@lib/catalogue/staff/tables.server';
import type { PublicationView, VersionFull, VersionSummary } from './api';
import type { ContentDocument, RenderedBodies } from './document';
import type { ContentKind } from './kinds';
import { renderMarkdown } from './markdown.server';
import { contentPages, contentPublications, contentVersions } from './tables.server';

// Reading and writing versions and publications inside a transaction the caller holds; the
// editor's operations (editing.server.ts, publishing.server.ts) and the files' seed share them.

type Reader = Db | Tx;

/** A page's key in every table. */
export interface PageKey {
  kind: ContentKind;
  slug: string;
}

const ofPage = (table: typeof contentVersions | typeof contentPublications, { kind, slug }: PageKey) =>
  and(eq(table.kind, kind), eq(table.slug, slug));

/** Both languages' Markdown as sanitised HTML, worked out before a transaction is opened. */
export async function renderBodies(document: ContentDocument): Promise<RenderedBodies> {
  const [tr, en] = await Promise.all([renderMarkdown(document.tr.body), renderMarkdown(document.en.body)]);
  return { tr, en };
}

/** Locks a page's row for the rest of the transaction (saves and publications of a page queue), or false when there is no such page. */
export async function lockPage(tx: Tx, page: PageKey): Promise<boolean> {
  const rows = await tx
    .select({ kind: contentPages.kind })
    .from(contentPages)
    .where(and(eq(contentPages.kind, page.kind), eq(contentPages.slug, page.slug)))
    .for('update');
  return rows.length > 0;
}

/** Writes the page's next version and answers its id and number. */
export async function insertVersion(
  tx: Tx,
  page: PageKey,
  version: {
    document: ContentDocument;
    rendered: RenderedBodies;
    basedOn: number | null;
    source: 'files' | 'editor';
    staffId: number | null;
  },
): Promise<{ id: number; number: number }> {
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${contentVersions.number}), 0)`.mapWith(Number) })
    .from(contentVersions)
    .where(ofPage(contentVersions, page));
  const number = (last?.number ?? 0) + 1;
  const [row] = await tx
    .insert(contentVersions)
    .values({ ...page, number, ...version })
    .returning({ id: contentVersions.id });
  return { id: row!.id, number };
}

const author = alias(staff, 'author');

const summaryColumns = {
  id: contentVersions.id,
  number: contentVersions.number,
  basedOn: contentVersions.basedOn,
  source: contentVersions.source,
  createdAt: contentVersions.createdAt,
  by: author.name,
};

type SummaryRow = { number: number; basedOn: number | null; source: string; createdAt: Date; by: string | null };
const summaryOf = (row: SummaryRow): VersionSummary => ({
  number: row.number,
  basedOn: row.basedOn,
  source: row.source === 'files' ? 'files' : 'editor',
  createdAt: row.createdAt.toISOString(),
  by: row.by,
});

/** Every version of a page, the newest first. */
export async function versionSummaries(database: Reader, page: PageKey): Promise<VersionSummary[]> {
  const rows = await database
    .select(summaryColumns)
    .from(contentVersions)
    .leftJoin(author, eq(author.id, contentVersions.staffId))
    .where(ofPage(contentVersions, page))
    .orderBy(desc(contentVersions.number));
  return rows.map(summaryOf);
}

/** One version of a page (the latest without a number) with its document, its HTML and its id, or E104. */
export async function versionOf(
  database: Reader,
  page: PageKey,
  number?: number,
): Promise<VersionFull & { id: number; rendered: RenderedBodies }> {
  const [row] = await database
    .select({ ...summaryColumns, document: contentVersions.document, rendered: contentVersions.rendered })
    .from(contentVersions)
    .leftJoin(author, eq(author.id, contentVersions.staffId))
    .where(and(ofPage(contentVersions, page), number === undefined ? undefined : eq(contentVersions.number, number)))
    .orderBy(desc(contentVersions.number))
    .limit(1);
  if (!row) throw new DomainError('E104');
  return { ...summaryOf(row), id: row.id, document: row.document, rendered: row.rendered };
}

const canceller = alias(staff, 'canceller');

/** Publications (the audit log), of one page or of all, the newest first. */
export async function publicationViews(database: Reader, page?: PageKey, limit = 200): Promise<PublicationView[]> {
  const rows = await database
    .select({
      id: contentPublications.id,
      kind: contentPublications.kind,
      slug: contentPublications.slug,
      number: contentVersions.number,
      action: contentPublications.action,
      liveFrom: contentPublications.liveFrom,
      by: author.name,
      createdAt: contentPublications.createdAt,
      cancelledAt: contentPublications.cancelledAt,
      cancelledBy: canceller.name,
    })
    .from(contentPublications)
    .innerJoin(contentVersions, eq(contentVersions.id, contentPublications.versionId))
    .leftJoin(author, eq(author.id, contentPublications.staffId))
    .leftJoin(canceller, eq(canceller.id, contentPublications.cancelledBy))
    .where(page ? ofPage(contentPublications, page) : undefined)
    .orderBy(desc(contentPublications.createdAt), desc(contentPublications.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    action: row.action as PublicationView['action'],
    liveFrom: row.liveFrom.toISOString(),
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  }));
}

const livePages = [contentPublications.kind, contentPublications.slug];
const isLiveAt = (at: Date) => and(lte(contentPublications.liveFrom, at), isNull(contentPublications.cancelledAt));
// Of each page, its latest publication whose moment has come (distinct on the page, in this order).
const latestFirst = [contentPublications.kind, contentPublications.slug, desc(contentPublications.liveFrom), desc(contentPublications.id)];

/** The live version of every page at a moment, with its document and HTML. */
export async function liveVersions(database: Reader, at: Date) {
  return database
    .selectDistinctOn(livePages, {
      kind: contentPublications.kind,
      slug: contentPublications.slug,
      number: contentVersions.number,
      document: contentVersions.document,
      rendered: contentVersions.rendered,
    })
    .from(contentPublications)
    .innerJoin(contentVersions, eq(contentVersions.id, contentPublications.versionId))
    .where(isLiveAt(at))
    .orderBy(...latestFirst);
}

/** The number of every page's live version at a moment (the editor's list, without the documents). */
export async function liveNumbers(database: Reader, at: Date): Promise<Map<string, number>> {
  const rows = await database
    .selectDistinctOn(livePages, { kind: contentPublications.kind, slug: contentPublications.slug, number: contentVersions.number })
    .from(contentPublications)
    .innerJoin(contentVersions, eq(contentVersions.id, contentPublications.versionId))
    .where(isLiveAt(at))
    .orderBy(...latestFirst);
  return new Map(rows.map((row) => [`${row.kind}/${row.slug}`, row.number]));
}
