import { z } from 'zod';
import { endpoint, catalogs } from '@lib/platform/index.server';
import { LANGS } from '@lib/platform';

const query = z.object({ lang: z.enum(LANGS).optional() });

/** GET localization: the message catalog of a language (the cookie's when none is asked). */
export const GET = endpoint({ query }, async ({ locals }, { query }) => catalogs[query.lang ?? locals.lang]);
