import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { db, logger } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import { loggableMiss } from './query-rules';
import { searchMisses } from './tables.server';

/** A search asked once and not again for this long is forgotten: random text must not fill the table. */
const FORGET_ONCE_AFTER_DAYS = 30;
/** How often a process forgets them. */
const FORGET_EVERY_MS = 60 * 60 * 1000;
let forgotAt = 0;

/** Counts a search that found nothing, by its text and language only (nothing of the shopper), and logs it. */
export async function recordMiss(query: string, lang: Lang): Promise<void> {
  const text = loggableMiss(query);
  if (!text) return;
  logger.info({ event: 'search.miss', query: text, lang }, 'search found nothing');
  await (await db())
    .insert(searchMisses)
    .values({ query: text, lang })
    .onConflictDoUpdate({
      target: [searchMisses.query, searchMisses.lang],
      set: { times: sql`${searchMisses.times} + 1`, lastAt: sql`now()` },
    });
  if (Date.now() - forgotAt > FORGET_EVERY_MS) {
    forgotAt = Date.now();
    await (await db())
      .delete(searchMisses)
      .where(and(eq(searchMisses.times, 1), lt(searchMisses.lastAt, sql`now() - make_interval(days => ${FORGET_ONCE_AFTER_DAYS})`)));
  }
}

/** The searches that found nothing, the most asked first. */
export async function listMisses(limit = 200) {
  return (await db()).select().from(searchMisses).orderBy(desc(searchMisses.times), desc(searchMisses.lastAt)).limit(limit);
}
