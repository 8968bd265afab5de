import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { closeDb, db, type Env, lockHolder } from '@lib/platform/index.server';
import { customerByContact, DEMO_CUSTOMERS, verifyPassword } from '@lib/account/index.server';
import { DEMO_STAFF, staffByEmail } from '@lib/catalogue/index.server';
import { demoSeedVersion } from '../seed/registry.server';
import type { DemoAccount, DemoFacts } from './demo';

// The doctor's one look into the database: which demo accounts are there and whether the README's
// passwords still open them. The embedded database's folder is held by the running store (one
// writer, writer-lock.server.ts): the doctor then reads nothing and says so, rather than asking the
// store through a door opened for it (decision 0046). PostgreSQL is read while the store runs.

/** The demo shoppers the database holds, by e-mail or phone, and whether the README's password opens each. */
async function demoShoppers(): Promise<DemoAccount[]> {
  const found: DemoAccount[] = [];
  for (const demo of DEMO_CUSTOMERS) {
    const row = (await customerByContact('email', demo.email)) ?? (await customerByContact('phone', demo.cellPhone));
    if (row)
      found.push({
        kind: 'shopper',
        name: `${demo.email} (${demo.cellPhone})`,
        passwordWorks: await verifyPassword(row.passwordHash, demo.password),
      });
  }
  return found;
}

/** The demo staff accounts that may still sign in, and whether the README's password opens each. */
async function demoStaff(): Promise<DemoAccount[]> {
  const found: DemoAccount[] = [];
  for (const demo of DEMO_STAFF) {
    const row = await staffByEmail(demo.email);
    if (row && !row.disabledAt)
      found.push({ kind: 'staff', name: demo.email, passwordWorks: await verifyPassword(row.passwordHash, demo.password) });
  }
  return found;
}

/** Why the embedded database cannot be read now; undefined when it can (or when it is PostgreSQL). */
function unreadable(settings: Env): Exclude<DemoFacts, { checked: true }> | undefined {
  if (settings.DATABASE_URL || settings.PGLITE_DIR.startsWith('memory://')) return undefined;
  const folder = resolve(settings.PGLITE_DIR);
  const pid = lockHolder(folder);
  if (pid !== undefined)
    return {
      checked: false,
      reason: `the store is running (pid ${pid}) and holds the embedded database ${folder}`,
      fix: 'stop it and run `npm run doctor` again, or use PostgreSQL (DATABASE_URL)',
    };
  return undefined;
}

/** Whether there is no database to read: none in memory outlives a store, and a new folder holds none yet. */
function noDatabase(settings: Env): boolean {
  if (settings.DATABASE_URL) return false;
  return settings.PGLITE_DIR.startsWith('memory://') || !existsSync(join(resolve(settings.PGLITE_DIR), 'PG_VERSION'));
}

/** What the database says of the demo, or why it could not be read. */
export async function readDemoFacts(settings: Env): Promise<DemoFacts> {
  const refused = unreadable(settings);
  if (refused) return refused;
  // No database yet holds no demo (SEED_DEMO says whether the first start would seed one); one is
  // never created here. Opening one migrates it, as the next start would.
  if (noDatabase(settings)) return { checked: true, accounts: [], seededVersion: undefined };
  try {
    const accounts = [...(await demoShoppers()), ...(await demoStaff())];
    return { checked: true, accounts, seededVersion: await demoSeedVersion(await db()) };
  } catch (error) {
    const fix = settings.DATABASE_URL ? 'check DATABASE_URL and that PostgreSQL answers' : 'check PGLITE_DIR';
    return { checked: false, reason: `the database could not be read (${(error as Error).message})`, fix };
  } finally {
    await closeDb();
  }
}
