// Start-up: time to the first answered request on a fresh embedded database (migrations and demo
// seed) and on a restart, and the server's resident memory once it is up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './_server.mjs';

export const title = 'Start-up (built server, embedded PGlite on disk)';

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    const first = await startBuiltServer({ PGLITE_DIR: dir });
    const rssFirst = first.rssMb();
    await first.stop();
    const second = await startBuiltServer({ PGLITE_DIR: dir });
    await new Promise((r) => setTimeout(r, 1000));
    const rssSettled = second.rssMb();
    await second.stop();
    console.log(`first start (migrate + seed) to first answered request: ${first.firstAnswerMs.toFixed(0)} ms`);
    console.log(`restart to first answered request:                     ${second.firstAnswerMs.toFixed(0)} ms`);
    console.log(`resident memory after start: ${rssFirst.toFixed(0)} MB (first run), ${rssSettled.toFixed(0)} MB (restart, 1 s later)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
