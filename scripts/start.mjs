// `npm start`: builds the storefront and serves it with the embedded database and demo data.
// Settings come from the environment or a .env file (see .env.example).
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { PORT: '4321', HOST: 'localhost', DEV_OUTBOX: '1', ...process.env };
console.log(`Serving the storefront at http://localhost:${env.PORT} (development outbox at /dev/outbox)`);
const server = spawn(process.execPath, ['--env-file-if-exists=.env', 'dist/server/entry.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
