import { customerIdOf } from '@lib/http/caller.server';
import { endpoint } from '@lib/http/api.server';
import { tokenActive } from '@lib/coins/wallet.server';

/** GET token active: whether the member's app token still works. */
export const GET = endpoint({}, async (context) => tokenActive(customerIdOf(context)));
