import { LRUCache } from 'lru-cache';
import { dbKind } from '@lib/platform/db/client.server';
import type { Session } from './session';

// Sessions kept in this process between requests, so a request reads its session without a
// statement. Only on PGlite: the database lives in this one process and session.server.ts is the
// only writer of its sessions, so this copy is exact. On PostgreSQL another process (a worker, an
// operator) may end a session at any time: there every request reads the row.
//
// Every write of a session forgets it before and after the statement, and a read keeps what it got
// only when no write began meanwhile (the epoch did not move), so a read racing a logout can never
// put the ended session back. Not a cache of platform/freshness: nothing versions a session, a
// write forgets it.

/** Sessions kept at most, about 1 KB each; the least recently read goes first. */
const kept = new LRUCache<string, Session>({ max: 10_000 });
let epoch = 0;
let enabled: Promise<boolean> | undefined;

const keeping = () => {
  enabled ??= dbKind().then((kind) => kind === 'pglite');
  return enabled;
};

/** A copy a request may change freely (its data is written back through session.server.ts). */
const copy = (session: Session): Session => ({ ...session, data: structuredClone(session.data) });

/**
 * The session of this id hash unexpired at `at`: the kept copy, else what `read` finds in the
 * database (kept unless a write of sessions began meanwhile). Each answer is a copy of its own.
 */
export async function sessionByHash(idHash: string, at: Date, read: () => Promise<Session | undefined>): Promise<Session | undefined> {
  if (!(await keeping())) return read();
  const hit = kept.get(idHash);
  if (hit && hit.expiresAt > at) return copy(hit);
  if (hit) kept.delete(idHash);
  const startedAt = epoch;
  const row = await read();
  if (row && startedAt === epoch) kept.set(idHash, copy(row));
  return row;
}

/** Forgets the sessions a write changes or ends (by id hash, or all of a customer's), before and after it runs. */
export async function forgetAround<T>(which: { idHash: string } | { customerId: number }, write: () => Promise<T>): Promise<T> {
  const forget = () => {
    epoch += 1;
    if ('idHash' in which) kept.delete(which.idHash);
    else for (const [idHash, session] of [...kept.entries()]) if (session.customerId === which.customerId) kept.delete(idHash);
  };
  forget();
  try {
    return await write();
  } finally {
    forget();
  }
}
