import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

// Named prepared statements on PGlite, as the store uses on PostgreSQL (prepared.server.ts,
// docs/decisions/0054-named-statements-on-pglite.md). PGlite's query() parses and plans its text
// afresh on every call, in six round trips into the WebAssembly (parse, describe, bind, describe,
// execute, sync): measured here, 0.7 ms for a one-row join and 0.6 ms for a one-row update. A
// statement parsed once under a name is then bound and executed in one round trip: 0.13–0.22 ms.

const { serialize } = protocol;

/** Texts named at most: each holds a parsed statement (and its plan) in the database's memory. */
const MAX_NAMED = 1_000;

interface Named {
  name: string;
  /** The parameters' types, as the database read them from the text. */
  types: number[];
}

const namedByClient = new WeakMap<PGlite, Map<string, Named>>();

// One message of several protocol messages: the database reads them in order, in one crossing.
const joined = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

/** The statement named for a text, parsed now on first use; undefined once MAX_NAMED are named. */
async function namedFor(pg: PGlite, text: string): Promise<Named | undefined> {
  let named = namedByClient.get(pg);
  if (!named) {
    named = new Map();
    namedByClient.set(pg, named);
  }
  const known = named.get(text);
  if (known || named.size >= MAX_NAMED) return known;
  const name = `store_${named.size}`;
  const { messages } = await pg.execProtocol(
    joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    {
      syncToFs: false,
    },
  );
  // Kept only once the database took it: a text it refused is refused again on its next call.
  const statement = { name, types: parse.parseDescribeStatementResults(messages) };
  named.set(text, statement);
  return statement;
}

/**
 * Runs a statement with parameters as PGlite's query() would, under the name its text was given.
 * `inTransaction`: a statement of an open transaction, whose lock the caller already holds; any
 * other takes PGlite's transaction lock, as query() does, and is written to the file system after.
 * Undefined when the text cannot be named (the bound is reached): the caller runs query().
 */
export async function runNamed(
  pg: PGlite,
  text: string,
  params: readonly unknown[],
  options: QueryOptions,
  inTransaction: boolean,
): Promise<Results | undefined> {
  const run = () =>
    pg.runExclusive(async () => {
      const named = await namedFor(pg, text);
      if (!named) return undefined;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = pg.serializers[named.types[i] ?? 0];
        return serializer ? serializer(param) : String(param);
      });
      const message = joined([
        serialize.bind({ statement: named.name, values: values as (string | null)[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      const { messages } = await pg.execProtocol(message, { syncToFs: false });
      if (!inTransaction) await pg.syncToFs();
      return parse.parseResults(messages, pg.parsers, options)[0];
    });
  return inTransaction ? run() : pg._runExclusiveTransaction(run);
}
