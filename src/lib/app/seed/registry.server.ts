import { eq, sql } from 'drizzle-orm';
import { type Db, appState } from '@lib/platform/index.server';
import type { Seeder } from '@lib/platform';
import { catalogSeeder, demoStaffHashes, staffSeeder } from '@lib/catalogue/index.server';
import { accountSeeder, demoCustomerHashes } from '@lib/account/index.server';
import { campaignSeeder } from '@lib/bag/index.server';
import { loyaltySeeder, storeCustomerSeeder } from '@lib/programmes/index.server';
import { bankSeeder, giftCardSeeder, pickupSeeder, oneCardSeeder, coinsSeeder } from '@lib/checkout/index.server';
import { cargoSeeder } from '@lib/orders/index.server';

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

/** The version of the demo data seeded into the database, whichever; undefined when it never was. */
export async function demoSeedVersion(db: Db): Promise<number | undefined> {
  const rows = await db.select().from(appState).where(eq(appState.key, SEED_KEY));
  const value = rows[0]?.value;
  return typeof value === 'number' ? value : undefined;
}

/** Whether the database already holds the current demo data. */
export async function isSeeded(db: Db): Promise<boolean> {
  return (await demoSeedVersion(db)) === DEMO_SEED_VERSION;
}

/**
 * Starts the seed's work that needs no database, the demo passwords' argon2 hashes (some 0.1 s
 * each, on libuv's thread pool), so it runs on the second core while the database starts; the
 * seeders then take the hashes made. A failure surfaces when a seeder awaits it.
 */
export function prepareDemoSeed(): void {
  for (const hashes of [demoCustomerHashes(), demoStaffHashes()]) hashes.catch(() => undefined);
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
