import { CANCEL_REASONS } from '@lib/orders';
import { endpoint } from '@lib/platform/index.server';

/** GET cancel reasons, each with its text in the shopper's language. */
export const GET = endpoint({}, async (context) =>
  CANCEL_REASONS.map((reason) => ({ ...reason, Text: context.locals.t(`cancel:reasons.${reason.Key}`) })),
);
