import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { appState } from './app-state.tables.server';
import { db } from './client.server';

const secrets = new Map<string, Promise<string>>();

async function load(name: string): Promise<string> {
  const database = await db();
  const key = `secret:${name}`;
  // The first process to ask writes one; every later process, and every restart, reads the same.
  await database
    .insert(appState)
    .values({ key, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await database.select().from(appState).where(eq(appState.key, key));
  return String(row!.value);
}

/**
 * A server-side signing key: the environment's value when set, else one kept in the database, so
 * codes and challenges signed by one process verify on another and survive a restart.
 */
export function serverSecret(name: string, fromEnv?: string): Promise<string> {
  if (fromEnv) return Promise.resolve(fromEnv);
  let secret = secrets.get(name);
  if (!secret) {
    secret = load(name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}
