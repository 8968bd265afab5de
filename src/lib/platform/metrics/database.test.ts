import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { observePool, timePglite } from './database.server';
import { metrics } from './registry.server';

/** The query histogram's count, the error count and the statements in flight, as a scrape reads them. */
async function reading() {
  const histogram = await metrics.querySeconds.get();
  const errors = await metrics.queryErrors.get();
  const inFlight = await metrics.queriesInFlight.get();
  return {
    count: histogram.values.find((v) => v.metricName === 'storefront_db_query_duration_seconds_count')?.value ?? 0,
    errors: errors.values[0]?.value ?? 0,
    inFlight: inFlight.values[0]?.value ?? 0,
  };
}

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('database statements on the metrics', () => {
  it('times PGlite statements, alone and inside a transaction, counts failures and those in flight', async () => {
    const pending = deferred<string>();
    const inTransaction: string[] = [];
    const client = {
      query: (text: string) =>
        text === 'wait' ? pending.promise : text === 'fail' ? Promise.reject(new Error('no')) : Promise.resolve(text),
      transaction: (work: (tx: { query: (text: string) => Promise<string> }) => Promise<unknown>) =>
        work({
          query: async (text) => {
            inTransaction.push(text);
            return text;
          },
        }),
    };
    const before = await reading();
    expect(timePglite(client)).toBe(client);

    expect(await client.query('select 1')).toBe('select 1');
    await expect(client.query('fail')).rejects.toThrow('no');
    const waiting = client.query('wait');
    expect((await reading()).inFlight).toBe(before.inFlight + 1);
    pending.resolve('done');
    expect(await waiting).toBe('done');
    await client.transaction(async (tx) => {
      await tx.query('insert');
      await tx.query('update');
    });

    const after = await reading();
    expect(inTransaction).toEqual(['insert', 'update']);
    expect(after.count - before.count).toBe(5);
    expect(after.errors - before.errors).toBe(1);
    expect(after.inFlight).toBe(before.inFlight);
  });

  it("times a pool's statements in the callback form its pool uses, and reads the pool's use when scraped", async () => {
    const pool = Object.assign(new EventEmitter(), { totalCount: 3, idleCount: 1, waitingCount: 2 });
    observePool(pool as unknown as Pool);
    const answers: unknown[] = [];
    const connection = {
      query: (text: string, _values: unknown, callback: (error: unknown, result: unknown) => void) => {
        setImmediate(() => (text === 'fail' ? callback(new Error('no'), undefined) : callback(null, text)));
      },
    };
    pool.emit('connect', connection);
    const before = await reading();
    await new Promise((done) => connection.query('select 1', [], (_e, result) => done(answers.push(result))));
    await new Promise((done) => connection.query('fail', [], (error) => done(answers.push(error))));

    const after = await reading();
    expect(answers[0]).toBe('select 1');
    expect(answers[1]).toBeInstanceOf(Error);
    expect(after.count - before.count).toBe(2);
    expect(after.errors - before.errors).toBe(1);
    expect(after.inFlight).toBe(before.inFlight);
    const text = await metrics.registry.getSingleMetricAsString('storefront_db_pool_clients');
    expect(text).toContain('storefront_db_pool_clients{state="total"} 3');
    expect(text).toContain('storefront_db_pool_clients{state="idle"} 1');
    expect(text).toContain('storefront_db_pool_clients{state="waiting"} 2');
  });
});
