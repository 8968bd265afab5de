import type { Seeder } from '@lib/platform/db/seeder';
import { oneCardBook } from '@lib/checkout/payments/onecard/book.server';
import { pinHash } from '@lib/checkout/payments/onecard/cards.server';
import { DEMO_PIN } from '@lib/checkout/payments/onecard/demo';
import { credit } from '@lib/checkout/payments/onecard/ledger.server';
import { oneCards } from '@lib/checkout/payments/onecard/tables.server';
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
