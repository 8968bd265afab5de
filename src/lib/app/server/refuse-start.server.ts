import { StartupError } from '@lib/platform';
import { logger } from '@lib/platform/index.server';

/** Stops the start: one line for a person (a wrong setting, a folder in use), a logged fault otherwise. */
export function refuseToStart(error: unknown): never {
  if (error instanceof StartupError) process.stderr.write(`${error.message}\n`);
  else logger.fatal({ err: error }, 'the database could not be prepared; not starting');
  process.exit(1);
}
