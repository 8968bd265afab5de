import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solveCaptcha } from '../support/captcha';
import { accountWords } from './words';
import { freshDigits } from '../support/fresh';

// Shoppers the end-to-end specs start from. Every test gets people of its own (fresh e-mail and
// phone), so tests never depend on each other's data on the shared server.

/** A shopper's details: the e-mail, the 10 national digits of the mobile, and a password. */
export interface Shopper {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** Someone who has never registered. */
export function freshShopper(): Shopper {
  const n = freshDigits();
  return { firstName: 'Deniz', lastName: 'Aydın', email: `e2e${n}@test.example`, phone: `54${n}`, password: 'Gizli2024x' };
}

/** The store's two languages. */
export type Lang = 'tr' | 'en';

/**
 * The language the sweeps (accessibility, console errors) check a screen in on a device: Turkish on
 * a desktop, English on a phone, so each screen is seen on both viewports and in both languages at
 * half the renders. A screen's markup has the same shape in both languages (the text differs; the
 * catalogues' test holds every text in both), so what a sweep finds does not hang on the pair
 * (docs/decisions/0030-test-suite-time.md, point 9).
 */
export const sweepLanguage = (phone: boolean): Lang => (phone ? 'en' : 'tr');

/** Every journey in both languages: `E2E_LANGUAGES=both npx playwright test` (decision 0030, point 10). */
const bothLanguages = process.env.E2E_LANGUAGES === 'both';

/**
 * The languages a journey runs in. One whose language changes only its words runs in the language
 * given (the journeys alternate, so the browser meets both; the catalogues hold every text in both,
 * and the sweeps open every screen in both); `E2E_LANGUAGES=both` runs it in both. A journey whose
 * language changes what happens (an error's words from the server, Turkish casing, search in each
 * language, kept pages per language, a screenshot) loops over both itself.
 */
export const journeyLanguages = (lang: Lang): readonly Lang[] => (bothLanguages ? ['tr', 'en'] : [lang]);

/** The entries of a table by language for the journey's languages (journeyLanguages). */
export const journeyEntries = <T>(table: Record<Lang, T>, lang: Lang): [Lang, T][] => journeyLanguages(lang).map((l) => [l, table[l]]);

/** Whether something stands wholly under the page's header (a toast: the header's icons stay in reach). */
export async function belowHeader(page: Page, element: Locator): Promise<boolean> {
  const [box, header] = await Promise.all([element.boundingBox(), page.getByRole('banner').boundingBox()]);
  return box !== null && header !== null && box.y >= header.y + header.height;
}

/** The phone as the forms' mask shows it: (5xx) xxx xx xx. */
export const masked = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`;

/** The newest message the sandbox outbox holds for a recipient. */
async function newestMessage(request: APIRequestContext, recipient: string): Promise<{ id: number; body: string } | undefined> {
  const answer = await request.get(`/dev/outbox.json?recipient=${encodeURIComponent(recipient)}&limit=1`);
  return (await answer.json()).Result?.[0];
}

/** The code in the newest message to a recipient, once there is one other than the message `before`. */
async function waitForCode(request: APIRequestContext, recipient: string, before?: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const message = await newestMessage(request, recipient);
      code = message && message.id !== before ? (/\b(\d{6})\b/.exec(message.body)?.[1] ?? '') : '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The newest code sent to a recipient (the sandbox outbox), once there is one. */
export const codeFor = (request: APIRequestContext, recipient: string): Promise<string> => waitForCode(request, recipient);

/** The code of the first message that reaches a recipient after `action`, not of one sent before it. */
export async function codeSentBy(request: APIRequestContext, recipient: string, action: () => Promise<void>): Promise<string> {
  const before = (await newestMessage(request, recipient))?.id;
  await action();
  return waitForCode(request, recipient, before);
}

/**
 * An island that hydrates on load or once the browser is idle, and has not yet: both always do
 * (unlike client:visible), and a click before that does nothing (the account's sign-out button is
 * client:idle; clicked early under load, the member stayed signed in).
 */
const HYDRATING = 'astro-island[ssr]:is([client="load"], [client="idle"])';

/** Lets a test act on the server markup before the islands hydrate (a slow connection), as the page fixture otherwise waits. */
export const actBeforeHydration = (page: Page): Promise<void> => page.removeLocatorHandler(page.locator(HYDRATING).first());

/** Waits until every island on the page has hydrated (Astro drops `ssr` then): a click before that does nothing. */
export async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/**
 * Follows a link as a shopper does, then waits until the new page has loaded and its islands have
 * hydrated: checking right after the click would find the old page ready and act on the new one's
 * server markup, whose choices React then drops.
 */
export async function follow(page: Page, link: Locator): Promise<void> {
  // The page that shows the link (an earlier click may still be arriving) is the one left.
  await link.waitFor();
  const from = page.url();
  await link.click();
  await page.waitForURL((url) => url.href !== from);
  await islandsReady(page);
}

/** Brings one control into view and waits until its island has hydrated (others may wait to be seen). */
export async function islandOf(page: Page, control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island[ssr]', { has: control })).toHaveCount(0);
  return control;
}

/** Fills the register form as a shopper does (a phone typed key by key) and sends it. */
export async function fillRegistration(page: Page, lang: Lang, shopper: Shopper, phone = shopper.phone): Promise<void> {
  const w = accountWords[lang];
  await page.getByLabel(w.first, { exact: true }).fill(shopper.firstName);
  await page.getByLabel(w.last, { exact: true }).fill(shopper.lastName);
  await page.getByLabel(w.email, { exact: true }).fill(shopper.email);
  await page.getByLabel(w.phone, { exact: true }).pressSequentially(phone);
  await page.getByLabel(w.registerPassword, { exact: true }).fill(shopper.password);
  await page.getByLabel(w.registerConfirm, { exact: true }).fill(shopper.password);
  await page.getByRole('checkbox', { name: w.agreement }).check();
  await page.getByRole('main').getByRole('button', { name: w.register }).click();
}

/** A state-changing call as the islands make it, with the session's verification token (the editor fixtures use it too). */
export async function post<T>(
  request: APIRequestContext,
  path: string,
  data: unknown,
): Promise<{ Success: boolean; Result?: T; Exception?: { ErrorCode: string } }> {
  const session = await (await request.get('/cop-api/session')).json();
  const answer = await request.post(path, { data, headers: { RequestVerificationToken: session.Result.Token } });
  return answer.json();
}

/**
 * Registers a shopper through the calls the register form makes (both codes from the outbox, the
 * bot check solved when the server asks for it); the request context is then signed in.
 */
async function register(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const form = {
    FirstName: shopper.firstName,
    LastName: shopper.lastName,
    Email: shopper.email,
    CellPhone: shopper.phone,
    NewPassword: shopper.password,
    ConfirmNewPassword: shopper.password,
    MembershipAgreement: true,
  };
  let start = await post<{ RequestId: string; Challenge?: Challenge }>(request, '/cop-api/customer/register', form);
  if (start.Exception?.ErrorCode === 'CAPTCHA_REQUIRED') {
    const recaptchaToken = await solveCaptcha(start.Result!.Challenge!);
    start = await post(request, '/cop-api/customer/register', { ...form, recaptchaToken });
  }
  expect(start.Success, JSON.stringify(start)).toBe(true);
  const phone = await post<{ RequestId: string }>(request, '/cop-api/customer/verify-new-customer-phone', {
    RequestId: start.Result!.RequestId,
    Otp: await codeFor(request, shopper.phone),
  });
  expect(phone.Success, JSON.stringify(phone)).toBe(true);
  const email = await post(request, '/cop-api/customer/verify-new-customer-email', {
    RequestId: phone.Result!.RequestId,
    Otp: await codeFor(request, shopper.email),
  });
  expect(email.Success, JSON.stringify(email)).toBe(true);
}

export const test = base.extend<{ newShopper: Shopper; registered: Shopper; member: Shopper }>({
  /**
   * The test's page, whose every action and assertion first waits until the islands that hydrate on
   * load or when idle have: typed or clicked before that, under a busy machine, a shopper's input went to server
   * markup that React then replaced (a sign-in form even sent itself, the password in the address).
   * It applies on whatever page a goto, a link or a form led to. Islands that wait to be seen
   * (client:visible) are left to islandOf(); a page without JavaScript has none to wait for.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false)
      await page.addLocatorHandler(
        page.locator(HYDRATING).first(),
        async () => {
          await expect(page.locator(HYDRATING)).toHaveCount(0);
        },
        { noWaitAfter: true },
      );
    await use(page);
  },
  /** Someone about to register: fresh details, nothing on the server yet. */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring pattern, empty for a fixture that needs none.
  newShopper: async ({}, use) => {
    await use(freshShopper());
  },
  /** A member who registered a moment ago, elsewhere: the test's page is not signed in. */
  registered: async ({ playwright, baseURL }, use) => {
    const shopper = freshShopper();
    const elsewhere = await playwright.request.newContext({ baseURL });
    await register(elsewhere, shopper);
    await elsewhere.dispose();
    await use(shopper);
  },
  /** A member who registered a moment ago and is signed in on the test's page. */
  member: async ({ page }, use) => {
    const shopper = freshShopper();
    await register(page.request, shopper);
    await use(shopper);
  },
});

export { expect };
