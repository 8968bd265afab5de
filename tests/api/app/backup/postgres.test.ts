import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import type { OrderReceived } from '../../../../src/lib/orders/records/schema';
import { ApiClient } from '../../../support/api-client';
import { guestCheckoutBody, guestTotal, raceGuest, raceServer } from '../../../support/parallel';
import { ownDatabase } from '../../../support/postgres';
import { startServer } from '../../../support/server';
import { CARDS, own, placeIn } from '../../orders/records/helpers';
import { backupsIn, type Placed, printedBackup, runScript, sameShopperOn } from './helpers';

// On PostgreSQL, `npm run db:backup` is pg_dump's custom format and `npm run db:restore` is
// pg_restore into an empty database: taken while ten guests place orders, restored into a fresh
// database and served again, every order acknowledged before it is there, stock matching the
// ledger; a database that holds tables and a file that is not a dump are refused, untouched.

const harness = raceServer();

describe('a pg_dump backup taken while shoppers order', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-pgdump-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const backups = join(root, 'backups');
  const picks = [own(0), own(1), own(2)];

  it('restores into a new database a store that holds every order acknowledged before it, stock matching the ledger', async () => {
    const place = await placeIn(new ApiClient(harness.server.url), 'İstanbul');
    const shoppers: ApiClient[] = [];
    for (let i = 0; i < 10; i++) {
      const pick = picks[i % picks.length]!;
      shoppers.push(await raceGuest(harness, { variantId: pick.variant.id, productId: pick.product.id }, place));
    }
    const totals = await Promise.all(shoppers.map(guestTotal));
    const seeded = await Promise.all(
      picks.map((pick) => harness.number('select stock as n from variants where id = $1', [pick.variant.id])),
    );
    let first = () => {};
    const firstAnswered = new Promise<void>((done) => (first = done));
    const placing = Promise.all(
      shoppers.map(async (client, i): Promise<Placed> => {
        const answer = await client.post<{ IsSucceed: boolean; OrderNumber: string | null }>(
          CHECKOUT_API.checkout,
          guestCheckoutBody(totals[i]!, CARDS.approves),
        );
        first();
        return { number: answer.body.Result?.IsSucceed ? answer.body.Result.OrderNumber : null, at: performance.now() };
      }),
    );
    await firstAnswered;
    const asked = performance.now();
    const backup = runScript('db-backup', [], { DATABASE_URL: harness.databaseUrl, BACKUP_DIR: backups });
    const placed = await placing;
    const file = printedBackup(await backup, backups);
    expect(file).toMatch(/\.pgdump$/);
    const before = placed.filter((p) => p.number && p.at <= asked);
    expect(before.length).toBeGreaterThan(0);
    expect(placed.every((p) => p.number)).toBe(true);

    // Refused, one line each, nothing changed: a database that holds tables, a file that is not a dump.
    const occupied = await runScript('db-restore', [file], { DATABASE_URL: harness.databaseUrl });
    expect(occupied.code).toBe(1);
    expect(occupied.stderr.trim()).toMatch(/^The database .* is not empty \(\d+ tables and sequences\); restore into a new one/);
    expect(occupied.stderr).not.toMatch(/postgres(ql)?:\/\//); // the database by host and name, never its URL and credentials
    const fresh = await ownDatabase(inject('databaseUrl'));
    try {
      const corrupt = join(root, 'corrupt.pgdump');
      writeFileSync(corrupt, 'PGDMP but not really');
      const refused = await runScript('db-restore', [corrupt, '--to', fresh.url], {});
      expect(refused.code).toBe(1);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
      expect(refused.stderr).toContain('is not a readable pg_dump backup; nothing was restored');

      const restored = await runScript('db-restore', [file, '--to', fresh.url], {});
      expect(restored.code, restored.stderr).toBe(0);
      const again = await startServer({ DATABASE_URL: fresh.url }, 120_000);
      try {
        for (const [i, client] of shoppers.entries()) {
          if (placed[i]!.at > asked) continue;
          const number = placed[i]!.number!;
          const received = await sameShopperOn(again, client).get<OrderReceived>(`${CHECKOUT_API.orderReceived}?orderNumber=${number}`);
          expect(received.status, `order ${number}: ${JSON.stringify(received.body)}`).toBe(200);
        }
      } finally {
        await again.stop();
      }
      const sql = new pg.Client({ connectionString: fresh.url });
      await sql.connect();
      try {
        for (const [i, pick] of picks.entries()) {
          const { rows } = await sql.query<{ stock: number; moved: number }>(
            'select v.stock, (select coalesce(sum(delta), 0)::int from stock_moves m where m.variant_id = v.id) as moved from variants v where v.id = $1',
            [pick.variant.id],
          );
          const ordered = placed.filter((_, n) => n % picks.length === i && placed[n]!.at <= asked).length;
          expect(rows[0]!.stock - rows[0]!.moved, `variant ${pick.variant.id}`).toBe(seeded[i]);
          expect(-rows[0]!.moved).toBeGreaterThanOrEqual(ordered);
        }
      } finally {
        await sql.end();
      }
    } finally {
      await fresh.drop();
    }
    expect(backupsIn(backups)).toHaveLength(1);
  }, 300_000);
});
