import { eq, inArray, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { db } from '@lib/platform/index.server';
import type { BinInfo } from '../gateway';
import { banks, cardBins } from './tables.server';

/** The BIN rows a number's first 6 to 8 digits may match, longest first. */
function prefixes(digits: string): string[] {
  return [8, 7, 6].filter((n) => digits.length >= n).map((n) => digits.slice(0, n));
}

async function readBin(digits: string): Promise<{ info: BinInfo | null }> {
  const rows = await (await db())
    .select({ bin: cardBins.bin, scheme: cardBins.scheme, cardType: cardBins.cardType, forceThreeD: cardBins.forceThreeD, bank: banks })
    .from(cardBins)
    .innerJoin(banks, eq(banks.code, cardBins.bankCode))
    .where(inArray(cardBins.bin, prefixes(digits)))
    .orderBy(sql`length(${cardBins.bin}) desc`)
    .limit(1);
  const row = rows[0];
  return { info: row ? { ...row, cardType: row.cardType === 'debit' ? 'debit' : 'credit' } : null };
}

// The sandbox bank's tables are its own and written only by the demo seed: one placement asks of
// the same BIN three times (its campaign, its instalment, the bank's authorisation), and the
// payment screen again as digits are typed. Kept as iyzico's answers are (iyzico/directory.server.ts);
// lru-cache shares one read among callers that ask together and keeps no failed one. A read the
// bound pushes out before it ends (2,000 other numbers typed meanwhile) still answers its callers:
// fetch() would fail them (decision 0053, "Later"); a read always gives a value, so it can.
const known = new LRUCache<string, { info: BinInfo | null }>({ max: 2_000, ttl: 5 * 60_000, fetchMethod: readBin, ignoreFetchAbort: true });

/** The bank and card a number's BIN names in the sandbox bank's tables (only its first 6–8 digits are read); null when unknown or too short. */
export async function binInfo(cardNo: string): Promise<BinInfo | null> {
  const digits = cardNo.replace(/\D/g, '').slice(0, 8);
  if (digits.length < 6) return null;
  const found = await known.fetch(digits);
  return found?.info ?? null;
}
