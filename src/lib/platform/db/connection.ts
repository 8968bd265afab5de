import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The Drizzle database, the same type over PGlite and over PostgreSQL. Queries name their tables
 * (no relational `db.query`), so the database layer needs no list of every domain's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction of Db's, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a write may go: the database itself, or a transaction the caller has open. */
export type Executor = Db | Tx;

/** One open database, PGlite or PostgreSQL, as the store's client uses either. */
export interface Connection {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(folder: string): Promise<void>;
  /** Runs start-up work (migrations, the demo seed) one process at a time across the database. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** PGlite only: runs a statement, then calls the listener at each notice on the channel (see inProcessNotices). */
  listen?(setup: string, channel: string, listener: () => void): Promise<void>;
  /** Calls the listener with each notice's payload on the channel, from any process (PostgreSQL: one listening connection). */
  subscribe(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the database folder as one uncompressed tar, taken between transactions (see snapshotDatabase). */
  snapshot?(): Promise<Uint8Array>;
  close(): Promise<void>;
}
