import type { APIRoute } from 'astro';
import { z } from 'zod';
import { advanceClock, testClockEnabled } from '@lib/clock/clock.server';
import { endpoint } from '@lib/http/api.server';

/** Moves the expiry clock forward, only on a server started with TEST_CLOCK=1; absent otherwise. */
export const POST: APIRoute = (context) => {
  if (!testClockEnabled()) return new Response(null, { status: 404 });
  return endpoint({ body: z.object({ seconds: z.number().int().min(0).max(86_400) }) }, async (_ctx, { body }) => {
    advanceClock(body.seconds);
    return null;
  })(context);
};
