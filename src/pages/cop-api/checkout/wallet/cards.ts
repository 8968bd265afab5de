import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { listCards, walletCaller } from '@lib/checkout/index.server';

/** GET the linked wallet's saved cards (Name, Value1 masked, BankIca); 1078 falls back to the card tab. */
export const GET = endpoint({}, async (context) => listCards(await walletCaller(customerIdOf(context), context.locals.lang)));
