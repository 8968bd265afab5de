import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@lib/config/env.server';
import * as tables from './tables.server';

export type Tables = typeof tables;
/** The Drizzle database, the same type over PGlite and over PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Tables>;

interface Connection {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

let connection: Promise<Connection> | undefined;

/** Finds the committed migrations beside package.json, from source (dev) or from dist (built). */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  return resolve('drizzle');
}

async function connectPostgres(url: string): Promise<Connection> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema: tables });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function connectPglite(dir: string): Promise<Connection> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // "memory://" keeps the database in memory (tests); anything else is a folder on disk.
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(resolve(dir), { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(resolve(dir));
  const db = drizzle({ client, schema: tables });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function open(): Promise<Connection> {
  const { DATABASE_URL, PGLITE_DIR } = env();
  const conn = DATABASE_URL ? await connectPostgres(DATABASE_URL) : await connectPglite(PGLITE_DIR);
  await conn.migrate(migrationsFolder());
  return conn;
}

/** The open connection, opened and migrated on first use. */
export function openConnection(): Promise<Connection> {
  connection ??= open();
  return connection;
}

/** The database, migrated and ready. */
export async function db(): Promise<Db> {
  return (await openConnection()).db;
}

/** Which engine serves the data: the embedded PGlite or a PostgreSQL server. */
export async function dbKind(): Promise<Connection['kind']> {
  return (await openConnection()).kind;
}

/** Closes the database so PGlite flushes its files; later calls open it again. */
export async function closeDb(): Promise<void> {
  if (!connection) return;
  const conn = await connection;
  connection = undefined;
  await conn.close();
}
