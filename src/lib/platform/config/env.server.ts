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

/** A schema problem as one line naming its variable. */
const line = (issue: { path: PropertyKey[]; message: string }) => `${issue.path.join('.')}: ${issue.message}`;

/** Parses an environment; throws a ConfigError naming every variable that is wrong. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(input(source));
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map(line);
  throw new ConfigError(`Invalid environment variable ${issues.join('; ')}`);
}

/** Every problem of an environment, one line each, and the settings as far as they read (for `npm run doctor`). */
export function checkEnv(source: NodeJS.ProcessEnv): { settings: Env; problems: string[] } {
  const values = input(source);
  const parsed = envSchema.safeParse(values);
  if (parsed.success) return { settings: parsed.data, problems: [] };
  const problems = parsed.error.issues.map(line);
  // zod checks the rules across keys (a provider's required settings) only once every key reads.
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const rest = envSchema.safeParse(Object.fromEntries(Object.entries(values).filter(([key]) => !wrong.has(key))));
  for (const issue of rest.error?.issues ?? []) if (!problems.includes(line(issue))) problems.push(line(issue));
  // Key by key, without the rules across keys: each value that reads, else its default, so the
  // doctor checks the rest as well.
  const settings = Object.fromEntries(
    Object.entries(envSchema.shape).map(([key, schema]) => {
      const one = schema.safeParse(values[key]);
      return [key, one.success ? one.data : schema.parse(undefined)];
    }),
  ) as Env;
  return { settings, problems };
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

/**
 * Makes the built server load its libraries' production builds: React and react-dom choose theirs
 * by NODE_ENV when first required, and the server leaves them to node_modules rather than bundling
 * them. A NODE_ENV already set (a test runner's "test") stays.
 */
export function runAsProduction(): void {
  process.env.NODE_ENV ??= 'production';
}
