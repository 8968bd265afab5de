import { customerIdOf, endpoint } from '@lib/platform/index.server';
import { tokenActive } from '@lib/checkout/index.server';

/** GET token active: whether the member's app token still works. */
export const GET = endpoint({}, async (context) => tokenActive(customerIdOf(context)));
