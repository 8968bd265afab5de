import { endpoint } from '@lib/platform/index.server';
import { RETURN_REASONS } from '@lib/orders';

/** GET reasons: the active return reasons, each saying whether it needs an explanation and photos. */
export const GET = endpoint({}, async (context) =>
  RETURN_REASONS.filter((r) => r.IsActive).map((r) => ({ ...r, Text: context.locals.t(`returns:reasons.${r.Key}`) })),
);
