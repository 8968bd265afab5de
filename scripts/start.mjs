// `npm start`: builds the storefront and serves it with the embedded database and demo data.
// Settings come from the environment or a .env file (see .env.example); the server itself says
// where it listens once it does. `npm start -- --no-build` serves the last build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { startEnvironment } from './lib/start-env.mjs';

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = startEnvironment(process.env, existsSync('.env') ? readFileSync('.env', 'utf8') : undefined);
const server = spawn(process.execPath, ['dist/server/entry.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
