import { eq } from 'drizzle-orm';
import { customers } from '@lib/account/tables.server';
import type { Seeder } from '@lib/db/seed.server';
import { oneCardBook } from './book.server';
import { pinHash } from './cards.server';
import { credit } from './ledger.server';
import { oneCards } from './tables.server';

// The sandbox's demo cards (README "Test payment instruments"): Ayşe's own card, one card per
// gateway failure, and free cards for shoppers and tests. Every PIN is 1234.

/** The PIN of every demo card. */
export const DEMO_PIN = '1234';
/** The phone of every demo card not registered to a member. */
export const DEMO_CARD_PHONE = '5551112233';

/** The demo cards by purpose (status drives the gateway's answer). */
export const DEMO_CARDS = {
  ayse: { cardNo: '7000000000000011', status: 'active', member: 'ayse@vitrin.example', points: 2500 },
  expired: { cardNo: '7000000000000029', status: 'expired', points: 500 },
  inactive: { cardNo: '7000000000000037', status: 'inactive', points: 500 },
  limitExceeded: { cardNo: '7000000000000045', status: 'limit_exceeded', points: 500 },
  otpUnreachable: { cardNo: '7000000000000052', status: 'otp_unreachable', points: 500 },
  pointsLocked: { cardNo: '7000000000000060', status: 'points_locked', points: 500 },
  mehmets: { cardNo: '7000000000000078', status: 'active', member: 'mehmet@vitrin.example', points: 500 },
} as const;

/** Free cards 7000 0000 0000 0101 … 0120 (2,500 points each, phone DEMO_CARD_PHONE): one per shopper or test. */
export const freeCard = (n: number) => `70000000000001${String(n).padStart(2, '0')}`;
const FREE_CARDS = 20;

export const oneCardSeeder: Seeder = {
  name: 'onecard sandbox cards',
  async run(db) {
    const cards = [
      ...Object.values(DEMO_CARDS),
      ...Array.from({ length: FREE_CARDS }, (_, i) => ({ cardNo: freeCard(i + 1), status: 'active', points: 2500 })),
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
