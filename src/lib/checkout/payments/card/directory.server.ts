import { eq, inArray, sql } from 'drizzle-orm';
import { db } from '@lib/platform/index.server';
import type { BinInfo } from '../gateway';
import { banks, cardBins } from './tables.server';

/** The BIN rows a number's first 6 to 8 digits may match, longest first. */
function prefixes(digits: string): string[] {
  return [8, 7, 6].filter((n) => digits.length >= n).map((n) => digits.slice(0, n));
}

/** The bank and card a number's BIN names in the sandbox bank's tables (only its first 6–8 digits are read); null when unknown or too short. */
export async function binInfo(cardNo: string): Promise<BinInfo | null> {
  const digits = cardNo.replace(/\D/g, '').slice(0, 8);
  if (digits.length < 6) return null;
  const rows = await (await db())
    .select({ bin: cardBins.bin, scheme: cardBins.scheme, cardType: cardBins.cardType, forceThreeD: cardBins.forceThreeD, bank: banks })
    .from(cardBins)
    .innerJoin(banks, eq(banks.code, cardBins.bankCode))
    .where(inArray(cardBins.bin, prefixes(digits)))
    .orderBy(sql`length(${cardBins.bin}) desc`)
    .limit(1);
  const row = rows[0];
  return row ? { ...row, cardType: row.cardType === 'debit' ? 'debit' : 'credit' } : null;
}
