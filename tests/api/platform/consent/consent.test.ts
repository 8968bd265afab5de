import { describe, expect, it } from 'vitest';
import { CONSENT_API } from '../../../../src/lib/platform/consent/rules';
import type { ConsentReceipt } from '../../../../src/lib/platform/consent/schema';
import { ApiClient } from '../../../support/api-client';
import { registerCustomer } from '../../account/members/helpers';
import { EDITOR_API } from '../../../../src/lib/catalogue/content/api';
import { edited, loadPage, marker, saveOver, staffClient } from '../../catalogue/editor/content-helpers';

// POST /cop-api/consent over HTTP: the proof of a cookie choice, with the cookie policy's live
// version and the time the server sets, refusing what an attacker would send. What is stored
// (nothing about a visitor, the member when signed in) is read in records.test.ts.

const record = (client: ApiClient, body: unknown, options?: Parameters<ApiClient['post']>[2]) =>
  client.post<ConsentReceipt>(CONSENT_API, body, options);

describe('recording a cookie choice', () => {
  it("answers a receipt, the cookie policy's live version and the server's time", async () => {
    const client = new ApiClient();
    const before = Date.now();
    const answer = await record(client, { Analytics: false, Marketing: false });
    expect(answer.status).toBe(200);
    const { Receipt, Version, RecordedAt } = answer.body.Result!;
    expect(Receipt).toMatch(/^[\w-]{22}$/);
    // The cookie policy page (src/content/pages/<lang>/cerez-politikasi.md) is published, so it has a version.
    expect(Version).toBeGreaterThanOrEqual(1);
    expect(Date.parse(RecordedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(RecordedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    const again = await record(client, { Analytics: true, Marketing: true });
    expect(again.body.Result!.Receipt).not.toBe(Receipt);
    expect(again.body.Result!.Version).toBe(Version);
  });

  it('records under the version editors published, not a draft saved since, and moves with the next publication', async () => {
    const publisher = await staffClient('publisher');
    const detail = await loadPage(publisher, 'page', 'cerez-politikasi');
    const live = (await record(new ApiClient(), { Analytics: true, Marketing: false })).body.Result!.Version;
    const draft = await saveOver(
      publisher,
      detail,
      edited(detail.latest.document, { tr: { body: `${detail.latest.document.tr.body}\n\n${marker('Taslak')}` } }),
    );
    expect(draft.number).toBeGreaterThan(live);
    expect((await record(new ApiClient(), { Analytics: true, Marketing: false })).body.Result!.Version).toBe(live);
    const published = await publisher.post(EDITOR_API.publish('page', 'cerez-politikasi'), { number: draft.number });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect((await record(new ApiClient(), { Analytics: true, Marketing: false })).body.Result!.Version).toBe(draft.number);
  });

  it("records a signed-in member's choice too", async () => {
    const { client } = await registerCustomer();
    const answer = await record(client, { Analytics: true, Marketing: false });
    expect(answer.status).toBe(200);
    expect(answer.body.Result!.Receipt).toMatch(/^[\w-]{22}$/);
  });

  it('refuses a call without the verification header or from another site, recording nothing', async () => {
    const client = new ApiClient();
    expect((await record(client, { Analytics: true, Marketing: true }, { token: false })).status).toBe(403);
    expect((await record(client, { Analytics: true, Marketing: true }, { token: 'forged' })).status).toBe(403);
    expect((await record(client, { Analytics: true, Marketing: true }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('refuses bad bodies with a message naming no wire field, and the browser’s word on version or time', async () => {
    const client = new ApiClient();
    for (const body of [
      {},
      { Analytics: true },
      { Analytics: 'true', Marketing: 'false' },
      { Analytics: 1, Marketing: 0 },
      { Analytics: true, Marketing: true, Version: 99 },
      { Analytics: true, Marketing: true, RecordedAt: '2020-01-01T00:00:00Z' },
      { Analytics: true, Marketing: true, CustomerId: 1 },
      [true, true],
      'yes',
    ]) {
      const answer = await record(client, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const messages = [answer.body.Message, ...Object.values(answer.body.Exception?.FieldErrors ?? {})].join(' ');
      expect(messages).not.toMatch(/Analytics|Marketing|Version|RecordedAt|CustomerId/);
    }
    expect((await record(client, undefined, { raw: '{"Analytics": true,' })).status).toBe(400);
    const huge = await record(client, undefined, { raw: JSON.stringify({ Analytics: true, Marketing: true, pad: 'x'.repeat(200_000) }) });
    expect(huge.status).toBe(413);
  });

  it('holds back a flood from one session, parallel calls included, with the throttle’s 429', async () => {
    const client = new ApiClient();
    await client.verificationToken();
    const answers = await Promise.all(Array.from({ length: 14 }, () => record(client, { Analytics: true, Marketing: false })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(answers.find((answer) => answer.status === 429)?.body.Exception?.ErrorCode).toBe('E107');
    // Another shopper is not held back by this one.
    expect((await record(new ApiClient(), { Analytics: false, Marketing: false })).status).toBe(200);
  });
});
