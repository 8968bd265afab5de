import type { PaymentGateway } from '../../../../src/lib/checkout/payments/gateway';
import type { OwnDatabase } from '../../../support/postgres';
import { ownDatabase } from '../../../support/postgres';
import type { QueryRunner } from '../../../support/card-scan';
import { pointServerAt } from '../../../support/in-process';

// The sandbox bank called inside the test process, on a database of the test's own: a PostgreSQL
// database (TEST_DATABASE_URL's cluster, or `url` a server of the test also uses) or in-memory PGlite.

/** The gateway, a raw query runner on its database, and how to let it go. */
export interface InProcessBank {
  bank: PaymentGateway;
  query: QueryRunner;
  close(): Promise<void>;
}

/** Opens the bank on `url` (PostgreSQL), else on a database of its own in TEST_DATABASE_URL's cluster, else in-memory PGlite. */
export async function inProcessBank(options: { url?: string; given?: string }): Promise<InProcessBank> {
  const own: OwnDatabase | undefined = !options.url && options.given ? await ownDatabase(options.given) : undefined;
  const url = options.url ?? own?.url;
  const restoreEnv = pointServerAt(url);
  const { db, closeDb } = await import('../../../../src/lib/platform/db/client.server');
  const { sql } = await import('drizzle-orm');
  const database = await db();
  if (!options.url) await (await import('../../../../src/lib/checkout/payments/card/seed.server')).bankSeeder.run(database);
  const bank = (await import('../../../../src/lib/checkout/payments/gateway.server')).paymentGateway();
  const query: QueryRunner = async (text) => {
    const result = (await database.execute(sql.raw(text))) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
    return Array.isArray(result) ? result : (result.rows ?? []);
  };
  return {
    bank,
    query,
    close: async () => {
      await closeDb();
      await own?.drop();
      restoreEnv();
    },
  };
}
