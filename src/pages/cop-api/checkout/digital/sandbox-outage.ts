import { z } from 'zod';
import { testClockEnabled, endpoint } from '@lib/platform/index.server';
import { DIGITAL_METHODS } from '@lib/checkout';
import { setOutage } from '@lib/checkout/index.server';

/** Switches a sandbox provider off or on (its outage: MOBIL_EXPRESS_INITIALIZE_FAILED), only on a server started with TEST_CLOCK=1. */
export const POST = endpoint(
  { body: z.object({ provider: z.enum(DIGITAL_METHODS), down: z.boolean() }), enabled: testClockEnabled },
  async (_context, { body }) => {
    await setOutage(body.provider, body.down);
    return null;
  },
);
