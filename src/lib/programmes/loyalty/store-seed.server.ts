import type { Seeder } from '@lib/platform';
import { oneCardBook, pinHash, credit, oneCards } from '@lib/checkout/index.server';
import { DEMO_PIN } from '@lib/checkout';
import { DEMO_STORE_CUSTOMERS } from './store-demo';
import { storeCustomers } from './tables.server';

/** The demo store customers and their The One cards (registered to their phones, to no account yet). */
export const storeCustomerSeeder: Seeder = {
  name: 'store customers',
  async run(db) {
    for (const { points, ...record } of DEMO_STORE_CUSTOMERS) {
      await db
        .insert(oneCards)
        .values({ cardNo: record.cardNo, phone: record.phone, pinHash: pinHash(record.cardNo, DEMO_PIN), status: 'active' })
        .onConflictDoNothing();
      await credit(db, oneCardBook, record.cardNo, points * 100, 'seed', `seed:${record.cardNo}`);
      await db.insert(storeCustomers).values(record).onConflictDoNothing();
    }
  },
};
