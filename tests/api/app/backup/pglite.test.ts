import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { CHECKOUT_API } from '../../../../src/lib/checkout/steps/schema';
import type { OrderReceived } from '../../../../src/lib/orders/records/schema';
import { cameraJpeg } from '../../../support/image-fixtures';
import { openToOthers } from '../../../support/modes';
import { ownSeededFolder, startServer } from '../../../support/server';
import { staffClient, uploadImage } from '../../catalogue/editor/content-helpers';
import { member, own, pay } from '../../orders/records/helpers';
import { backupsIn, type Placed, printedBackup, runScript, sameShopperOn } from './helpers';

// The embedded database backed up by the running store while ten shoppers place orders, restored
// with `npm run db:restore` into a new folder, and a store started on it: every order answered
// before the backup was asked for is there, each variant's stock equals its ledger, and an
// editor's uploaded image (bytes in the database) is served the same.

describe('a backup of the embedded database taken while shoppers order', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-backup-'));
  // The live store opens a copy of the demo seeded once per build, as it would find its folder after its first start.
  const folder = ownSeededFolder();
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
    rmSync(`${folder}.lock`, { force: true });
  });
  const backups = join(root, 'backups');
  const env = { PGLITE_DIR: folder, BACKUP_DIR: backups, BACKUP_EVERY_HOURS: '0', LOG_LEVEL: 'info' };
  const picks = [own(0), own(1), own(2)];

  it('restores into a new folder a store that holds every order acknowledged before it, stock matching the ledger', async () => {
    const live = await startServer(env, 120_000);
    const shoppers: Awaited<ReturnType<typeof member>>[] = [];
    let placed: Placed[] = [];
    let asked = 0;
    let image: { id: string; bytes: Uint8Array };
    try {
      const editor = await staffClient('editor', live.url);
      const uploaded = await uploadImage(editor, await cameraJpeg(800, 600), 'kampanya.jpg');
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const id = uploaded.body.Result!.id;
      image = { id, bytes: new Uint8Array(await (await fetch(`${live.url}/images/content/${id}/640.jpg`)).arrayBuffer()) };

      for (let i = 0; i < 10; i++) shoppers.push(await member([{ pick: picks[i % picks.length]! }], live.url));
      // Ten checkouts at once; the backup is asked for as soon as the first is answered, the rest still placing.
      let first = () => {};
      const firstAnswered = new Promise<void>((done) => (first = done));
      const placing = Promise.all(
        shoppers.map(async (shopper) => {
          const answer = await pay(shopper);
          const entry = { number: answer.body.Result?.IsSucceed ? answer.body.Result.OrderNumber : null, at: performance.now() };
          first();
          return entry;
        }),
      );
      await firstAnswered;
      asked = performance.now();
      live.process.kill('SIGUSR2');
      placed = await placing;
      const deadline = Date.now() + 60_000;
      while (backupsIn(backups).length === 0 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
      // `npm run db:backup` finds the running store by the folder's lock and asks it the same way.
      printedBackup(await runScript('db-backup', [], env), backups);
      // A backup asked for just before a shutdown is finished before the database closes.
      live.process.kill('SIGUSR2');
      while (live.output().split('"msg":"backup asked for"').length < 4) await new Promise((done) => setTimeout(done, 10));
    } finally {
      await live.stop();
    }
    const log = live.output();
    expect(log.split('"msg":"backup written"')).toHaveLength(4);
    expect(log.lastIndexOf('"msg":"backup written"')).toBeLessThan(log.indexOf('"msg":"database closed"'));
    // The store was still placing when the backup was asked for: some answered before, some after.
    const before = placed.filter((p) => p.number && p.at <= asked);
    expect(before.length).toBeGreaterThan(0);
    expect(placed.filter((p) => p.at > asked).length).toBeGreaterThan(0);
    expect(placed.every((p) => p.number)).toBe(true);
    // Three backups, no partial file left: the one asked for while the shoppers were placing is restored.
    const [file, ...later] = backupsIn(backups).sort();
    expect(readdirSync(backups).sort()).toEqual([file, ...later]);
    expect(later).toHaveLength(2);

    const restoredDir = join(root, 'restored');
    const restored = await runScript('db-restore', [join(backups, file!), '--to', restoredDir], {});
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`into ${restoredDir}`);
    // As private as the live folder, though PGlite would unpack a backup's files 0666.
    expect(openToOthers(restoredDir)).toEqual([]);

    const again = await startServer({ ...env, PGLITE_DIR: restoredDir }, 120_000);
    try {
      for (const [i, shopper] of shoppers.entries()) {
        const number = placed[i]!.number!;
        if (placed[i]!.at > asked) continue;
        const received = await sameShopperOn(again, shopper.client).get<OrderReceived>(
          `${CHECKOUT_API.orderReceived}?orderNumber=${number}`,
        );
        expect(received.status, `order ${number}: ${JSON.stringify(received.body)}`).toBe(200);
      }
      const served = await fetch(`${again.url}/images/content/${image!.id}/640.jpg`);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(image!.bytes);
    } finally {
      await again.stop();
    }

    // Stock equals its ledger: what the seed gave, plus every move recorded, for each variant ordered.
    const copy = new PGlite(restoredDir);
    try {
      for (const pick of picks) {
        const { rows } = await copy.query<{ stock: number; moved: number }>(
          'select v.stock, (select coalesce(sum(delta), 0)::int from stock_moves m where m.variant_id = v.id) as moved from variants v where v.id = $1',
          [pick.variant.id],
        );
        expect(rows[0]!.stock - rows[0]!.moved, `variant ${pick.variant.id}`).toBe(pick.variant.stock);
      }
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from orders where number = any($1)', [
        before.map((p) => p.number),
      ]);
      expect(rows[0]!.n).toBe(before.length);
    } finally {
      await copy.close();
    }
    expect(readFileSync(join(backups, file!)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  }, 300_000);
});
