import { callerOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { forgetCard } from '@lib/checkout/payments/onecard/cards.server';

/** POST remove: takes the points off the order and forgets the card; answers the new split. */
export const POST = endpoint({}, async (context) => forgetCard(callerOf(context).session, callerOf(context)));
