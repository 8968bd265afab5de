// Start-up: time to the first answered request on a fresh embedded database (migrations and demo
// seed) and on a restart, and the server's resident memory once it is up, with where it goes.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from './_server.mjs';

export const title = 'Start-up (built server, embedded PGlite on disk)';

const MB = 1024 * 1024;
/** V8's heap pages, the allocator's arenas (64 MB each) and the code range are no larger than this. */
const ARENA_BYTES = 64 * MB;

/**
 * The resident memory of a process by kind of mapping (/proc/<pid>/smaps): the program's files (node
 * itself, libraries), the large anonymous read-write mappings (the embedded database's WebAssembly
 * memory: one mapping of its size), and the rest (V8's heap, the allocator, compiled code, stacks).
 */
function residentByMapping(pid) {
  const totals = { files: 0, wasm: 0, other: 0 };
  let kind = 'other';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const size = Number(BigInt(`0x${mapping[2]}`) - BigInt(`0x${mapping[1]}`));
      const [, , , perms, name] = mapping;
      kind = name.startsWith('/') ? 'files' : !name && perms === 'rw-p' && size > ARENA_BYTES ? 'wasm' : 'other';
    } else if (line.startsWith('Rss:')) totals[kind] += Number(line.split(/\s+/)[1]) * 1024;
  }
  return totals;
}

/** A gauge's value from a Prometheus exposition. */
const gauge = (text, name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);

/** Resident memory and where it goes: /proc for the mappings, the server's /metrics for V8's heap. */
async function memoryOf(server, token) {
  const rss = server.rssMb();
  const mappings = residentByMapping(server.pid);
  const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const mb = (bytes) => (bytes / MB).toFixed(0);
  const heap = gauge(metrics, 'nodejs_heap_size_total_bytes');
  return {
    rss,
    breakdown:
      `V8 heap ${mb(heap)} (${mb(gauge(metrics, 'nodejs_heap_size_used_bytes'))} used), ` +
      `PGlite's WebAssembly memory ${mb(mappings.wasm)}, program files ${mb(mappings.files)}, ` +
      `other native ${mb(mappings.other - heap)} (allocator, compiled code, stacks)`,
  };
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const METRICS_TOKEN = randomBytes(16).toString('hex');
  try {
    const first = await startBuiltServer({ PGLITE_DIR: dir, METRICS_TOKEN });
    const memFirst = await memoryOf(first, METRICS_TOKEN);
    await first.stop();
    const second = await startBuiltServer({ PGLITE_DIR: dir, METRICS_TOKEN });
    await new Promise((r) => setTimeout(r, 1000));
    const memSettled = await memoryOf(second, METRICS_TOKEN);
    await second.stop();
    console.log(`first start (migrate + seed) to first answered request: ${first.firstAnswerMs.toFixed(0)} ms`);
    console.log(`restart to first answered request:                     ${second.firstAnswerMs.toFixed(0)} ms`);
    console.log(
      `resident memory after start: ${memFirst.rss.toFixed(0)} MB (first run), ${memSettled.rss.toFixed(0)} MB (restart, 1 s later)`,
    );
    console.log(`  first run, MB: ${memFirst.breakdown}`);
    console.log(`  restart, MB:   ${memSettled.breakdown}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
