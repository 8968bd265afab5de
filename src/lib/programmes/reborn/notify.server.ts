import { type Lang, localizedPath } from '@lib/platform';
import type { IssuedGiftCard } from '@lib/checkout/index.server';
import { enqueue, type Executor, type MessageData } from '@lib/platform/index.server';
import { rebornReference } from './reference';
import type { rebornDemands } from './tables.server';

type Row = typeof rebornDemands.$inferSelect;
type Update = MessageData<'rebornUpdate'>;

/**
 * Tells the member by e-mail (to the address they gave on the application, in its language) where
 * their application now stands, written to the outbox with the move that caused it; a gift-card
 * payout carries the card's number, PIN and security code.
 */
export async function tellMember(executor: Executor, row: Row, card?: IssuedGiftCard): Promise<void> {
  const lang = row.lang as Lang;
  const payout: Update['payout'] =
    row.status === 'paid'
      ? {
          amount: row.payout ?? 0,
          method: row.paymentType as NonNullable<Update['payout']>['method'],
          // A gift card's reference is its number, shown with its PIN below: not twice.
          ...(row.payoutReference && !card ? { reference: row.payoutReference } : {}),
          ...(card ? { giftCard: card } : {}),
        }
      : undefined;
  const data: Update = {
    id: rebornReference(row.id, row.createdAt),
    status: row.status as Update['status'],
    brand: row.brand,
    model: row.model,
    offer: row.offerPrice ?? row.price,
    ...(row.customer.handover === 'pickup' && { pickup: true }),
    ...(payout ? { payout } : {}),
    applicationPath: localizedPath(`/customer/reborn/applications?rebornId=${row.id}`, lang),
  };
  await enqueue(executor, { channel: 'email', to: row.customer.email, lang, kind: 'rebornUpdate', data });
}
