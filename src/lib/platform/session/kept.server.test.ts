import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from './session.server';

// Sessions kept in process on PGlite: exact, so a logout, a password change or an erasure racing a
// read can never leave an ended session answering; never on PostgreSQL.

let kind: 'pglite' | 'postgres' = 'pglite';
vi.mock('@lib/platform/db/client.server', () => ({ dbKind: async () => kind }));

/** The module afresh (its kept sessions and its choice of database start empty). */
async function fresh(on: 'pglite' | 'postgres' = 'pglite') {
  kind = on;
  vi.resetModules();
  return import('./kept.server');
}

const at = new Date('2026-11-26T00:00:00Z');
const session = (idHash: string, customerId: number | null = null): Session => ({
  idHash,
  customerId,
  csrfToken: 't',
  data: { cartId: 7 },
  expiresAt: new Date(at.getTime() + 60_000),
});

/** A read of the database that counts its calls and answers the row given. */
function reader(row: Session | undefined) {
  const read = vi.fn(async () => (row ? { ...row, data: structuredClone(row.data) } : undefined));
  return read;
}

describe('sessions kept in process', () => {
  beforeEach(() => vi.clearAllMocks());

  it('answers a session read once from then on, each answer a copy of its own, until it expires', async () => {
    const { sessionByHash } = await fresh();
    const read = reader(session('a'));
    const first = await sessionByHash('a', at, read);
    first!.data.cartId = 99;
    expect(await sessionByHash('a', at, read)).toEqual(session('a'));
    expect(read).toHaveBeenCalledTimes(1);
    await sessionByHash('a', new Date(at.getTime() + 60_000), reader(undefined));
    expect(await sessionByHash('a', at, read)).toEqual(session('a'));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets a session around its write, and a read racing the write keeps nothing', async () => {
    const { forgetAround, sessionByHash } = await fresh();
    await sessionByHash('a', at, reader(session('a')));
    await forgetAround({ idHash: 'a' }, async () => undefined);
    const after = reader(undefined);
    expect(await sessionByHash('a', at, after)).toBeUndefined();
    expect(after).toHaveBeenCalledTimes(1);
    // A read that began before a logout answers the row it found, but the logout's end wins.
    let finish: (row: Session) => void = () => {};
    let begun: () => void = () => {};
    const reading = new Promise<void>((ready) => (begun = ready));
    const slow = sessionByHash('b', at, () => {
      begun();
      return new Promise<Session>((done) => (finish = done));
    });
    await reading;
    const logout = forgetAround({ idHash: 'b' }, async () => undefined);
    finish(session('b'));
    expect(await slow).toEqual(session('b'));
    await logout;
    const gone = reader(undefined);
    expect(await sessionByHash('b', at, gone)).toBeUndefined();
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it("forgets every session of a customer at once (a password change, an erasure), and no one else's", async () => {
    const { forgetAround, sessionByHash } = await fresh();
    for (const [id, customer] of [
      ['a', 5],
      ['b', 5],
      ['c', 6],
    ] as const)
      await sessionByHash(id, at, reader(session(id, customer)));
    await forgetAround({ customerId: 5 }, async () => undefined);
    const read = reader(undefined);
    expect(await sessionByHash('a', at, read)).toBeUndefined();
    expect(await sessionByHash('b', at, read)).toBeUndefined();
    expect(await sessionByHash('c', at, read)).toEqual(session('c', 6));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing on PostgreSQL, where another process may end a session', async () => {
    const { sessionByHash } = await fresh('postgres');
    const read = reader(session('a'));
    await sessionByHash('a', at, read);
    await sessionByHash('a', at, read);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
