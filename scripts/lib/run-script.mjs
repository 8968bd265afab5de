// `npm run doctor`, `db:backup`, `db:restore`, `db:seed`, `editor:add`, `content:export`: the
// operator's commands. Each is built beside the server (dist/server/scripts) and runs from there,
// the same code as the store it looks after, started in a second rather than the several that
// compiling its TypeScript took; where there is no build, or the sources changed after it (a
// developer between builds), it runs from source with tsx (docs/decisions/0060).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRIEF_NODE_FLAGS } from './brief-process.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** The commands built beside the server. */
const NAMES = ['db-backup', 'db-restore', 'doctor', 'editor-add', 'content-export', 'seed'];

/** The entries the build adds for them (astro.config.mjs). */
export const OPERATOR_SCRIPTS = NAMES.map((name) => ({ id: join(root, 'scripts', `${name}.ts`), fileName: `scripts/${name}.mjs` }));

/** The newest modification time of a file under `folder`, 0 when there is none. */
function newest(folder) {
  if (!existsSync(folder)) return 0;
  let latest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  return latest;
}

/** The built command when the build is newer than every source it was made from, else undefined. */
export function builtScript(name, at = root) {
  const built = join(at, 'dist/server/scripts', `${name}.mjs`);
  if (!existsSync(built)) return undefined;
  const sources = Math.max(...['src', 'scripts', 'drizzle'].map((folder) => newest(join(at, folder))));
  return sources <= statSync(built).mtimeMs ? built : undefined;
}

/** The command and arguments that run the script `name`. */
export function scriptCommand(name, args = [], at = root) {
  const built = builtScript(name, at);
  return built
    ? [process.execPath, [...BRIEF_NODE_FLAGS, built, ...args]]
    : [process.execPath, [join(at, 'node_modules/tsx/dist/cli.mjs'), join(at, 'scripts', `${name}.ts`), ...args]];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [name = '', ...args] = process.argv.slice(2);
  if (!NAMES.includes(name)) {
    console.error(`run-script: unknown command ${name}; one of ${NAMES.join(', ')}`);
    process.exit(2);
  }
  const [command, commandArgs] = scriptCommand(name, args);
  const child = spawn(command, commandArgs, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
