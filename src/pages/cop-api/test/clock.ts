import { z } from 'zod';
import { advanceClock, testClockEnabled, endpoint } from '@lib/platform/index.server';

/** Moves the expiry clock forward, only on a server started with TEST_CLOCK=1; absent otherwise. */
export const POST = endpoint(
  { body: z.object({ seconds: z.number().int().min(0).max(86_400) }), enabled: testClockEnabled },
  async (_context, { body }) => {
    await advanceClock(body.seconds);
    return null;
  },
);
