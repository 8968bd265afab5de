import { spawn } from 'node:child_process';
import pg from 'pg';
import { childEnvironment } from '@lib/platform/index.server';
import { writeAtomically } from './files.server';
import { backupName } from './rules';
import { backupSettings, finish, type Taken } from './take.server';

// PostgreSQL backs itself up: pg_dump writes a consistent copy from a live database (one
// transaction's snapshot) and pg_restore reads it back. The store only names, writes atomically and
// prunes the files, and refuses a restore that would mix with what a database already holds.

/** Runs a PostgreSQL client program; rejects with its last line of errors when it fails. */
function runClient(command: string, args: string[], extraEnv: Record<string, string>): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env: childEnvironment(extraEnv) });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += String(chunk)));
    child.once('error', (error) =>
      fail(new Error(`${command} could not be run (${error.message}); install the PostgreSQL client programs.`)),
    );
    child.once('exit', (code) => {
      const last = errors.trim().split('\n').at(-1);
      if (code === 0) done();
      else fail(new Error(`${command} failed${last ? `: ${last}` : ` (exit code ${code})`}`));
    });
  });
}

/**
 * A connection URL without its password, and the password for PGPASSWORD: a password in the
 * arguments would show in every process listing on the machine.
 */
function pgConnection(url: string): { url: string; env: Record<string, string>; label: string } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  const label = `${parsed.host}${parsed.pathname}`;
  parsed.password = '';
  return { url: parsed.toString(), env: password ? { PGPASSWORD: password } : {}, label };
}

/** Backs up a PostgreSQL database with pg_dump's custom format (-Fc) into BACKUP_DIR, atomically, then prunes. */
export async function backupPostgres(databaseUrl: string): Promise<Taken> {
  const { dir, keep } = backupSettings();
  const started = performance.now();
  const connection = pgConnection(databaseUrl);
  const name = backupName(new Date(), 'postgres');
  const written = await writeAtomically(dir, name, (path) =>
    runClient('pg_dump', ['--format=custom', '--no-password', `--file=${path}`, `--dbname=${connection.url}`], connection.env),
  );
  return finish({ ...written, ms: Math.round(performance.now() - started) }, dir, keep, 'pg_dump');
}

/** The relations (tables, sequences, views) a database holds outside PostgreSQL's own schemas. */
async function relationsIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace s on s.oid = c.relnamespace
        where s.nspname not in ('pg_catalog', 'information_schema') and s.nspname not like 'pg\\_toast%' and s.nspname not like 'pg\\_temp%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump file into an empty database. Refuses a file pg_restore cannot read (checked
 * whole before anything is written) and a database that already holds tables; the restore is one
 * transaction, so a failure part-way leaves the database as empty as it was.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const connection = pgConnection(databaseUrl);
  try {
    await runClient('pg_restore', ['--list', file], {});
  } catch (error) {
    throw new Error(`${file} is not a readable pg_dump backup; nothing was restored (${(error as Error).message}).`);
  }
  const relations = await relationsIn(databaseUrl);
  if (relations > 0) {
    throw new Error(
      `The database ${connection.label} is not empty (${relations} tables and sequences); restore into a new one (createdb) and point DATABASE_URL at it.`,
    );
  }
  await runClient(
    'pg_restore',
    ['--no-password', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${connection.url}`, file],
    connection.env,
  );
}
