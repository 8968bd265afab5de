import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '@lib/platform/index.server';
import { StartupError } from '@lib/platform';
import { SEED_ENTRY, seedPlace, wantsDemo } from './seed-place';

// The seeding child (seed-entry.server.ts) as the server runs it. Light on purpose: the launcher
// (workers/launch.server.ts) imports it to start the child on a fresh folder before it loads the
// store's modules, so the two overlap on two cores; boot.server.ts then awaits the same child.

/** What decides whether and where start-up seeds. */
type SeedSettings = Pick<Env, 'SEED_DEMO' | 'DATABASE_URL' | 'PGLITE_DIR'>;

/** The built seeding child (dist/server/seed.mjs) beside or above this chunk; none when run from source. */
function seedChildEntry(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  return [join(here, SEED_ENTRY), join(here, '..', SEED_ENTRY)].find((file) => existsSync(file));
}

/** The seeding child to run, when seed-place.ts sends the seed to one and it is built. */
export function seedChild({ DATABASE_URL, PGLITE_DIR }: SeedSettings): string | undefined {
  const childEntry = seedChildEntry();
  const kind = DATABASE_URL ? 'postgres' : 'pglite';
  return seedPlace({ kind, inMemory: PGLITE_DIR.startsWith('memory://'), childEntry }) === 'child' ? childEntry : undefined;
}

/** Runs the seeding child with this process's settings; rejects when it fails, after its own output said why. */
export function seedInChild(entry: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The child inherits this process's environment (spawn's default): the same settings.
    // A job of seconds: V8 would spend 3 s of a core optimising PGlite's WebAssembly that the
    // seeding never gets back, so only its baseline compiler runs (docs/decisions/0061).
    const child = spawn(process.execPath, ['--liftoff-only', entry], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new StartupError(`Seeding the demo data failed (${signal ?? `exit code ${code}`}); the lines above say why.`)),
    );
  });
}

let fresh: Promise<boolean> | undefined;

/**
 * Creates, migrates and seeds a fresh embedded folder (no PG_VERSION yet) in the child, once per
 * process; resolves whether it did. The first caller starts it, later ones share it.
 */
export function seedFreshFolder(settings: SeedSettings): Promise<boolean> {
  fresh ??= (async () => {
    const child = wantsDemo(settings) ? seedChild(settings) : undefined;
    if (!child || existsSync(join(resolve(settings.PGLITE_DIR), 'PG_VERSION'))) return false;
    await seedInChild(child);
    return true;
  })();
  return fresh;
}
