import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_API } from '@lib/bag/cart/schema';
import { MESSAGES_API, type MessageRow } from '@lib/catalogue/staff/messages';
import { LANGUAGE_COOKIE, LANGUAGE_IDS } from '@lib/platform/i18n/lang';
import enErrors from '@lib/platform/i18n/locales/en/errors.json';
import enFields from '@lib/platform/i18n/locales/en/fields.json';
import enStaff from '@lib/platform/i18n/locales/en/staff.json';
import trErrors from '@lib/platform/i18n/locales/tr/errors.json';
import trFields from '@lib/platform/i18n/locales/tr/fields.json';
import trStaff from '@lib/platform/i18n/locales/tr/staff.json';
import { ApiClient } from '../../../support/api-client';
import { freshDigits } from '../../../support/fresh';
import { ownServer } from '../../../support/own-server';
import { registerCustomer } from '../../account/members/helpers';
import { add, plenty } from '../../bag/cart/helpers';
import { DEMO_EDITOR, DEMO_PUBLISHER, signInStaff } from './staff-helpers';

// The operator's messages (/editor-api/messages, /editor/messages): failed messages listed with the
// provider's answer and resent, and the campaign announcement. A server of the file's own, on
// PostgreSQL: an announcement writes to every consenting member (no other file's members may get
// one), and the parallel resend is a race only a real PostgreSQL shows. Messages are made through
// the store's own flows: a bag shared by e-mail to an address under `.invalid`, which the sandbox
// mailbox refuses for good (550), and members registered with and without campaign consent.

const harness = ownServer({ OTP_SENDS_PER_ADDRESS: '100000', LOG_LEVEL: 'info' });
const client = () => new ApiClient(harness.server.url);
let publisher: ApiClient;
let publisherId: number;
let editor: ApiClient;
/** Demo products a bag is shared with, one per failed message (each share needs a bag of its own). */
let nextPick = 60;

interface Delivered {
  recipient: string;
  subject: string | null;
  body: string;
}

/** What the sandboxes received for a recipient, after the sender delivered what was due. */
async function delivered(recipient: string): Promise<Delivered[]> {
  const answer = await client().get<Delivered[]>(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}`);
  expect(answer.status).toBe(200);
  return answer.body.Result!;
}

async function list(status: 'failed' | 'pending' | 'sent', who = publisher): Promise<MessageRow[]> {
  const answer = await who.get<{ entries: MessageRow[] }>(`${MESSAGES_API.list}?status=${status}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.Result!.entries;
}

const resend = (ids: unknown, who = publisher) => who.post<{ resent: number }>(MESSAGES_API.resend, { ids });

/** Shares a bag by e-mail to an address no relay delivers: the message fails at its first attempt. */
async function failedMessage(): Promise<MessageRow> {
  const shopper = client();
  await add(shopper, plenty(nextPick++), 1);
  const address = `bounce${freshDigits()}@shop.invalid`;
  expect((await shopper.post(CART_API.shareSend, { Channel: 'email', To: address })).status).toBe(200);
  expect(await delivered(address)).toEqual([]);
  const entry = (await list('failed')).find((row) => row.recipient === address);
  expect(entry, `a failed message to ${address}`).toBeDefined();
  return entry!;
}

/** The outbox's row of a message, read from the database. */
async function row(id: string) {
  return (
    await harness.sql.query<{ status: string; attempts: number }>('select status, attempts from outgoing_messages where id = $1', [id])
  ).rows[0];
}

const outboxSize = () => harness.number('select count(*) as n from outgoing_messages');

/** A client of the given language (the editor's language cookie, as the bar's switch sets it). */
function inLanguage(who: ApiClient, lang: 'tr' | 'en'): ApiClient {
  who.cookies.set(LANGUAGE_COOKIE, String(LANGUAGE_IDS[lang]));
  return who;
}

beforeAll(async () => {
  const signedIn = await signInStaff(DEMO_PUBLISHER, client());
  publisher = signedIn.client;
  publisherId = signedIn.staff.id;
  editor = (await signInStaff(DEMO_EDITOR, client())).client;
});

describe('failed messages', () => {
  it('lists a failed message with the provider’s answer, newest first, and a resend puts it back with its attempts counted afresh', async () => {
    const older = await failedMessage();
    const entry = await failedMessage();
    expect(entry).toMatchObject({
      channel: 'email',
      kind: 'bagShared',
      status: 'failed',
      attempts: 1,
      provider: 'sandbox',
      errorCode: '550',
    });
    expect(entry.lastError).toMatch(/550/);
    const failed = await list('failed');
    expect(failed.length).toBeLessThanOrEqual(100);
    expect(failed.map((one) => one.id).indexOf(entry.id)).toBeLessThan(failed.map((one) => one.id).indexOf(older.id));
    const times = failed.map((one) => Date.parse(one.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const answer = await resend([entry.id]);
    expect(answer.body.Result).toEqual({ resent: 1 });
    // Back in line: waiting, being sent, or failed again already, but never with the old attempt counted.
    const after = await row(entry.id);
    expect(['pending', 'sending', 'failed']).toContain(after!.status);
    expect(after!.attempts).toBeLessThanOrEqual(1);
    // The sandbox refuses it again: failed once more, after one attempt, not two.
    await delivered(entry.recipient);
    expect((await list('failed')).find((one) => one.id === entry.id)).toMatchObject({ status: 'failed', attempts: 1, errorCode: '550' });
    expect(await row(older.id)).toEqual({ status: 'failed', attempts: 1 });
    // The operator's record names who resent what.
    expect(harness.server.output()).toContain(`"staffId":${publisherId},"ids":["${entry.id}"],"resent":1,"msg":"outbox messages resent"`);
  });

  it('resends a message once when two resends of it race', async () => {
    const entry = await failedMessage();
    const other = (await signInStaff(DEMO_PUBLISHER, client())).client;
    const answers = await Promise.all([resend([entry.id]), resend([entry.id], other)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.Result!.resent).sort()).toEqual([0, 1]);
    await delivered(entry.recipient);
    expect(await row(entry.id)).toEqual({ status: 'failed', attempts: 1 });
  });

  it('resends nothing for an unknown id or a message that did not fail', async () => {
    expect((await resend([randomUUID()])).body.Result).toEqual({ resent: 0 });
    const sent = (await list('sent'))[0]!;
    expect(sent.status).toBe('sent');
    expect((await resend([sent.id, randomUUID()])).body.Result).toEqual({ resent: 0 });
    expect((await row(sent.id))!.status).toBe('sent');
    expect((await list('pending')).every((one) => one.status === 'pending')).toBe(true);
  });
});

describe('who may', () => {
  it('refuses an editor with the role error and a visitor with the sign-in error, changing nothing', async () => {
    const entry = await failedMessage();
    const size = await outboxSize();
    const campaign = { channel: 'email', lang: 'tr', title: 'Kış', body: 'İndirim', path: '/campaigns/kis-indirimi', key: randomUUID() };
    for (const lang of ['tr', 'en'] as const) {
      const role = lang === 'tr' ? trStaff.errors.roleRequired : enStaff.errors.roleRequired;
      const signedOut = lang === 'tr' ? trStaff.errors.signedOut : enStaff.errors.signedOut;
      const asEditor = inLanguage(editor, lang);
      const visitor = inLanguage(client(), lang);
      for (const [who, code, message] of [
        [asEditor, 'STAFF_ROLE_REQUIRED', role],
        [visitor, 'STAFF_SIGNED_OUT', signedOut],
      ] as const) {
        const answers = [
          await who.get(`${MESSAGES_API.list}?status=failed`),
          await resend([entry.id], who),
          await who.post(MESSAGES_API.campaign, campaign),
        ];
        for (const answer of answers) {
          expect(answer.body.Exception?.ErrorCode).toBe(code);
          expect(answer.body.Message).toBe(message);
        }
      }
    }
    inLanguage(editor, 'tr');
    expect(await row(entry.id)).toEqual({ status: 'failed', attempts: 1 });
    expect(await outboxSize()).toBe(size);
  });

  it('shows the page to a publisher, the role error to an editor, and the sign-in to a visitor; the pages list links to it', async () => {
    const page = await publisher.request('/editor/messages');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<astro-island\b/);
    const refused = await editor.request('/editor/messages');
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain(trStaff.errors.roleRequired);
    expect(html).not.toMatch(/<astro-island\b[^>]*OutboxMessages/);
    const visitor = await client().request('/en/editor/messages');
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toBe(`/en/editor/sign-in?returnUrl=${encodeURIComponent('/en/editor/messages')}`);
    expect(await (await editor.request('/editor')).text()).toContain('href="/editor/messages"');
  });
});

describe('bad input', () => {
  const validCampaign = () => ({
    channel: 'email',
    lang: 'tr',
    title: 'Kış indirimi',
    body: 'Sezonun son fırsatları.',
    path: '/campaigns/kis-indirimi',
    key: randomUUID(),
  });
  const OFF_SITE = [
    '//evil.example/kampanya',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/campaigns\\..\\evil',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    'https://evil.example/kampanya',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example/kampanya',
    '',
    '/kampanya sayfası',
    '/kampanya\u0000',
    '/\tevil.example',
    `/${'a'.repeat(2_000)}`,
  ];

  it('refuses ids that are not UUIDs, none, or over 100, and an oversized body, in Turkish and in English', async () => {
    const entry = await failedMessage();
    const size = await outboxSize();
    for (const lang of ['tr', 'en'] as const) {
      const errors = lang === 'tr' ? trErrors : enErrors;
      const anyField = lang === 'tr' ? trFields.anyField : enFields.anyField;
      const who = inLanguage(publisher, lang);
      for (const ids of [['not-a-uuid'], [entry.id, `${entry.id}x`], [], Array.from({ length: 101 }, randomUUID), entry.id, null, [1]]) {
        const answer = await resend(ids, who);
        expect([answer.status, answer.body.Exception?.ErrorCode], JSON.stringify(ids).slice(0, 60)).toEqual([400, 'VALIDATION_ERROR']);
        expect(answer.body.Message).toBe(errors.validation.summary);
        expect(Object.keys(answer.body.Exception!.FieldErrors!)[0]).toMatch(/^ids/);
        expect(Object.values(answer.body.Exception!.FieldErrors!).join(' ')).toContain(anyField);
      }
      const huge = await who.post(MESSAGES_API.resend, undefined, { raw: JSON.stringify({ ids: [entry.id], pad: 'x'.repeat(70_000) }) });
      expect(huge.status).toBe(413);
      expect(huge.body.Message).toBe(errors.tooLarge.message);
      const unknownStatus = await who.get(`${MESSAGES_API.list}?status=suppressed`);
      expect(unknownStatus.status).toBe(400);
      expect(unknownStatus.body.Message).toBe(errors.validation.summary);
    }
    inLanguage(publisher, 'tr');
    expect(await row(entry.id)).toEqual({ status: 'failed', attempts: 1 });
    expect(await outboxSize()).toBe(size);
  });

  it('refuses a link that is not a path of this store, and every other wrong field, writing nothing', async () => {
    const size = await outboxSize();
    for (const lang of ['tr', 'en'] as const) {
      const errors = lang === 'tr' ? trErrors : enErrors;
      const who = inLanguage(publisher, lang);
      for (const path of OFF_SITE) {
        const answer = await who.post(MESSAGES_API.campaign, { ...validCampaign(), path });
        expect([answer.status, answer.body.Exception?.ErrorCode], JSON.stringify(path).slice(0, 60)).toEqual([400, 'VALIDATION_ERROR']);
        expect(answer.body.Message).toBe(errors.validation.summary);
        expect(Object.keys(answer.body.Exception!.FieldErrors!)).toEqual(['path']);
      }
      const wrong: [string, unknown][] = [
        ['title', ''],
        ['title', '   '],
        ['title', 'x'.repeat(1_001)],
        ['body', ''],
        ['body', 'x'.repeat(2_001)],
        ['channel', 'fax'],
        ['lang', 'de'],
        ['key', 'kısa'],
        ['key', 'x'.repeat(65)],
        ['key', undefined],
        ['path', 42],
      ];
      for (const [field, value] of wrong) {
        const answer = await who.post(MESSAGES_API.campaign, { ...validCampaign(), [field]: value });
        expect([answer.status, Object.keys(answer.body.Exception?.FieldErrors ?? {})], `${field}: ${String(value).slice(0, 20)}`).toEqual([
          400,
          [field],
        ]);
      }
      const huge = await who.post(MESSAGES_API.campaign, undefined, {
        raw: JSON.stringify({ ...validCampaign(), body: 'x'.repeat(70_000) }),
      });
      expect(huge.status).toBe(413);
      expect(huge.body.Message).toBe(errors.tooLarge.message);
    }
    inLanguage(publisher, 'tr');
    expect(await outboxSize()).toBe(size);
  });
});

describe('a campaign announcement', () => {
  it('reaches only the members who allowed its channel, and the same key twice writes nothing', async () => {
    const willing = await registerCustomer(client(), { ReceiveCampaignMessages: true });
    const unwilling = await registerCustomer(client(), { ReceiveCampaignMessages: false });
    // A member who allows text messages but no longer e-mails.
    const smsOnly = await registerCustomer(client(), { ReceiveCampaignMessages: true });
    const preferences = [
      { CommunicationType: 1, Preference: false },
      { CommunicationType: 2, Preference: true },
      { CommunicationType: 3, Preference: false },
    ];
    expect(
      (await smsOnly.client.post('/cop-api/customer/communication-preferences', { CommunicationPreferences: preferences })).status,
    ).toBe(200);
    const consenting = (type: number, address: 'email' | 'cell_phone') =>
      harness.number(
        `select count(*) as n from customers c join communication_preferences p on p.customer_id = c.id
         where p.communication_type = $1 and p.preference and c.${address} is not null`,
        [type],
      );

    const digits = freshDigits();
    const marker = `Kış indirimi ${digits}`;
    const key = randomUUID();
    const announcement = {
      channel: 'email',
      lang: 'tr',
      title: marker,
      body: 'Sezonun son fırsatları sizi bekliyor.',
      path: '/campaigns/kis-indirimi',
      key,
    };
    const first = await publisher.post<{ written: number }>(MESSAGES_API.campaign, announcement);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Result!.written).toBe(await consenting(1, 'email'));
    const got = (await delivered(willing.form.Email as string)).filter((mail) => `${mail.subject} ${mail.body}`.includes(marker));
    expect(got).toHaveLength(1);
    expect(got[0]!.body).toContain('/campaigns/kis-indirimi');
    for (const other of [unwilling, smsOnly]) {
      expect((await delivered(other.form.Email as string)).some((mail) => `${mail.subject} ${mail.body}`.includes(marker))).toBe(false);
    }
    // The same key again, even with other words: nothing written, nobody gets it twice.
    const again = await publisher.post<{ written: number }>(MESSAGES_API.campaign, { ...announcement, body: 'Başka bir metin.' });
    expect(again.body.Result).toEqual({ written: 0 });
    expect((await delivered(willing.form.Email as string)).filter((mail) => `${mail.subject} ${mail.body}`.includes(marker))).toHaveLength(
      1,
    );
    expect(harness.server.output()).toMatch(
      new RegExp(`"staffId":${publisherId},"channel":"email".*"written":${first.body.Result!.written},"msg":"campaign announced"`),
    );

    // By SMS: the member who kept text messages gets it, the one who allowed nothing does not.
    const sms = await publisher.post<{ written: number }>(MESSAGES_API.campaign, { ...announcement, channel: 'sms', key: randomUUID() });
    expect(sms.body.Result!.written).toBe(await consenting(2, 'cell_phone'));
    // An SMS may write the title's Turkish letters in look-alikes: its number is what identifies it.
    const texts = async (phone: unknown) => (await delivered(phone as string)).filter((text) => text.body.includes(digits));
    expect(await texts(smsOnly.form.CellPhone)).toHaveLength(1);
    expect(await texts(unwilling.form.CellPhone)).toHaveLength(0);
  });
});
