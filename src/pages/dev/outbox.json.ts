import { z } from 'zod';
import { id } from '@lib/platform';
import { env, endpoint, flushOutbox, listSandboxOutbox } from '@lib/platform/index.server';

const query = z.object({ recipient: z.string().max(255).optional(), limit: id({ max: 500 }).optional() });

/**
 * What the sandboxes received, as JSON, newest first, for tests and tools; absent unless
 * DEV_OUTBOX=1. It first lets the sender deliver what is due, so it shows every message a finished
 * request caused (the sender would, a moment later).
 */
export const GET = endpoint({ query, enabled: () => env().DEV_OUTBOX }, async (_context, input) => {
  await flushOutbox();
  return listSandboxOutbox(input.query);
});
