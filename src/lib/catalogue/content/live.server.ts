import { AsyncLocalStorage } from 'node:async_hooks';
import { and, gt, isNull, lte, min, sql } from 'drizzle-orm';
import { db, type Db, logger } from '@lib/platform/index.server';
import { LANGS, type Lang } from '@lib/platform';
import { scopeVersions } from '@lib/catalogue/kept-pages/scopes.server';
import type { ContentDocument, LiveEntry, RenderedBodies } from './document';
import { CONTENT_KINDS, type ContentKind, KIND_SCHEMAS } from './kinds';
import { previewedPage } from './preview-scope.server';
import { nextWindowChange } from './rules';
import { syncFromFiles } from './seed.server';
import { contentPublications } from './tables.server';
import { liveVersions } from './versions.server';

// What shoppers see: the live version of every page, read at once (they are a few dozen) and held
// while nothing moved: no publication (each raises its kind's counter, catalogue/kept-pages/versions.server)
// and no scheduled one come due. A publish is then served on the very next request, on every
// process; a schedule needs no job, as "live" is the latest publication whose moment has come.

interface Snapshot {
  /** The counters of content it was read under (content:<kind> → version). */
  scopes: Record<string, number>;
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

async function build(database: Db, at: Date, scopes: Record<string, number>): Promise<Snapshot> {
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
    scopes,
    entries,
    nextDue,
    lastDue,
    builtAt: at.getTime(),
    validUntil: Math.min(Number.POSITIVE_INFINITY, ...Object.values(nextDue)),
  };
}

let held: { key: string; snapshot: Promise<Snapshot>; done?: Snapshot } | undefined;
let filesSynced = false;

const contentKey = (scopes: Record<string, number>) => CONTENT_KINDS.map((kind) => scopes[`content:${kind}`] ?? 0).join('.');
const covers = (snapshot: Snapshot, at: number) => at >= snapshot.builtAt && at < snapshot.validUntil;

/**
 * The live content at a moment: held while no publication moved and no schedule came due. Every
 * kept page's answer asks, so the held case costs no more than the counters' read it is given.
 */
async function freshSnapshot(at: Date, given?: Record<string, number>): Promise<Snapshot> {
  let counters = given;
  if (!filesSynced) {
    await syncFromFiles();
    filesSynced = true;
    // The files may just have been published: counters read before that are stale.
    counters = undefined;
  }
  const scopes = counters ?? (await scopeVersions());
  const key = contentKey(scopes);
  const current = held;
  if (current?.key === key) {
    const snapshot = current.done ?? (await current.snapshot);
    if (covers(snapshot, at.getTime())) return snapshot;
  }
  const snapshot = build(await db(), at, scopes);
  const entry: NonNullable<typeof held> = { key, snapshot };
  held = entry;
  snapshot.then(
    (done) => {
      entry.done = done;
    },
    // A failed read is not held: the next request reads again.
    () => {
      if (held === entry) held = undefined;
    },
  );
  return snapshot;
}

// A page asks for content several times (header, footer, the page's own): one read serves a whole
// request, so it shows one version throughout and, on PostgreSQL, pays for one read of the counters.
const requestScope = new AsyncLocalStorage<{ snapshot?: Promise<Snapshot> }>();

/** Runs `work` (a request) with one read of the live content, made when first asked. */
export function withOneContentRead<T>(work: () => T): T {
  return requestScope.run({}, work);
}

function snapshotAt(at: Date, scopes?: Record<string, number>): Promise<Snapshot> {
  const scope = requestScope.getStore();
  if (!scope) return freshSnapshot(at, scopes);
  scope.snapshot ??= freshSnapshot(at, scopes);
  return scope.snapshot;
}

/** The live entries of a kind in a language (a draft in preview in place of its live version). */
export async function liveEntries(kind: ContentKind, lang: Lang, at: Date): Promise<LiveEntry[]> {
  const snapshot = await snapshotAt(at);
  const preview = previewedPage();
  const own = snapshot.entries[kind].filter((entry) => entry.lang === lang);
  if (preview?.kind !== kind) return own;
  const drafted = preview.entries.filter((entry) => entry.lang === lang);
  return [...own.filter((entry) => entry.slug !== preview.slug), ...drafted];
}

type Mark = { mark: string; validUntil: number };
// Worked out once per snapshot and set of kinds, and again only when the clock passes its bound.
const marks = new WeakMap<Snapshot, Map<string, Mark & { from: number }>>();

function markOf(snapshot: Snapshot, kinds: readonly ContentKind[], at: number): Mark {
  const mark = kinds.map((kind) => `${snapshot.scopes[`content:${kind}`] ?? 0}.${snapshot.lastDue[kind] ?? 0}`).join('-');
  let validUntil = Math.min(Number.POSITIVE_INFINITY, ...kinds.map((kind) => snapshot.nextDue[kind] ?? Number.POSITIVE_INFINITY));
  if (kinds.includes('campaign')) {
    const windows = snapshot.entries.campaign.map((entry) => entry.data as { startsAt: Date; endsAt: Date });
    validUntil = Math.min(validUntil, nextWindowChange(windows, new Date(at)));
  }
  return { mark, validUntil };
}

/**
 * What kept pages showing these kinds are kept under: a mark that moves with any publication of
 * them or a schedule of theirs coming due, and the moment they must be renewed without any write
 * (their next schedule; for campaigns shown as running, the next start or end of one). The
 * counters may be given when the caller has just read them.
 */
export async function contentMark(kinds: readonly ContentKind[], at: Date, scopes?: Record<string, number>): Promise<Mark> {
  const snapshot = await snapshotAt(at, scopes);
  const time = at.getTime();
  let byKinds = marks.get(snapshot);
  if (!byKinds) {
    byKinds = new Map();
    marks.set(snapshot, byKinds);
  }
  const key = kinds.join();
  const known = byKinds.get(key);
  if (known && time >= known.from && time < known.validUntil) return known;
  const fresh = { ...markOf(snapshot, kinds, time), from: time };
  byKinds.set(key, fresh);
  return fresh;
}

/** The live version number of a page (0 when it has none), never a preview's: what shoppers are shown now, as proof (the cookie policy's). */
export async function liveNumberOf(kind: ContentKind, slug: string, at: Date): Promise<number> {
  const snapshot = await snapshotAt(at);
  return snapshot.entries[kind].find((entry) => entry.slug === slug)?.number ?? 0;
}
