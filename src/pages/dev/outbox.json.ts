import { z } from 'zod';
import { id } from '@lib/platform';
import { env, endpoint, listOutbox } from '@lib/platform/index.server';

const query = z.object({ recipient: z.string().max(255).optional(), limit: id({ max: 500 }).optional() });

/** The outbox as JSON, newest first, for tests and tools; absent unless DEV_OUTBOX=1. */
export const GET = endpoint({ query, enabled: () => env().DEV_OUTBOX }, async (_context, input) => listOutbox(input.query));
