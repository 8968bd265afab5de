import { sql } from 'drizzle-orm';
import { type Executor, subscribe } from './client.server';

// Waiting for another request's change without polling: the changing transaction signals a key
// on a channel (pg_notify, delivered at its commit to every process listening), and a waiter of
// that key wakes and reads again. A waiter reads once before it sleeps, so a signal sent before it
// began waiting is never missed, and once more at its deadline, so a lost notice costs only time.

type Wake = () => void;
const waiters = new Map<string, Map<string, Set<Wake>>>();

function wake(channel: string, key: string): void {
  for (const resolve of waiters.get(channel)?.get(key) ?? []) resolve();
}

function register(channel: string, key: string, resolve: Wake): () => void {
  const byKey = waiters.get(channel) ?? new Map<string, Set<Wake>>();
  waiters.set(channel, byKey);
  const set = byKey.get(key) ?? new Set<Wake>();
  byKey.set(key, set);
  set.add(resolve);
  return () => {
    set.delete(resolve);
    if (set.size === 0) byKey.delete(key);
  };
}

/** Signals `key` on `channel` when the transaction (or statement) commits. */
export async function signal(run: Executor, channel: string, key: string): Promise<void> {
  await run.execute(sql`select pg_notify(${channel}, ${key})`);
}

/**
 * Resolves to what `read` finds once it finds something (not undefined): read now, then again each
 * time `key` is signalled on `channel`, and a last time at the deadline (undefined if still nothing).
 */
export async function waitFor<T>(
  channel: string,
  key: string,
  read: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T | undefined> {
  await subscribe(channel, (payload) => wake(channel, payload));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let signalled = false;
    let resolveWait: Wake = () => {};
    const woken = new Promise<void>((resolve) => {
      resolveWait = () => {
        signalled = true;
        resolve();
      };
    });
    const unregister = register(channel, key, resolveWait);
    try {
      const found = await read();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) return undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([woken, new Promise<void>((resolve) => (timer = setTimeout(resolve, left)))]);
      clearTimeout(timer);
      if (!signalled) return read();
    } finally {
      unregister();
    }
  }
}
