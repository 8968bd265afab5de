import type { Session } from '@lib/platform/index.server';
import { DomainError } from '@lib/platform';
import { authorisedOrder } from './access.server';
import type { orders } from './tables.server';

/** The order an after-sales page's id names, when this session may see it; undefined as for a missing one. */
export async function orderForPage(id: string | undefined, session: Session | undefined): Promise<typeof orders.$inferSelect | undefined> {
  if (!id || !/^\d{1,9}$/.test(id)) return undefined;
  try {
    return await authorisedOrder(Number(id), session);
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}
