import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { openToOthers } from '../support/modes';
import { latestCode, registration, startRegistration } from './account/members/helpers';
import { starting, startServer } from '../support/server';

describe('the embedded database on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // The first start seeds the demo into the empty folder: some 7 s of a core alone (the "demo data"
  // stage of `npm test`), over 30 s beside the browser. Each start may take the 60 s startServer
  // allows, so the test gets both of those and a margin, not the suite's 30 s.
  it('keeps what was written across a restart, and seeds only the first time', starting(2), async () => {
    const env = { PGLITE_DIR: dir, LOG_LEVEL: 'info' };
    const first = await startServer(env);
    const client = new ApiClient(first.url);
    const written = await client.post<{ Guid: string }>('/cop-api/partner-guid', { Partner: 'kept' });
    expect(written.status).toBe(200);
    // A one-time code sent before the restart still verifies after it (its signing key is kept).
    const form = registration();
    const started = await startRegistration(client, form);
    const code = await latestCode(client, form.CellPhone as string);
    await first.stop();
    expect(first.process.exitCode).toBe(0);
    expect(first.output()).toContain('demo data seeded');
    // Created, migrated and seeded by the seeding child, then served: nothing in it for other local users.
    expect(openToOthers(dir)).toEqual([]);

    const second = await startServer(env);
    try {
      const again = new ApiClient(second.url);
      for (const [name, value] of client.cookies) again.cookies.set(name, value);
      expect((await again.get('/cop-api/partner-guid')).body.Result).toEqual(written.body.Result);
      const verified = await again.post<{ Step: string }>('/cop-api/customer/verify-new-customer-phone', {
        RequestId: (started.body.Result as { RequestId: string }).RequestId,
        Otp: code,
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(verified.body.Result?.Step).toBe('email');
      expect(second.output()).not.toContain('demo data seeded');
    } finally {
      await second.stop();
    }
  });
});
