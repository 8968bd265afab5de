import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

// On PostgreSQL every statement Drizzle sends with parameters goes as a named prepared statement:
// node-postgres parses it once per connection and then only binds and executes, and the server
// plans it once per connection instead of on every call (after five runs it keeps a generic plan
// when that costs no more). The store's statements are written in code, so their texts are few;
// names are given to the first MAX_NAMED texts only, which bounds what each connection holds.
// Decision 0052 ("Prepared statements on PostgreSQL") says what an operator must know.

const MAX_NAMED = 1_000;
const names = new Map<string, string>();

/** The name a statement's text is prepared under; none once MAX_NAMED texts have one. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown };
type Query = (...args: unknown[]) => unknown;

/** Makes a connection send the pool's parameterised statements as named ones. */
function prepareOn(client: PoolClient): void {
  const query = client.query as unknown as Query;
  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const [config, values] = args;
    if (config && typeof config === 'object' && typeof (config as QueryConfig).text === 'string' && !(config as QueryConfig).name) {
      const parameters = Array.isArray(values) ? values : (config as { values?: unknown[] }).values;
      const name = parameters && parameters.length > 0 ? statementName((config as { text: string }).text) : undefined;
      if (name) args[0] = { ...config, name };
    }
    return query.apply(client, args);
  };
}

/** Every connection the pool opens from now on prepares its statements (see above). */
export function preparedStatements(pool: Pool): void {
  pool.on('connect', prepareOn);
}
