import type { TFunction } from 'i18next';
import { DomainError, ERRORS, type Lang } from '@lib/platform';
import { fieldErrors } from '@lib/platform/index.server';
import { bookRepair } from './bookings.server';
import { dropOffDates, dropOffStores, repairableItems } from './choices.server';
import { type BookingView, bookingSchema } from './rules';
import { memberOfToken } from './token.server';

// The repair partner's booking screen, served in the frame (src/pages/sandbox-repair/book.astro): a
// plain form posted to itself, so it works before (and without) any script.

/** What the screen offers the token's member, or null when the token does not hold. */
export async function framePage(token: string, lang: Lang) {
  const customerId = await memberOfToken(token).catch(() => null);
  if (customerId === null) return null;
  const [items, stores] = await Promise.all([repairableItems(customerId, lang), dropOffStores(lang)]);
  return { items, stores, dates: dropOffDates() };
}

/** What a posted form came to: the booking, or the errors by field (and one for the whole form). */
export type FrameOutcome = { booking: BookingView } | { status: number; errors: Record<string, string>; values: Record<string, string> };

const FIELDS = ['Token', 'IdempotencyKey', 'Item', 'Description', 'Service', 'StoreId', 'DropOffDate'] as const;

/** Books from the posted form: the item radio is a past order item's id, or "describe". */
export async function submitFrame(form: FormData, lang: Lang, t: TFunction): Promise<FrameOutcome> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(form.get(name) ?? '').slice(0, 600)]));
  const parsed = bookingSchema.safeParse({
    ...values,
    OrderLineId: values.Item && values.Item !== 'describe' ? values.Item : undefined,
    Description: values.Item === 'describe' ? values.Description : '',
  });
  if (!parsed.success) return { status: 400, errors: fieldErrors(parsed.error, t), values };
  try {
    const customerId = await memberOfToken(parsed.data.Token);
    return { booking: await bookRepair(customerId, parsed.data, lang) };
  } catch (error) {
    if (error instanceof DomainError) return { status: ERRORS[error.code].status, errors: { Form: t(ERRORS[error.code].text) }, values };
    throw error;
  }
}
