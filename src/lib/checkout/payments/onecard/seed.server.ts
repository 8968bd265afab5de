import { eq } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import type { Seeder } from '@lib/platform';
import { oneCardBook } from './book.server';
import { pinHash } from './cards.server';
import { credit } from './ledger.server';
import { oneCards } from './tables.server';
import { DEMO_CARD_PHONE, DEMO_CARDS, DEMO_PIN, FREE_CARD_COUNT, freeCard } from './demo';

/** The sandbox's demo cards: Ayşe's own, one per gateway failure, and free cards for shoppers and tests. */
export const oneCardSeeder: Seeder = {
  name: 'onecard sandbox cards',
  async run(db) {
    const cards = [
      ...Object.values(DEMO_CARDS),
      ...Array.from({ length: FREE_CARD_COUNT }, (_, i) => ({ cardNo: freeCard(i + 1), status: 'active', points: 2500 })),
    ];
    for (const card of cards) {
      const email = 'member' in card ? card.member : undefined;
      const [member] = email
        ? await db.select({ id: customers.id, phone: customers.cellPhone }).from(customers).where(eq(customers.email, email))
        : [];
      await db
        .insert(oneCards)
        .values({
          cardNo: card.cardNo,
          phone: member?.phone ?? DEMO_CARD_PHONE,
          pinHash: pinHash(card.cardNo, DEMO_PIN),
          status: card.status,
          customerId: member?.id ?? null,
        })
        .onConflictDoNothing();
      await credit(db, oneCardBook, card.cardNo, card.points * 100, 'seed', `seed:${card.cardNo}`);
    }
  },
};
