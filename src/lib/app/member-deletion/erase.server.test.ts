import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Deleting an account keeps the member's requests for their data as the record that they asked
// (docs/operating.md, "A member's data"), unlinked, with the file and its link gone; nobody else's
// request changes. Over an in-memory database with every migration.

describe('erasing a member', () => {
  let platform: typeof import('@lib/platform/index.server');
  beforeAll(async () => {
    process.env.PGLITE_DIR = 'memory://';
    platform = await import('@lib/platform/index.server');
  });
  afterAll(async () => {
    await platform.closeDb();
  });

  it('keeps their data requests unlinked, the file, the link and a build in progress ended, and leaves another member’s alone', async () => {
    const { customers } = await import('@lib/account/index.server');
    const { dataExports } = await import('../data-export/tables.server');
    const { eraseCustomer } = await import('./erase.server');
    const database = await platform.db();
    const member = { firstName: 'Ayşe', lastName: 'Yılmaz', passwordHash: 'x' };
    const [leaving, staying] = await database
      .insert(customers)
      .values([
        { ...member, email: 'ayse@example.com' },
        { ...member, email: 'other@example.com' },
      ])
      .returning();
    const at = new Date('2026-11-20T10:00:00Z');
    const request = { requestedAt: at, lang: 'tr', file: '{"profile":{}}', tokenHash: 'hash', sizeBytes: 14 };
    await database.insert(dataExports).values([
      { ...request, customerId: leaving!.id, status: 'downloaded', file: null, tokenHash: 'hash-1' },
      { ...request, customerId: leaving!.id, status: 'ready', tokenHash: 'hash-2' },
      { ...request, customerId: leaving!.id, status: 'building', file: null, tokenHash: null },
      { ...request, customerId: staying!.id, status: 'ready', tokenHash: 'hash-3' },
    ]);

    await eraseCustomer(leaving!, 'tr');

    const rows = await database.select().from(dataExports).orderBy(dataExports.id);
    expect(rows.map((r) => [r.customerId, r.status, r.file, r.tokenHash, r.requestedAt.toISOString()])).toEqual([
      [null, 'downloaded', null, null, at.toISOString()],
      [null, 'expired', null, null, at.toISOString()],
      [null, 'expired', null, null, at.toISOString()],
      [staying!.id, 'ready', request.file, 'hash-3', at.toISOString()],
    ]);
  });
});
