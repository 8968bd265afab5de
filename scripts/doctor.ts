// `npm run doctor`: what keeps this store from going live, one line each, then a summary; exit
// code 1 while anything does. It reads the settings `npm start` reads (.env, then the environment)
// and the database they name; docs/operating.md, "Going live", and decision 0046 have more.
import { existsSync, readFileSync } from 'node:fs';
import { doctorCommand } from '@lib/app/index.server';
import { startEnvironment } from './lib/start-env.mjs';

const environment = startEnvironment(process.env, existsSync('.env') ? readFileSync('.env', 'utf8') : undefined);
// The database is opened by the store's own code, which reads its settings from process.env.
Object.assign(process.env, environment);
const { lines, code } = await doctorCommand(environment);
console.log(lines.join('\n'));
process.exitCode = code;
