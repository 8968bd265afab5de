import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@lib/platform/db/client.server';

let database: Db;

beforeAll(async () => {
  process.env.PGLITE_DIR = 'memory://';
  const { db } = await import('@lib/platform/db/client.server');
  database = await db();
});

afterAll(async () => {
  const { closeDb } = await import('@lib/platform/db/client.server');
  await closeDb();
});

describe('searches that found nothing', () => {
  it('counts each text per language, keeps nothing personal, and forgets what was asked once long ago', async () => {
    const { listMisses, recordMiss } = await import('./misses.server');
    await database.execute(sql`insert into search_misses (query, lang, times, first_at, last_at) values
      ('eski tek', 'tr', 1, now() - interval '40 days', now() - interval '40 days'),
      ('eski sık', 'tr', 9, now() - interval '40 days', now() - interval '40 days')`);
    await Promise.all([
      recordMiss('Mor  Şal', 'tr'),
      recordMiss('mor şal', 'tr'),
      recordMiss('mor şal', 'en'),
      recordMiss('ali@example.com', 'tr'),
    ]);
    const misses = (await listMisses()).map((m) => [m.query, m.lang, m.times]);
    expect(misses).toEqual([
      ['eski sık', 'tr', 9],
      ['mor şal', 'tr', 2],
      ['mor şal', 'en', 1],
    ]);
  });
});
