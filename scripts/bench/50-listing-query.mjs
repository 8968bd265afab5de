// Listing query latency with 100,000 products (see listing-query.ts), in its own process so the
// embedded database it fills is thrown away afterwards.
import { spawnSync } from 'node:child_process';

export const title = 'Listing query, 100,000 products in embedded PGlite';

export async function run() {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/listing-query.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' },
  });
  if (result.status !== 0) throw new Error(`listing benchmark failed with ${result.status}`);
}
