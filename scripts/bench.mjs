// `npm run bench`: builds once, then runs every benchmark module in scripts/bench/ in turn and
// prints its figures. Figures, not pass/fail: speed is never asserted in a timed test.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const modules = readdirSync(new URL('./bench/', import.meta.url))
  .filter((file) => file.endsWith('.mjs') && !file.startsWith('_'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();
for (const file of modules) {
  const { title, run } = await import(`./bench/${file}`);
  console.log(`\n## ${title}`);
  await run();
}
