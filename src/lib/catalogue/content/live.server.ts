import { and, gt, isNull, lte, min, sql } from 'drizzle-orm';
import { cache, db, type Db, defineScope, logger, now, oncePerRequest, versionCounts } from '@lib/platform/index.server';
import { LANGS, type Lang } from '@lib/platform';
import type { ContentDocument, LiveEntry, RenderedBodies } from './document';
import { CONTENT_KINDS, type ContentKind, KIND_SCHEMAS } from './kinds';
import { previewedPage } from './preview-scope.server';
import { nextWindowChange } from './rules';
import { syncFromFiles } from './seed.server';
import { contentPublications } from './tables.server';
import { liveVersions } from './versions.server';

// What shoppers see: the live version of every page, read at once (they are a few dozen) and kept
// (platform/freshness) while nothing moved: no publication (each raises its kind's counter,
// drizzle/0024) and no scheduled one come due. A publish is then served on the very next request,
// on every process; a schedule needs no job, as "live" is the latest publication whose moment has come.

interface Snapshot {
  entries: Record<ContentKind, LiveEntry[]>;
  /** Per kind, the moment of its latest publication that has come (epoch ms): a schedule coming due moves it. */
  lastDue: Partial<Record<ContentKind, number>>;
  /** Per kind, its next scheduled publication (epoch ms). */
  nextDue: Partial<Record<ContentKind, number>>;
  builtAt: number;
  validUntil: number;
}

interface LiveRow {
  kind: string;
  slug: string;
  number: number;
  document: ContentDocument;
  rendered: RenderedBodies;
}

/** The entries of one page, both languages parsed by its kind's schema; none when a language fails it. */
export function entriesOf(kind: ContentKind, row: Pick<LiveRow, 'slug' | 'number' | 'document' | 'rendered'>): LiveEntry[] {
  const entries: LiveEntry[] = [];
  for (const lang of LANGS) {
    const parsed = KIND_SCHEMAS[kind].safeParse(row.document[lang].data);
    if (!parsed.success) {
      logger.error({ kind, slug: row.slug, lang, issues: parsed.error.issues }, 'a live content version fails its schema');
      continue;
    }
    const data = parsed.data as Record<string, unknown>;
    entries.push({ id: `${lang}/${row.slug}`, slug: row.slug, lang, number: row.number, data, rendered: { html: row.rendered[lang] } });
  }
  return entries;
}

async function build(database: Db, at: Date): Promise<Snapshot> {
  const [rows, due, came] = await Promise.all([
    liveVersions(database, at),
    database
      .select({ kind: contentPublications.kind, at: min(contentPublications.liveFrom) })
      .from(contentPublications)
      .where(and(gt(contentPublications.liveFrom, at), isNull(contentPublications.cancelledAt)))
      .groupBy(contentPublications.kind),
    database
      .select({ kind: contentPublications.kind, at: sql<Date>`max(${contentPublications.liveFrom})`.mapWith(contentPublications.liveFrom) })
      .from(contentPublications)
      .where(and(lte(contentPublications.liveFrom, at), isNull(contentPublications.cancelledAt)))
      .groupBy(contentPublications.kind),
  ]);
  const entries = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, [] as LiveEntry[]])) as Record<ContentKind, LiveEntry[]>;
  for (const row of rows as LiveRow[]) {
    if ((CONTENT_KINDS as readonly string[]).includes(row.kind))
      entries[row.kind as ContentKind].push(...entriesOf(row.kind as ContentKind, row));
  }
  const nextDue = Object.fromEntries(due.map((row) => [row.kind, row.at?.getTime() ?? Number.POSITIVE_INFINITY]));
  const lastDue = Object.fromEntries(came.map((row) => [row.kind, row.at?.getTime() ?? 0]));
  return {
    entries,
    nextDue,
    lastDue,
    builtAt: at.getTime(),
    validUntil: Math.min(Number.POSITIVE_INFINITY, ...Object.values(nextDue)),
  };
}

const COUNTERS = CONTENT_KINDS.map((kind) => `content:${kind}`);
const snapshots = cache<Snapshot>({ name: 'live content', max: 2, maxAgeMs: 10 * 60_000, expiresAt: (snapshot) => snapshot.validUntil });
let filesSynced = false;

/** The live content now, read once per request: kept while no publication moved and no schedule came due. */
function snapshotNow(): Promise<Snapshot> {
  return oncePerRequest('live content', async () => {
    if (!filesSynced) {
      await syncFromFiles();
      filesSynced = true;
    }
    return snapshots('live', COUNTERS, async () => build(await db(), now()));
  });
}

/** The live entries of a kind in a language (a draft in preview in place of its live version). */
export async function liveEntries(kind: ContentKind, lang: Lang): Promise<LiveEntry[]> {
  const snapshot = await snapshotNow();
  const preview = previewedPage();
  const own = snapshot.entries[kind].filter((entry) => entry.lang === lang);
  if (preview?.kind !== kind) return own;
  const drafted = preview.entries.filter((entry) => entry.lang === lang);
  return [...own.filter((entry) => entry.slug !== preview.slug), ...drafted];
}

/**
 * A kind's "live:<kind>" scope (platform/freshness): a version that moves with any publication of
 * the kind or a schedule of it coming due, valid until its next schedule (for campaigns shown as
 * running, also the next start or end of one), when what shows it must be renewed with nothing written.
 */
async function liveVersion(kind: ContentKind) {
  const snapshot = await snapshotNow();
  const counters = await versionCounts();
  let validUntil = snapshot.nextDue[kind] ?? Number.POSITIVE_INFINITY;
  if (kind === 'campaign') {
    const windows = snapshot.entries.campaign.map((entry) => entry.data as { startsAt: Date; endsAt: Date });
    validUntil = Math.min(validUntil, nextWindowChange(windows, now()));
  }
  return { version: `${counters[`content:${kind}`] ?? 0}.${snapshot.lastDue[kind] ?? 0}`, validUntil };
}
// Not held until a notice: a schedule comes due with nothing written.
defineScope('live', (kind) => liveVersion(kind as ContentKind), { held: false });

/** The live version number of a page (0 when it has none), never a preview's: what shoppers are shown now, as proof (the cookie policy's). */
export async function liveNumberOf(kind: ContentKind, slug: string): Promise<number> {
  const snapshot = await snapshotNow();
  return snapshot.entries[kind].find((entry) => entry.slug === slug)?.number ?? 0;
}
