// Starts a throwaway PostgreSQL cluster on loopback for the API suite, from Debian's packages.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from './lib/net.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folder of PostgreSQL's server programs, or undefined when none is installed. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

/** initdb refuses root: run the server programs as the postgres user when we are root. */
function asServerUser(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const command = isRoot ? 'runuser' : bin;
  const argv = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
}

/** Creates, starts and returns a cluster with trust auth on 127.0.0.1; stop() removes it. */
export async function startTempPostgres(bin) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  chmodSync(dir, 0o777);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  asServerUser(join(bin, 'initdb'), ['-D', data, '-U', 'storefront', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  asServerUser(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://storefront@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asServerUser(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Creates database `name` on the server `given` names and returns its url, and drop() to remove it. */
export async function databaseBeside(given, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(given);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: given });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
