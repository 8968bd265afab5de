import type { Pool, PoolClient } from 'pg';
import { metrics } from './registry.server';

// Every statement passes through here, so the cost is a clock read, a counter and one observation:
// no label, no text of the statement.

function begin(): number {
  metrics.db.inFlight += 1;
  return performance.now();
}

function finish(started: number, failed: boolean): void {
  metrics.db.inFlight -= 1;
  metrics.querySeconds.observe((performance.now() - started) / 1000);
  if (failed) metrics.queryErrors.inc();
}

type Query = (...args: unknown[]) => unknown;

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/** Replaces an object's `query` method by one that times each call, promise or callback alike. */
function timeQueries(target: object): void {
  const query = Reflect.get(target, 'query') as Query;
  const timed: Query = (...args) => {
    const started = begin();
    const callback = args.at(-1);
    try {
      if (typeof callback === 'function') {
        // node-postgres's pool calls its clients this way.
        args[args.length - 1] = (error: unknown, result: unknown) => {
          finish(started, error != null);
          return callback(error, result);
        };
        return query.apply(target, args);
      }
      const answer = query.apply(target, args);
      if (isPromise(answer)) {
        answer.then(
          () => finish(started, false),
          () => finish(started, true),
        );
      } else finish(started, false);
      return answer;
    } catch (error) {
      finish(started, true);
      throw error;
    }
  };
  Reflect.set(target, 'query', timed);
}

/**
 * Times the statements Drizzle sends to PGlite: those it sends alone and those inside a
 * transaction, which PGlite hands to a transaction object of its own. Returns the client.
 */
export function timePglite<Client extends object>(client: Client): Client {
  timeQueries(client);
  const transaction = Reflect.get(client, 'transaction') as (work: (tx: object) => Promise<unknown>) => Promise<unknown>;
  Reflect.set(client, 'transaction', (work: (tx: object) => Promise<unknown>) =>
    transaction.call(client, (tx) => {
      timeQueries(tx);
      return work(tx);
    }),
  );
  return client;
}

/** Times every statement on a PostgreSQL pool's connections, and shows its use on the pool gauge. */
export function observePool(pool: Pool): void {
  pool.on('connect', (client: PoolClient) => timeQueries(client));
  metrics.sources.pool = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
}
