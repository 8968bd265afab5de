import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../../src/lib/platform/db/pglite/thread.server';

// The embedded database in its own thread (docs/decisions/0052-database-thread.md) must behave as
// PGlite on the calling thread does: rows in both shapes, PostgreSQL's error fields, a transaction
// that nobody else's statement falls into, a notice heard before the committing caller resumes.

const entry = fileURLToPath(new URL('../../src/lib/platform/db/pglite/thread-entry.server.ts', import.meta.url));
let thread: PgliteThread;

beforeAll(async () => {
  // From source the thread's module is TypeScript: tsx loads it, as the build's chunk needs nothing.
  thread = await PgliteThread.open(entry, undefined, ['--import', 'tsx']);
  await thread.exec('create table things (id int primary key, label text, made timestamptz default now())');
}, 60_000);

afterAll(async () => {
  await thread?.close();
});

describe('the database thread', () => {
  it('answers rows as objects or arrays, keeping the types Drizzle asks for as text', async () => {
    await thread.query('insert into things (id, label) values ($1, $2)', [1, 'one']);
    const asObjects = (await thread.query('select id, label from things')) as { rows: unknown[] };
    expect(asObjects.rows).toEqual([{ id: 1, label: 'one' }]);
    const asText = (await thread.query('select made from things', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } })) as {
      rows: unknown[][];
    };
    expect(typeof asText.rows[0]?.[0]).toBe('string');
    const parsed = (await thread.query('select made from things')) as { rows: { made: unknown }[] };
    expect(parsed.rows[0]?.made).toBeInstanceOf(Date);
  });

  it("carries PostgreSQL's error code and constraint to the caller", async () => {
    const failed = await thread.query('insert into things (id, label) values (1, $1)', ['again']).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ code: '23505', constraint: 'things_pkey' });
  });

  it('keeps a transaction whole: a statement from outside waits for its end, and a failure rolls it back', async () => {
    let outside: Promise<unknown> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query('insert into things (id, label) values (2, $1)', ['two']);
      outside = thread.query('select count(*)::int as n from things');
      await tx.query('insert into things (id, label) values (3, $1)', ['three']);
    });
    // The outside read ran after the commit: it saw both rows, never one.
    expect(((await outside) as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
    const thrown = await thread
      .transaction(async (tx) => {
        await tx.query('insert into things (id, label) values (4, $1)', ['four']);
        throw new Error('changed my mind');
      })
      .catch((error: Error) => error.message);
    expect(thrown).toBe('changed my mind');
    const rows = (await thread.query('select id from things where id = 4')) as { rows: unknown[] };
    expect(rows.rows).toEqual([]);
  });

  it('delivers a notice before the statement that committed it resolves', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('changes', (payload) => heard.push(payload));
    await thread.query("select pg_notify('changes', 'first')");
    expect(heard).toEqual(['first']);
    await thread.transaction(async (tx) => {
      await tx.query("select pg_notify('changes', 'second')");
      expect(heard).toEqual(['first']);
    });
    expect(heard).toEqual(['first', 'second']);
    await stop();
    await thread.query("select pg_notify('changes', 'third')");
    expect(heard).toEqual(['first', 'second']);
  });

  it('takes a snapshot of the database as a tar while it serves', async () => {
    const [tar] = await Promise.all([thread.snapshot(), thread.query('select 1')]);
    expect(Buffer.from(tar.subarray(257, 262)).toString('latin1')).toBe('ustar');
  });
});

describe('a closed database thread', () => {
  it('ends, and refuses what is asked of it after', async () => {
    const own = await PgliteThread.open(entry, undefined, ['--import', 'tsx']);
    await own.close();
    await expect(own.query('select 1')).rejects.toThrow(/stopped/);
  }, 60_000);
});
