// `npm run bench`: builds once, then runs every benchmark module in scripts/bench/ in turn and
// prints its figures, and at the end every figure that has a target beside it (_targets.mjs).
// Figures, not pass/fail: speed is never asserted in a timed test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { printTargets } from './bench/_targets.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const modules = readdirSync(new URL('./bench/', import.meta.url))
  .filter((file) => file.endsWith('.mjs') && !file.startsWith('_'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();
const folder = mkdtempSync(join(tmpdir(), 'bench-targets-'));
process.env.BENCH_TARGETS = join(folder, 'targets.jsonl');
try {
  for (const file of modules) {
    const { title, run } = await import(`./bench/${file}`);
    console.log(`\n## ${title}`);
    await run();
  }
  printTargets(process.env.BENCH_TARGETS);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
