import { desc, sql } from 'drizzle-orm';
import { db } from '@lib/db/client.server';
import type { Lang } from '@lib/i18n/lang';
import { logger } from '@lib/log/logger.server';
import { loggableMiss } from './query-rules';
import { searchMisses } from './tables.server';

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
}

/** The searches that found nothing, the most asked first. */
export async function listMisses(limit = 200) {
  return (await db()).select().from(searchMisses).orderBy(desc(searchMisses.times), desc(searchMisses.lastAt)).limit(limit);
}
