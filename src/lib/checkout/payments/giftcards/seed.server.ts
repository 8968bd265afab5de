import type { Seeder } from '@lib/platform';
import { secretHash } from './secret.server';
import { DEMO_CARDS } from './seed-data';
import { loadCard } from './ledger.server';
import { storedCards } from './tables.server';

/** The demo cards, each balance loaded by one ledger entry; a card already there is left as it is (its balance may have moved). */
export const giftCardSeeder: Seeder = {
  name: 'gift and return-balance cards',
  async run(db) {
    for (const card of DEMO_CARDS) {
      const [row] = await db
        .insert(storedCards)
        .values({
          kind: card.kind,
          number: card.number,
          pinHash: card.pin ? secretHash(card.number, card.pin) : null,
          securityCodeHash: card.securityCode ? secretHash(card.number, card.securityCode) : null,
          phone: card.phone ?? null,
          status: card.status,
          maxUse: card.maxUse,
        })
        .onConflictDoNothing()
        .returning({ id: storedCards.id });
      const reference = card.kind === 'imf_card' ? `demo-return:${card.number}` : `demo-load:${card.number}`;
      if (row && card.balance > 0) await loadCard(row.id, card.balance, reference, db);
    }
  },
};
