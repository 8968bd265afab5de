import { customerIdOf } from '@lib/platform/http/caller.server';
import { endpoint } from '@lib/platform/http/api.server';
import { tokenActive } from '@lib/checkout/payments/coins/wallet.server';

/** GET token active: whether the member's app token still works. */
export const GET = endpoint({}, async (context) => tokenActive(customerIdOf(context)));
