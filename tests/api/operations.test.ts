import { inject, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';

describe('operations', () => {
  it('answers /healthz with 200 while the database answers', async () => {
    const response = await new ApiClient().request('/healthz');
    expect(response.status).toBe(200);
    // The suite runs twice: on PGlite, and on PostgreSQL when TEST_DATABASE_URL is given.
    expect(await response.json()).toEqual({ status: 'ok', database: inject('databaseUrl') ? 'postgres' : 'pglite' });
  });

  it('answers every API call with ErrorCode 5000 in maintenance, pages still render', async () => {
    const client = new ApiClient(inject('maintenanceUrl'));
    for (const path of ['/cop-api/session', '/cop-api/localization', '/sf-api/api/anything']) {
      const answer = await client.get(path);
      expect(answer.body, path).toMatchObject({ Success: false, Exception: { ErrorCode: 5000 } });
    }
    expect((await client.request('/maintenance')).status).toBe(200);
    expect((await client.request('/healthz')).status).toBe(200);
  });

  it('hides the development outbox when DEV_OUTBOX is off', async () => {
    const client = new ApiClient(inject('maintenanceUrl'));
    expect((await client.request('/dev/outbox')).status).toBe(404);
    expect((await client.request('/dev/outbox.json')).status).toBe(404);
  });

  it('lists the development outbox when DEV_OUTBOX is on', async () => {
    const client = new ApiClient();
    const page = await client.request('/dev/outbox');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Geliştirme posta kutusu');
    const json = await client.get<unknown[]>('/dev/outbox.json?limit=5');
    expect(json.body.Success).toBe(true);
    expect(Array.isArray(json.body.Result)).toBe(true);
  });

  it('serves the catalogs through GET localization', async () => {
    const answer = await new ApiClient().get<Record<string, Record<string, unknown>>>('/cop-api/localization?lang=en');
    expect(answer.body.Result?.errors).toMatchObject({ generic: { title: 'The operation could not be performed' } });
  });
});
