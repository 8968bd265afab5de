import { and, eq, gt, isNull } from 'drizzle-orm';
import { now, db } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import type { PublicationView, SaveResult } from './api';
import { contentPublications } from './tables.server';
import { insertVersion, lockPage, type PageKey, publicationViews, versionOf } from './versions.server';

// Publishing (a publisher's work): a version now or at a moment ahead, a rollback, a cancelled
// schedule. Each is a row of content_publications, whose trigger renews the kept pages showing the
// page's kind on every process; the same rows are the audit log.

/** A moment this close ahead is "now": the editor's clock and the store's may differ a little. */
const NOW_TOLERANCE_MS = 60_000;

/** Publishes a version now, or at `at` on the store's clock (a schedule); a moment past is refused. */
export async function publish(page: PageKey, number: number, staffId: number, at?: Date): Promise<PublicationView> {
  const moment = now();
  if (at && at.getTime() < moment.getTime() - NOW_TOLERANCE_MS) throw new DomainError('CONTENT_SCHEDULE_PAST');
  const ahead = at !== undefined && at.getTime() > moment.getTime() + NOW_TOLERANCE_MS;
  const database = await db();
  const id = await database.transaction(async (tx) => {
    if (!(await lockPage(tx, page))) throw new DomainError('E104');
    const version = await versionOf(tx, page, number);
    const [row] = await tx
      .insert(contentPublications)
      .values({ ...page, versionId: version.id, liveFrom: ahead ? at : moment, action: ahead ? 'schedule' : 'publish', staffId })
      .returning({ id: contentPublications.id });
    return row!.id;
  });
  return (await publicationViews(database, page)).find((view) => view.id === id)!;
}

/** Brings an earlier version back in one step: saved again as the newest version and published now. */
export async function rollback(page: PageKey, number: number, staffId: number): Promise<SaveResult> {
  const database = await db();
  const saved = await database.transaction(async (tx) => {
    if (!(await lockPage(tx, page))) throw new DomainError('E104');
    const [target, latest] = [await versionOf(tx, page, number), await versionOf(tx, page)];
    const version = await insertVersion(tx, page, {
      document: target.document,
      rendered: target.rendered,
      basedOn: latest.number,
      source: 'editor',
      staffId,
    });
    await tx.insert(contentPublications).values({ ...page, versionId: version.id, liveFrom: now(), action: 'rollback', staffId });
    return version.number;
  });
  return { number: saved, warnings: [] };
}

/** Cancels a publication still ahead; one already live, cancelled or of another page is not found. */
export async function cancelSchedule(page: PageKey, id: number, staffId: number): Promise<void> {
  const database = await db();
  const cancelled = await database
    .update(contentPublications)
    .set({ cancelledAt: now(), cancelledBy: staffId })
    .where(
      and(
        eq(contentPublications.id, id),
        eq(contentPublications.kind, page.kind),
        eq(contentPublications.slug, page.slug),
        gt(contentPublications.liveFrom, now()),
        isNull(contentPublications.cancelledAt),
      ),
    )
    .returning({ id: contentPublications.id });
  if (cancelled.length === 0) throw new DomainError('E104');
}

/** The audit log: every publish, schedule, rollback and cancelled schedule, the newest first. */
export async function auditLog(): Promise<PublicationView[]> {
  return publicationViews(await db());
}
