import { eq } from 'drizzle-orm';
import { customers } from '@lib/account/index.server';
import { enqueue, translator, type Tx } from '@lib/platform/index.server';
import type { Lang } from '@lib/platform';
import type { BookingView } from './rules';

/** Tells the member their booking by e-mail (reference, item, service, store and day), in the booking's transaction. */
export async function tellBooked(tx: Tx, customerId: number, booking: Omit<BookingView, 'Status'>, lang: Lang): Promise<void> {
  const [member] = await tx.select({ email: customers.email }).from(customers).where(eq(customers.id, customerId));
  if (!member?.email) return;
  const data = {
    reference: booking.Reference,
    item: booking.Item,
    service: translator(lang)(`repair:service.${booking.Service}`),
    store: booking.StoreName,
    dropOffDate: booking.DropOffDate,
  };
  await enqueue(tx, { channel: 'email', to: member.email, lang, kind: 'repairBooked', data });
}
