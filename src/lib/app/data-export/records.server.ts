import { eq, sql } from 'drizzle-orm';
import type { Db } from '@lib/platform/index.server';
import { dataExports } from './tables.server';

/**
 * A deleted member's requests for their data stay as the record that they asked (KVKK article 11,
 * docs/operating.md), no longer anyone's, as their cookie choices do: the file and its link go, and
 * a request still building or waiting to be downloaded ends as expired.
 */
export async function unlinkDataRequests(tx: Db, customerId: number): Promise<void> {
  await tx
    .update(dataExports)
    .set({
      customerId: null,
      file: null,
      tokenHash: null,
      leaseUntil: null,
      status: sql`case when ${dataExports.status} in ('building', 'ready') then 'expired' else ${dataExports.status} end`,
    })
    .where(eq(dataExports.customerId, customerId));
}
