import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@lib/platform/index.server';
import { MAINTAIN_AFTER_MS, MAINTAIN_EVERY_MS, maintainEvery, maintainNow, maintainSoon } from './statistics.server';

const dialect = new PgDialect();

/** A database that records each statement it is asked, failing the first one. */
function recordingDatabase() {
  const asked: string[] = [];
  const database = {
    execute: async (query: SQL) => {
      asked.push(dialect.sqlToQuery(query).sql);
      if (asked.length === 1) throw new Error('database busy');
    },
  };
  return { asked, database: database as never };
}

describe('the embedded database just seeded', () => {
  it('is vacuumed and analysed before the caller goes on, and a failure stops it', async () => {
    const { asked, database } = recordingDatabase();
    await expect(maintainNow(database)).rejects.toThrow('database busy');
    await maintainNow(database);
    expect(asked).toEqual(['vacuum analyze', 'vacuum analyze']);
  });
});

describe('the embedded database after a start', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is vacuumed and analysed once, a while after the start, and a failure is only logged', async () => {
    const { asked, database } = recordingDatabase();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    maintainSoon(database);
    await vi.advanceTimersByTimeAsync(MAINTAIN_AFTER_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(MAINTAIN_AFTER_MS * 3);
    expect(asked).toEqual(['vacuum analyze']);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'vacuuming the database failed');
  });

  it('are kept current while the store runs: a vacuum and an analyse every quarter of an hour, a failure only logged', async () => {
    const { asked, database } = recordingDatabase();
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    maintainEvery(database);
    await vi.advanceTimersByTimeAsync(MAINTAIN_EVERY_MS - 1);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'vacuuming the database failed');
    await vi.advanceTimersByTimeAsync(MAINTAIN_EVERY_MS);
    expect(asked).toEqual(['vacuum analyze', 'vacuum analyze']);
  });
});
