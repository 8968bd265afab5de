import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { now, db, type Db } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { type IssuedGiftCard, issueGiftCard } from '@lib/checkout/index.server';
import { tellMember } from './notify.server';
import { DRAFT, MOVES, type Move, payoutOf } from './rules';
import { rebornDemands } from './tables.server';

// The consignment sandbox: what the store's team does with an application after its approval —
// review and offer a price, the member's answer, the sale, the payout. Each move is one conditional
// update from the status it starts at, so a repeated or parallel move happens once.

type Row = typeof rebornDemands.$inferSelect;

/** The payout of a sold application: a gift card issued for it, an IBAN transfer, or a donation receipt. */
async function payOut(tx: Db, row: Row): Promise<{ payout: number; payoutReference: string; card?: IssuedGiftCard }> {
  const payout = payoutOf(row.offerPrice ?? row.price, row.ratio);
  if (row.paymentType === 'gift_card') {
    const card = await issueGiftCard(tx, payout, `reborn:${row.id}`);
    return { payout, payoutReference: card.number, card };
  }
  if (row.paymentType === 'money_transfer')
    return { payout, payoutReference: `TRF-${row.id}-${now().getTime().toString(36).toUpperCase()}` };
  return { payout, payoutReference: `DON-${String(row.id).padStart(6, '0')}` };
}

/** Moves an application on (the store's side, and the member's answer to an offer); REBORN_STATE when it is not where the move starts. */
export async function moveDemand(id: number, move: Move, customerId?: number): Promise<Row> {
  const { from, to } = MOVES[move];
  const event = { status: to, at: now().toISOString() };
  const row = await (await db()).transaction(async (tx) => {
    const owner = customerId === undefined ? undefined : eq(rebornDemands.customerId, customerId);
    const [current] = await tx
      .select()
      .from(rebornDemands)
      .where(and(eq(rebornDemands.id, id), owner))
      .for('update');
    if (!current) throw new DomainError('REBORN_NOT_FOUND');
    if (current.status !== from) throw new DomainError('REBORN_STATE');
    let stored: Partial<Row> = {};
    let issued: IssuedGiftCard | undefined;
    // The sandbox's reviewer offers what the member asked; a real team may offer less.
    if (move === 'offer') stored = { offerPrice: current.price };
    if (move === 'pay') {
      const { card: made, ...paid } = await payOut(tx, current);
      stored = paid;
      issued = made;
    }
    const [moved] = await tx
      .update(rebornDemands)
      .set({ ...stored, status: to, history: sql`${rebornDemands.history} || ${JSON.stringify([event])}::jsonb` })
      .where(and(eq(rebornDemands.id, id), eq(rebornDemands.status, from)))
      .returning();
    if (!moved) throw new DomainError('REBORN_STATE');
    await tellMember(tx, moved, issued);
    return moved;
  });
  return row;
}

/** The newest applications of every member, for the team's desk (the development page): never a member's draft. */
export async function recentDemands(limit = 30): Promise<Row[]> {
  return (await db()).select().from(rebornDemands).where(ne(rebornDemands.status, DRAFT)).orderBy(desc(rebornDemands.id)).limit(limit);
}
