import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.server';
import type { Seeder } from '../../platform/db/seeder';
import { appState } from '../../platform/db/app-state.tables.server';
import { catalogSeeder } from '@lib/catalogue/products/seed.server';
import { accountSeeder } from '@lib/account/members/seed.server';
import { campaignSeeder } from '@lib/bag/campaigns/seed.server';
import { loyaltySeeder } from '@lib/programmes/loyalty/seed.server';
import { bankSeeder } from '@lib/checkout/payments/card/seed.server';
import { giftCardSeeder } from '@lib/checkout/payments/giftcards/seed.server';
import { pickupSeeder } from '@lib/checkout/steps/seed.server';
import { oneCardSeeder } from '@lib/checkout/payments/onecard/seed.server';
import { coinsSeeder } from '@lib/checkout/payments/coins/seed.server';
import { cargoSeeder } from '@lib/orders/fulfilment/seed.server';
import { storeCustomerSeeder } from '@lib/programmes/loyalty/store-seed.server';
import { staffSeeder } from '@lib/catalogue/staff/seed.server';

// The seed registry sits above every domain: it knows their seeders, none of them knows it.

/** Bump when the demo data changes, so an existing embedded database is topped up on start. */
const DEMO_SEED_VERSION = 9;

const demoSeeders: Seeder[] = [
  catalogSeeder,
  accountSeeder,
  campaignSeeder,
  loyaltySeeder,
  bankSeeder,
  pickupSeeder,
  oneCardSeeder,
  storeCustomerSeeder,
  coinsSeeder,
  giftCardSeeder,
  cargoSeeder,
  staffSeeder,
];

const SEED_KEY = 'demo_seed_version';

/** Whether the database already holds the current demo data. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appState).where(eq(appState.key, SEED_KEY));
  return rows[0]?.value === DEMO_SEED_VERSION;
}

/** Runs every seeder in one transaction and records the version; safe to run again. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seeder of demoSeeders) await seeder.run(tx as unknown as Db);
    await tx
      .insert(appState)
      .values({ key: SEED_KEY, value: DEMO_SEED_VERSION })
      .onConflictDoUpdate({ target: appState.key, set: { value: DEMO_SEED_VERSION, updatedAt: sql`now()` } });
  });
}
