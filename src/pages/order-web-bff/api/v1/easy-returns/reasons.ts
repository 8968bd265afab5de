import { endpoint } from '@lib/http/api.server';
import { RETURN_REASONS } from '@lib/returns/reasons';

/** GET reasons: the active return reasons, each saying whether it needs an explanation and photos. */
export const GET = endpoint({}, async (context) =>
  RETURN_REASONS.filter((r) => r.IsActive).map((r) => ({ ...r, Text: context.locals.t(`returns:reasons.${r.Key}`) })),
);
