import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_API, sharedCartPath } from '../../../../src/lib/bag/cart/schema';
import { LANGUAGE_COOKIE, LANGUAGE_IDS } from '../../../../src/lib/platform/i18n/lang';
import { ApiClient } from '../../../support/api-client';
import { type RunningServer, startServer } from '../../../support/server';
import { freshContact } from '../../account/members/helpers';
import { add, plenty } from './helpers';

type Outbox = { body: string; subject?: string }[];
const outbox = async (client: ApiClient, recipient: string) =>
  (await client.get<Outbox>(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`)).body.Result ?? [];
const TOKEN_PATH = /\/cart\/shared\/([\w-]{43})/;

describe('share with a digital stylist', () => {
  it('makes a link to a read-only copy, in the caller language, valid for CART_SHARE_TTL_DAYS', async () => {
    const client = new ApiClient();
    await add(client, plenty(50), 2);
    const tr = await client.post<{ Url: string; ExpiresAt: string }>(CART_API.shareUrl);
    expect(tr.status).toBe(200);
    const url = new URL(tr.body.Result!.Url);
    expect(url.origin).toBe(client.baseUrl);
    expect(url.pathname).toMatch(new RegExp(`^${sharedCartPath('[\\w-]{43}')}$`));
    const days = (Date.parse(tr.body.Result!.ExpiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    // An English caller (language cookie 2) gets the link under /en; each link is new.
    client.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS.en));
    const en = await client.post<{ Url: string }>(CART_API.shareUrl);
    expect(new URL(en.body.Result!.Url).pathname).toMatch(/^\/en\/cart\/shared\/[\w-]{43}$/);
  });

  it('refuses to share an empty cart', async () => {
    const answer = await new ApiClient().post(CART_API.shareUrl);
    expect(answer.status).toBe(400);
    expect(answer.body.Exception?.ErrorCode).toBe('CART_EMPTY');
  });

  it('sends the link by SMS and e-mail; the outbox holds it', async () => {
    const client = new ApiClient();
    await add(client, plenty(51), 1);
    const { CellPhone, Email } = freshContact();
    const typed = `0 (${CellPhone.slice(0, 3)}) ${CellPhone.slice(3, 6)} ${CellPhone.slice(6)}`;
    expect((await client.post(CART_API.shareSend, { Channel: 'sms', To: typed })).status).toBe(200);
    const [sms] = await outbox(client, CellPhone);
    expect(sms?.body).toMatch(TOKEN_PATH);
    expect((await client.post(CART_API.shareSend, { Channel: 'email', To: `  ${Email} ` })).status).toBe(200);
    const [mail] = await outbox(client, Email);
    expect(mail?.body).toMatch(TOKEN_PATH);
    expect(mail?.subject).toBeTruthy();
  });

  it('refuses a bad phone or e-mail with the account rules, sending nothing', async () => {
    const client = new ApiClient();
    await add(client, plenty(52), 1);
    const phone = await client.post(CART_API.shareSend, { Channel: 'sms', To: '0212 123 45 67' });
    expect(phone.status).toBe(400);
    expect(phone.body.Exception?.FieldErrors).toHaveProperty('To');
    const mail = await client.post(CART_API.shareSend, { Channel: 'email', To: 'not-an-address' });
    expect(mail.status).toBe(400);
  });

  it('throttles sends to one address, and per session', async () => {
    const client = new ApiClient();
    await add(client, plenty(53), 1);
    const { CellPhone } = freshContact();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await client.post(CART_API.shareSend, { Channel: 'sms', To: CellPhone })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const others: number[] = [];
    for (let i = 0; i < 3; i++)
      others.push((await client.post(CART_API.shareSend, { Channel: 'sms', To: freshContact().CellPhone })).status);
    // Four sends counted against the session already: the sixth is refused whatever the address.
    expect(others).toEqual([200, 429, 429]);
  });
});

// The stylist ticket needs the store's clock moved to and past the advisors' hours: a server of its own.
describe('stylist ticket', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TEST_CLOCK: '1' });
  });
  afterAll(() => server?.stop());

  type Ticket = { TicketNo: string; ScheduledFor: string; IsQueued: boolean; Opens: string; Closes: string };

  /** Seconds from now to the next time of day (UTC hour) the store's clock should show. */
  const secondsUntilUtcHour = (hour: number, from: number) => {
    const target = new Date(from);
    target.setUTCHours(hour, 0, 0, 0);
    if (target.getTime() <= from) target.setUTCDate(target.getUTCDate() + 1);
    return Math.ceil((target.getTime() - from) / 1000);
  };

  it('queues a ticket made outside 10:00–18:00 Istanbul for the next opening, and takes one within hours at once', async () => {
    const client = new ApiClient(server.url);
    await add(client, plenty(54), 1);
    // 20:00 in Istanbul is 17:00 UTC.
    let clock = Date.now();
    const toEvening = secondsUntilUtcHour(17, clock);
    await client.post('/cop-api/test/clock', { seconds: toEvening });
    clock += toEvening * 1000;
    const queued = await client.post<Ticket>(CART_API.shareTicket, {
      Name: 'Ayşe Yılmaz',
      Phone: '',
      Email: 'ayse@vitrin.example',
      Note: '',
    });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const nextOpening = new Date(clock);
    nextOpening.setUTCDate(nextOpening.getUTCDate() + 1);
    nextOpening.setUTCHours(7, 0, 0, 0);
    expect(queued.body.Result).toMatchObject({ IsQueued: true, ScheduledFor: nextOpening.toISOString(), Opens: '10:00', Closes: '18:00' });
    expect(queued.body.Result!.TicketNo).toMatch(/^ST-\d{6}$/);

    // 12:00 in Istanbul the next day.
    await client.post('/cop-api/test/clock', { seconds: secondsUntilUtcHour(9, clock) });
    const now = await client.post<Ticket>(CART_API.shareTicket, {
      Name: 'Ayşe Yılmaz',
      Phone: '0532 111 22 33',
      Email: '',
      Note: 'Bir düğün için',
    });
    expect(now.body.Result).toMatchObject({ IsQueued: false });
  });

  it('needs a name and a phone or an e-mail', async () => {
    const client = new ApiClient(server.url);
    await add(client, plenty(55), 1);
    const none = await client.post(CART_API.shareTicket, { Name: 'Ayşe', Phone: '', Email: '', Note: '' });
    expect(none.status).toBe(400);
    expect(none.body.Exception?.FieldErrors).toHaveProperty('Phone');
    const noName = await client.post(CART_API.shareTicket, { Name: ' ', Phone: '5321112233', Email: '', Note: '' });
    expect(noName.body.Exception?.FieldErrors).toHaveProperty('Name');
  });
});
