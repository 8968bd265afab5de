import { z } from 'zod';
import { id } from '@lib/platform';
import { endpoint } from '@lib/platform/index.server';
import { neighborhoods } from '@lib/account/index.server';

/** Neighbourhoods of a district (query districtid, so spelled: docs/behaviour/addresses.md#calls). */
export const GET = endpoint({ query: z.object({ districtid: id() }) }, async (_context, { query }) => neighborhoods(query.districtid));
