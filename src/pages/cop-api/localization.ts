import { z } from 'zod';
import { endpoint } from '@lib/platform/http/api.server';
import { catalogs } from '@lib/platform/i18n/catalogs.server';
import { LANGS } from '@lib/platform/i18n/lang';

const query = z.object({ lang: z.enum(LANGS).optional() });

/** GET localization: the message catalog of a language (the cookie's when none is asked). */
export const GET = endpoint({ query }, async ({ locals }, { query }) => catalogs[query.lang ?? locals.lang]);
