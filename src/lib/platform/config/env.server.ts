import { type Env, envSchema } from './schema';
import { StartupError } from './startup-error';

export type { Env } from './schema';

/** A setting that does not parse; its message names the variable, for a one-line start error. */
export class ConfigError extends StartupError {
  override name = 'ConfigError';
}

/**
 * The environment as the schema reads it. An empty value counts as unset (a `.env` line such as
 * `DATABASE_URL=` means "the default"). Unit tests run silent unless they ask for a log level: the
 * errors they provoke on purpose would otherwise read like failures.
 */
function input(source: NodeJS.ProcessEnv): Record<string, string> {
  const values = Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => !!entry[1]));
  if (values.VITEST && !values.LOG_LEVEL) values.LOG_LEVEL = 'silent';
  return values;
}

/** Parses an environment; throws a ConfigError naming every variable that is wrong. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(input(source));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid environment variable ${issues.join('; ')}`);
}

let cached: Env | undefined;

/** The server's settings, read from the environment once; the only place that reads process.env. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The environment a child program runs with (pg_dump, pg_restore): this process's, plus `extra`. */
export function childEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
