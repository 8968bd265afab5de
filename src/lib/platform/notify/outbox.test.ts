import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('sandbox notifier', () => {
  beforeAll(() => {
    process.env.PGLITE_DIR = 'memory://';
  });
  afterAll(async () => {
    const { closeDb } = await import('@lib/platform/db/client.server');
    await closeDb();
  });

  it('keeps every message and lists them newest first, per recipient', async () => {
    const { notifier } = await import('./index.server');
    const { listOutbox } = await import('./outbox.server');
    await notifier().send({ channel: 'sms', recipient: '5321234567', body: 'first 111111' });
    await notifier().send({ channel: 'email', recipient: 'a@example.com', subject: 'Kod', body: 'second' });
    await notifier().send({ channel: 'sms', recipient: '5321234567', body: 'third 222222' });
    const all = await listOutbox();
    expect(all.map((m) => m.body)).toEqual(['third 222222', 'second', 'first 111111']);
    expect((await listOutbox({ recipient: '5321234567', limit: 1 })).map((m) => m.body)).toEqual(['third 222222']);
  });

  it('refuses a malformed message', async () => {
    const { notifier } = await import('./index.server');
    await expect(notifier().send({ channel: 'sms', recipient: '', body: 'x' })).rejects.toThrow();
  });
});
