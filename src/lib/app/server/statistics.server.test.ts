import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@lib/platform/index.server';
import { ANALYSE_AFTER_MS, analyseSoon, MAINTAIN_EVERY_MS, maintainEvery } from './statistics.server';

const dialect = new PgDialect();

describe('the statistics after a start', () => {
  afterEach(() => vi.useRealTimers());

  it('are refreshed once, a while after the start, and a failure is only logged', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const database = {
      execute: vi.fn(async (query: SQL) => {
        asked.push(dialect.sqlToQuery(query).sql);
        throw new Error('database closed');
      }),
    };
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    analyseSoon(database as never);
    await vi.advanceTimersByTimeAsync(ANALYSE_AFTER_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['analyze']);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'refreshing the statistics failed');
  });

  it('are kept current while the store runs: a vacuum and an analyse every quarter of an hour, a failure only logged', async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    const database = {
      execute: vi.fn(async (query: SQL) => {
        asked.push(dialect.sqlToQuery(query).sql);
        if (asked.length === 1) throw new Error('database busy');
      }),
    };
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    maintainEvery(database as never);
    await vi.advanceTimersByTimeAsync(MAINTAIN_EVERY_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'vacuuming the database failed');
    await vi.advanceTimersByTimeAsync(MAINTAIN_EVERY_MS);
    expect(asked).toEqual(['vacuum analyze', 'vacuum analyze']);
  });
});
