import { eq } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import type { Seeder } from '@lib/platform';
import { credit } from '@lib/checkout/payments/onecard/ledger.server';
import { coinsBook } from './book.server';
import { coinsWallets } from './tables.server';

/** The demo wallets (README "Test payment instruments"): Ayşe's app linked with 150 coins, Mehmet's with an expired token. */
const DEMO_WALLETS = [
  { email: 'ayse@vitrin.example', appToken: 'HOPI-AYSE-2024', tokenStatus: 'active', coins: 150 },
  { email: 'mehmet@vitrin.example', appToken: 'HOPI-MEHMET-EXPIRED', tokenStatus: 'expired', coins: 80 },
];

export const coinsSeeder: Seeder = {
  name: 'coins app sandbox wallets',
  async run(db) {
    for (const wallet of DEMO_WALLETS) {
      const [member] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, wallet.email));
      if (!member) continue;
      await db
        .insert(coinsWallets)
        .values({ customerId: member.id, appToken: wallet.appToken, tokenStatus: wallet.tokenStatus })
        .onConflictDoNothing();
      await credit(db, coinsBook, member.id, wallet.coins * 100, 'seed', `seed:coins:${member.id}`);
    }
  },
};
