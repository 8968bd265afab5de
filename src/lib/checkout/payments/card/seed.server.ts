import { sql } from 'drizzle-orm';
import type { Seeder } from '@lib/platform';
import { DEMO_BANKS, DEMO_BINS } from './seed-data';
import { banks, cardBins } from './tables.server';

/** The demo banks with their instalment plans, and their BIN ranges; rows follow the demo data on each seed. */
export const bankSeeder: Seeder = {
  name: 'banks and card BINs',
  async run(db) {
    await db
      .insert(banks)
      .values(DEMO_BANKS)
      .onConflictDoUpdate({
        target: banks.code,
        set: {
          name: sql`excluded.name`,
          programme: sql`excluded.programme`,
          logo: sql`excluded.logo`,
          plans: sql`excluded.plans`,
          plusInstallments: sql`excluded.plus_installments`,
          threeDSecure: sql`excluded.three_d_secure`,
        },
      });
    await db
      .insert(cardBins)
      .values(DEMO_BINS)
      .onConflictDoUpdate({
        target: cardBins.bin,
        set: { bankCode: sql`excluded.bank_code`, scheme: sql`excluded.scheme`, cardType: sql`excluded.card_type` },
      });
  },
};
