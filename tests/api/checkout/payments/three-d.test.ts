import { chromium } from '@playwright/test';
import { browserPath } from '../../../support/browser';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuthoriseRequest } from '../../../../src/lib/checkout/payments/gateway';
import { TEST_CARDS } from '../../../../src/lib/checkout/payments/card/test-cards';
import { ApiClient } from '../../../support/api-client';
import { cardNumbersIn, pgRunner, scanForCards } from '../../../support/card-scan';
import { type OwnDatabase, ownDatabase } from '../../../support/postgres';
import { type RunningServer, startServer } from '../../../support/server';
import { type InProcessBank, inProcessBank } from './in-process';

// The 3-D Secure page end to end over HTTP: the store (here the test) authorises with a 3-D card,
// the shopper opens the bank's page, types the code it shows (or a wrong one, or cancels), and the
// page posts a signed return that readThreeDReturn trusts once it checks out. The server and the
// test share one PostgreSQL database (the suite's cluster, or a throwaway one).

let database: OwnDatabase;
let server: RunningServer;
let opened: InProcessBank;
let n = 0;

beforeAll(async () => {
  database = await ownDatabase(inject('databaseUrl'));
  server = await startServer({ DATABASE_URL: database.url, SEED_DEMO: 'always', LOG_LEVEL: 'info' });
  opened = await inProcessBank({ url: database.url });
}, 180_000);

afterAll(async () => {
  await opened?.close();
  await server?.stop();
  await database?.drop();
});

const RETURN_URL = '/cop-api/checkout/3d-return';

function request(number: string, extra: Partial<AuthoriseRequest> = {}): AuthoriseRequest {
  return {
    reference: `three-d-${Date.now()}-${n++}`,
    amount: 249_990,
    installmentCount: 3,
    card: { number, expMonth: 12, expYear: 2099, securityCode: '123', holder: 'Ayşe Yılmaz' },
    threeD: false,
    returnUrl: RETURN_URL,
    lang: 'tr',
    ...extra,
  };
}

/** The hidden and named fields of a page's forms. */
function inputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  return fields;
}

/** A 3-D payment waiting on the bank's page, and its page path. */
async function waiting(number: string = TEST_CARDS.akbankAxess3d.number) {
  const outcome = await opened.bank.authorise(request(number));
  if (outcome.status !== 'three_d') throw new Error(`expected 3-D, got ${outcome.status}`);
  return outcome;
}

/** Opens the page: its HTML, the code it shows and its form token. */
async function open(path: string, client = new ApiClient(server.url)) {
  const response = await client.request(path);
  const html = await response.text();
  return { response, html, code: /data-sandbox-code[^>]*>(\d{6})</.exec(html)?.[1], token: inputs(html).token };
}

/** Posts the page's form as the browser does (same origin, no store session header). */
async function submit(path: string, fields: Record<string, string>, origin: string | null = server.url) {
  const client = new ApiClient(server.url);
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  if (origin) headers.Origin = origin;
  const response = await client.request(path, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  return { response, html: await response.text() };
}

/** The signed return the page's auto-submitting form carries to the store. */
function returnOf(html: string) {
  expect(html).toContain(`action="${RETURN_URL}"`);
  expect(html).toMatch(/<form method="post" action="[^"]+" data-autosubmit/);
  const { PaymentId, Reference, Status, Code, Signature } = inputs(html);
  return { PaymentId: PaymentId!, Reference: Reference!, Status: Status!, Code: Code!, Signature: Signature! };
}

describe('the 3-D Secure page', () => {
  it('shows the bank, the masked card, the amount and the code, framed only by this site and never indexed', async () => {
    const outcome = await waiting();
    const { response, html, code, token } = await open(outcome.redirectUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(html).toContain('Akbank');
    expect(html).toContain('5526 08** **** 0006');
    expect(html).toContain('2.499,90 TL');
    expect(html).toContain('3 taksit');
    expect(html).toMatch(/<label for="bank-code"[^>]*>Doğrulama kodu<\/label>/);
    expect(code).toMatch(/^\d{6}$/);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(html).not.toContain(TEST_CARDS.akbankAxess3d.number);
  });

  it('speaks English under /en', async () => {
    const outcome = await waiting();
    const { html } = await open(`/en${outcome.redirectUrl}`);
    expect(html).toContain('3-D Secure verification');
    expect(html).toContain('<html lang="en-TR"');
    // Its form posts back to the English page, which answers in English.
    expect(html).toContain(`action="/en${outcome.redirectUrl}"`);
    const wrong = await submit(`/en${outcome.redirectUrl}`, { action: 'verify', code: '000000', token: inputs(html).token! });
    expect(wrong.html).toContain('That code is incorrect. You have 2 tries left.');
  });

  it('approves with the right code and posts a signed return the store trusts', async () => {
    const outcome = await waiting(TEST_CARDS.isbankMaximum3d.number);
    const { code, token } = await open(outcome.redirectUrl);
    const { response, html } = await submit(outcome.redirectUrl, { action: 'verify', code: code!, token: token! });
    expect(response.status).toBe(200);
    const fields = returnOf(html);
    expect(fields).toMatchObject({ PaymentId: outcome.transactionId, Status: 'approved', Code: '00' });
    expect(await opened.bank.readThreeDReturn(fields)).toEqual({
      reference: fields.Reference,
      transactionId: outcome.transactionId,
      status: 'approved',
      code: null,
    });
    // Settled: the reference answers approved, closing the modal keeps it, a reload posts the same return.
    expect(await opened.bank.cancelPending(outcome.transactionId)).toBe('approved');
    expect(returnOf((await open(outcome.redirectUrl)).html)).toEqual(fields);
  });

  it('counts wrong codes: two leave tries, the third declines with T1', async () => {
    const outcome = await waiting();
    let { token } = await open(outcome.redirectUrl);
    for (const left of [2, 1]) {
      const { html } = await submit(outcome.redirectUrl, { action: 'verify', code: '000000', token: token! });
      expect(html).toContain(`Kod hatalı. ${left} deneme hakkınız kaldı.`);
      expect(html).toContain('aria-invalid="true"');
      token = inputs(html).token;
    }
    const { html } = await submit(outcome.redirectUrl, { action: 'verify', code: '000000', token: token! });
    const fields = returnOf(html);
    expect(fields).toMatchObject({ Status: 'declined', Code: 'T1' });
    expect(await opened.bank.readThreeDReturn(fields)).toMatchObject({ status: 'declined', code: 'T1' });
  });

  it('declines with T2 on Cancel', async () => {
    const outcome = await waiting();
    const { token } = await open(outcome.redirectUrl);
    const fields = returnOf((await submit(outcome.redirectUrl, { action: 'cancel', code: '', token: token! })).html);
    expect(fields).toMatchObject({ Status: 'declined', Code: 'T2' });
    expect(await opened.bank.readThreeDReturn(fields)).toMatchObject({ status: 'declined', code: 'T2' });
    expect(await opened.bank.cancelPending(outcome.transactionId)).toBe('cancelled');
  });

  it('ignores a post with a stale or foreign token, and refuses one from another site', async () => {
    const outcome = await waiting();
    const first = await open(outcome.redirectUrl);
    await submit(outcome.redirectUrl, { action: 'verify', code: '111111', token: first.token! });
    // The first try's token again (a double submit, or a replayed form): nothing moves, not even the count.
    const stale = await submit(outcome.redirectUrl, { action: 'verify', code: first.code!, token: first.token! });
    expect(stale.html).not.toContain(`action="${RETURN_URL}"`);
    const other = await waiting();
    const foreign = await submit(outcome.redirectUrl, { action: 'cancel', code: '', token: (await open(other.redirectUrl)).token! });
    expect(foreign.html).not.toContain(`action="${RETURN_URL}"`);
    const crossSite = await submit(
      outcome.redirectUrl,
      { action: 'cancel', code: '', token: inputs(stale.html).token! },
      'https://evil.example',
    );
    expect(crossSite.response.status).toBe(403);
    // Still waiting, with the one wrong try counted: the right code now approves.
    const again = await open(outcome.redirectUrl);
    expect(again.html).toContain('data-code-form');
    expect(returnOf((await submit(outcome.redirectUrl, { action: 'verify', code: again.code!, token: again.token! })).html).Status).toBe(
      'approved',
    );
  });

  it('refuses a forged or replayed return', async () => {
    const approved = await waiting();
    const page = await open(approved.redirectUrl);
    const fields = returnOf((await submit(approved.redirectUrl, { action: 'verify', code: page.code!, token: page.token! })).html);
    const declined = await waiting();
    const cancelled = returnOf(
      (await submit(declined.redirectUrl, { action: 'cancel', code: '', token: (await open(declined.redirectUrl)).token! })).html,
    );

    expect(await opened.bank.readThreeDReturn({ ...cancelled, Status: 'approved', Code: '00' })).toBeNull();
    expect(await opened.bank.readThreeDReturn({ ...fields, Signature: 'f'.repeat(64) })).toBeNull();
    expect(await opened.bank.readThreeDReturn({ ...fields, Signature: '' })).toBeNull();
    // Another payment's signature, and one payment's signed return for another's id.
    expect(await opened.bank.readThreeDReturn({ ...fields, Signature: cancelled.Signature })).toBeNull();
    expect(await opened.bank.readThreeDReturn({ ...fields, PaymentId: declined.transactionId })).toBeNull();
    // Replayed after the payment moved on: once refunded, its approved return no longer stands.
    expect(await opened.bank.refund(approved.transactionId, 249_990)).toEqual({ ok: true, code: '00' });
    expect(await opened.bank.readThreeDReturn(fields)).toBeNull();
  });

  it('works inside a same-origin iframe, as the checkout modal shows it, and its return passes the store guard', async () => {
    const outcome = await waiting();
    const browser = await chromium.launch({ executablePath: browserPath });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate((src) => {
        const frame = Object.assign(document.createElement('iframe'), { src, title: 'bank' });
        document.body.append(frame);
      }, outcome.redirectUrl);
      const frame = page.frameLocator('iframe[title="bank"]');
      const code = await frame.locator('[data-sandbox-code]').textContent();
      await frame.getByLabel('Doğrulama kodu').fill(code!);
      const posted = page.waitForRequest((r) => r.url() === `${server.url}${RETURN_URL}` && r.method() === 'POST');
      await frame.getByRole('button', { name: 'Doğrula' }).click();
      const request = await posted;
      // No store session header comes with the bank's post: the signature is its proof (kinds.ts).
      expect((await request.response())?.status()).not.toBe(403);
      const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
      expect(await opened.bank.readThreeDReturn(fields)).toMatchObject({ status: 'approved', transactionId: outcome.transactionId });
    } finally {
      await browser.close();
    }
  });

  it('answers 404 for an unknown payment, and a payment that never asked for 3-D has no page', async () => {
    expect((await open('/sandbox-bank/3d/00000000-0000-0000-0000-000000000000')).response.status).toBe(404);
    expect((await open('/sandbox-bank/3d/not-an-id')).response.status).toBe(404);
    const direct = await opened.bank.authorise(request(TEST_CARDS.garantiBonus.number));
    expect((await open(`/sandbox-bank/3d/${direct.transactionId}`)).response.status).toBe(404);
  });

  it('leaves no card number in any table, nor in the server log', async () => {
    // The card calls too: a full number sent to them is read for its BIN only and never logged.
    const client = new ApiClient(server.url);
    await client.post('/cop-api/checkout/installment-options', { cardNo: TEST_CARDS.garantiBonus.number, isPickup: false });
    await client.get(`/cop-api/checkout/card-type-image?cardNo=${TEST_CARDS.qnbTroy.number}`);
    const runner = await pgRunner(database.url);
    try {
      expect(await scanForCards(runner)).toEqual([]);
    } finally {
      await runner.end();
    }
    expect(server.output()).toContain('installment-options');
    expect(cardNumbersIn(server.output())).toEqual([]);
  });
});
