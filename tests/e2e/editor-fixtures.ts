import type { APIRequestContext, Browser } from '@playwright/test';
import { EDITOR_API, type StaffView } from '../../src/lib/catalogue/content/api';
import type { OtpChallenge } from '../../src/lib/platform/otp/schema';
import { codeSentBy, expect, post, test as base } from './fixtures';

// Staff the editor's end-to-end specs start from: the demo's editor and publisher, signed in through
// the API (password, then the code from the outbox) rather than by walking the sign-in page, which
// editor-sign-in.spec.ts covers.

export interface StaffLogin {
  email: string;
  password: string;
}

/** The demo's staff (src/lib/catalogue/staff/seed.server.ts), as the README lists them. */
export const DEMO_EDITOR: StaffLogin = { email: 'editor@vitrin.example', password: 'Vitrin-Editor-2026' };
export const DEMO_PUBLISHER: StaffLogin = { email: 'publisher@vitrin.example', password: 'Vitrin-Yayin-2026' };

/**
 * Signs a staff member in through the sign-in calls on a request context: a page's own
 * (`page.request`) signs that page's browser context in, cookies and all.
 */
async function signInStaff(request: APIRequestContext, who: StaffLogin = DEMO_PUBLISHER): Promise<StaffView> {
  let challenge: OtpChallenge | undefined;
  const code = await codeSentBy(request, who.email, async () => {
    const answer = await post<OtpChallenge>(request, EDITOR_API.signIn, who);
    expect(answer.Success, JSON.stringify(answer)).toBe(true);
    challenge = answer.Result;
  });
  const done = await post<StaffView>(request, EDITOR_API.code, { RequestId: challenge!.RequestId, Otp: code });
  expect(done.Success, JSON.stringify(done)).toBe(true);
  return done.Result!;
}

/**
 * Signs a staff member in on a fresh browser context and writes its storage state (cookies) to
 * `path`, for `test.use({ storageState: path })` or `browser.newContext({ storageState: path })`.
 */
export async function saveStaffState(browser: Browser, baseURL: string, path: string, who: StaffLogin = DEMO_PUBLISHER): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    await signInStaff(context.request, who);
    await context.storageState({ path });
  } finally {
    await context.close();
  }
  return path;
}

/** The end-to-end test with staff: `editor` or `publisher` signs the test's page in before it starts. */
export const test = base.extend<{ editor: StaffView; publisher: StaffView }>({
  editor: async ({ page }, use) => {
    await use(await signInStaff(page.request, DEMO_EDITOR));
  },
  publisher: async ({ page }, use) => {
    await use(await signInStaff(page.request, DEMO_PUBLISHER));
  },
});

export { expect };
