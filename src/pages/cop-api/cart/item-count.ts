import { endpoint } from '@lib/http/api.server';

/**
 * GET cart item count (shopping-journey 7), read by the header badge. Cart lines are stored by the
 * cart domain, which does not exist yet: until it does, every session's cart holds nothing, and
 * the answer says so rather than guessing. A visitor without a session gets the same answer.
 */
export const GET = endpoint({}, async () => ({ cartItemCount: 0 }));
