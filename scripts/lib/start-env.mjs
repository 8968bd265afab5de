// The environment `npm start` gives the server: the store's development defaults, then a .env
// file when there is one, then the real environment, each overriding the one before.
import { parseEnv } from 'node:util';

/** Development defaults for `npm start`: local address, outbox on. */
const START_DEFAULTS = { PORT: '4321', HOST: 'localhost', DEV_OUTBOX: '1' };

/** The server's environment from the process environment and the text of .env (undefined: no file). */
export function startEnvironment(environment, envFile) {
  return { ...START_DEFAULTS, ...(envFile === undefined ? {} : parseEnv(envFile)), ...environment };
}
