import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CART_API } from '../../../../src/lib/bag/cart/schema';
import { ApiClient } from '../../../support/api-client';
import { type OwnDatabase, ownDatabase } from '../../../support/postgres';
import { type RunningServer, startServer } from '../../../support/server';
import { SmtpSink } from '../../../support/smtp-sink';
import { freshContact } from '../../account/members/helpers';
import { add, plenty } from '../../bag/cart/helpers';

// Two store processes on one PostgreSQL database share one outbox: both senders take from it at
// once (SKIP LOCKED), and no message is delivered twice or left behind.

let database: OwnDatabase;
let sink: SmtpSink;
let servers: RunningServer[] = [];

beforeAll(async () => {
  database = await ownDatabase(inject('databaseUrl'));
  sink = await SmtpSink.start();
  const env = {
    DATABASE_URL: database.url,
    SEED_DEMO: 'always',
    EMAIL_PROVIDER: 'smtp',
    SMTP_URL: sink.url(),
    MAIL_FROM: 'Vitrin <siparis@vitrin.example>',
  };
  servers = await Promise.all([1, 2].map(() => startServer(env)));
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await sink?.stop();
  await database?.drop();
});

describe('one outbox, two senders', () => {
  it('delivers 24 messages written at once over both processes, each exactly once', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 24 }, async (_, i) => {
        const client = new ApiClient(servers[i % 2]!.url);
        await add(client, plenty(100 + (i % 6)), 1);
        return { client, to: freshContact().Email };
      }),
    );
    const sent = await Promise.all(shoppers.map(({ client, to }) => client.post(CART_API.shareSend, { Channel: 'email', To: to })));
    expect(sent.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    const mails = await Promise.all(shoppers.map(({ to }) => sink.waitFor((mail) => mail.envelope.to.includes(to), 30_000)));
    for (const mail of mails) expect(sink.countOf(mail.messageId!)).toBe(1);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(24);
  });
});
