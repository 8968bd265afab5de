import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNamed } from './named.server';

// The database's thread runs every statement with parameters through runNamed: it must answer
// exactly as PGlite's query() does, in and out of transactions, with PostgreSQL's errors.
describe('named statements on PGlite', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`create table pieces (id serial primary key, name text not null unique, stock int not null, added timestamptz not null default now(), tags text[], data jsonb);
      insert into pieces (name, stock, tags, data) values ('coat', 3, '{winter,wool}', '{"size":"M"}'), ('scarf', 0, null, null);`);
  });
  afterAll(() => pg.close());

  const select = 'select id, name, stock, added, tags, data from pieces where stock >= $1 and name <> $2 order by id';

  it('answers as query() does, in either row mode, again and again', async () => {
    for (const options of [{ rowMode: 'object' as const }, { rowMode: 'array' as const }]) {
      const plain = await pg.query(select, [0, 'none'], options);
      for (let i = 0; i < 3; i += 1) {
        const named = await runNamed(pg, select, [0, 'none'], options, false);
        expect(named?.rows).toEqual(plain.rows);
        expect(named?.fields).toEqual(plain.fields);
      }
    }
    expect((await runNamed(pg, select, [1, 'none'], {}, false))?.rows).toHaveLength(1);
  });

  it('writes with the parameters serialized by their types, and counts what it changed', async () => {
    const insert = 'insert into pieces (name, stock, tags, data, added) values ($1, $2, $3, $4, $5) returning id';
    const at = new Date('2026-11-28T10:00:00Z');
    const made = await runNamed(pg, insert, ['hat', 5, ['felt'], JSON.stringify({ size: 'L' }), at], {}, false);
    expect(made?.rows).toHaveLength(1);
    const [row] = (
      await pg.query<{ tags: string[]; data: unknown; added: Date }>('select tags, data, added from pieces where name = $1', ['hat'])
    ).rows;
    expect(row).toEqual({ tags: ['felt'], data: { size: 'L' }, added: at });
    const update = await runNamed(pg, 'update pieces set stock = stock + $1 where stock > $2', [1, 0], {}, false);
    expect(update?.affectedRows).toBe(2);
  });

  it("keeps PostgreSQL's error and its code, and the next statement runs", async () => {
    const insert = 'insert into pieces (name, stock) values ($1, $2)';
    await expect(runNamed(pg, insert, ['coat', 1], {}, false)).rejects.toMatchObject({ code: '23505', constraint: 'pieces_name_key' });
    await expect(runNamed(pg, 'select no_such_column from pieces where id = $1', [1], {}, false)).rejects.toMatchObject({ code: '42703' });
    expect((await runNamed(pg, 'select count(*)::int as n from pieces where id > $1', [0], {}, false))?.rows).toEqual([{ n: 3 }]);
  });

  it('runs inside a transaction under its lock, and rolls back with it', async () => {
    const before = (await pg.query<{ n: number }>('select count(*)::int as n from pieces')).rows[0]?.n;
    await expect(
      pg.transaction(async (tx) => {
        await runNamed(pg, 'insert into pieces (name, stock) values ($1, $2)', ['gloves', 2], {}, true);
        // Seen inside the transaction, as the transaction's own statements see it.
        expect((await tx.query<{ n: number }>('select count(*)::int as n from pieces')).rows[0]?.n).toBe((before ?? 0) + 1);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await pg.query<{ n: number }>('select count(*)::int as n from pieces')).rows[0]?.n).toBe(before);
    // The statement named inside the rolled-back transaction is still there for the next call.
    await runNamed(pg, 'insert into pieces (name, stock) values ($1, $2)', ['gloves', 2], {}, false);
    expect((await pg.query('select 1 from pieces where name = $1', ['gloves'])).rows).toHaveLength(1);
  });

  it('waits for an open transaction before a statement from outside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    let opened!: () => void;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const transaction = pg.transaction(async (tx) => {
      await tx.query('update pieces set stock = $1 where name = $2', [40, 'coat']);
      opened();
      await held;
      order.push('transaction ends');
    });
    await open;
    const outside = runNamed(pg, 'select stock from pieces where name = $1', ['coat'], {}, false).then((answer) => {
      order.push('outside reads');
      return answer?.rows;
    });
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    expect(await outside).toEqual([{ stock: 40 }]);
    expect(order).toEqual(['transaction ends', 'outside reads']);
  });
});
