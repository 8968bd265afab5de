import { describe, expect, it } from 'vitest';
import { EDITOR_API, type StaffView } from '@lib/catalogue/content/api';
import type { OtpChallenge } from '@lib/platform/otp/schema';
import { ApiClient } from '../../../support/api-client';
import { latestCode } from '../../account/members/helpers';
import { askForStaffCode, DEMO_EDITOR, DEMO_PUBLISHER, signInStaff, STAFF_COOKIE } from './staff-helpers';

// Staff sign-in on the shared server, with the demo's editor and publisher (a wrong password is
// taken back by the right one that follows). Limits, expiry and disabled staff need a database and
// a clock of their own: staff-limits.test.ts.

const DEMO_SHOPPER = { Username: 'ayse@vitrin.example', Password: 'Vitrin2024' };

describe('staff sign-in', () => {
  it('signs a publisher in with the password and the code from the outbox, whatever the e-mail’s case', async () => {
    const client = new ApiClient();
    const challenge = await askForStaffCode(client, { email: '  Publisher@Vitrin.Example ', password: DEMO_PUBLISHER.password });
    expect(challenge).toMatchObject({ TryCount: 0, Target: 'p***@vitrin.example' });
    expect(challenge.Seconds).toBeGreaterThan(0);
    expect(challenge.ResendSeconds).toBeGreaterThan(0);
    const done = await client.post<StaffView>(EDITOR_API.code, {
      RequestId: challenge.RequestId,
      Otp: await latestCode(client, DEMO_PUBLISHER.email),
    });
    expect(done.body.Result).toEqual({ id: expect.any(Number), name: 'Can Yıldız', email: DEMO_PUBLISHER.email, role: 'publisher' });
    const cookie = done.headers.getSetCookie().find((line) => line.startsWith(`${STAFF_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\//);
    // 256 bits, base64url: 43 characters.
    expect(client.cookies.get(STAFF_COOKIE)).toMatch(/^[\w-]{43}$/);
    const me = await client.get<StaffView>(EDITOR_API.me);
    expect(me.body.Result).toEqual(done.body.Result);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('behind HTTPS, pins the staff cookie to the host (__Host-) and sends it only over HTTPS', async () => {
    const client = new ApiClient();
    client.headers['X-Forwarded-Proto'] = 'https';
    const challenge = await askForStaffCode(client, DEMO_EDITOR);
    const done = await client.post(EDITOR_API.code, { RequestId: challenge.RequestId, Otp: await latestCode(client, DEMO_EDITOR.email) });
    const cookie = done.headers.getSetCookie().find((line) => line.startsWith('__Host-staff='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect((await client.get(EDITOR_API.me)).status).toBe(200);
  });

  it('signs an editor in as an editor', async () => {
    const { staff } = await signInStaff(DEMO_EDITOR);
    expect(staff).toMatchObject({ email: DEMO_EDITOR.email, role: 'editor', name: 'Deniz Aksoy' });
  });

  it('answers a wrong password and an unknown e-mail alike, and sends no code for either', async () => {
    const outboxBefore = await new ApiClient().get<{ id: number }[]>(`/dev/outbox.json?recipient=${DEMO_EDITOR.email}&limit=1`);
    const wrong = await new ApiClient().post(EDITOR_API.signIn, { email: DEMO_EDITOR.email, password: 'Yanlis-Parola-2026' });
    const unknown = await new ApiClient().post(EDITOR_API.signIn, { email: 'nobody@vitrin.example', password: 'Yanlis-Parola-2026' });
    // A shopper's account is no staff account, with its right password too.
    const shopper = await new ApiClient().post(EDITOR_API.signIn, { email: DEMO_SHOPPER.Username, password: DEMO_SHOPPER.Password });
    expect(wrong.status).toBe(401);
    expect(wrong.body.Exception?.ErrorCode).toBe('STAFF_SIGN_IN_FAILED');
    expect(wrong.body.Message).toBe('E-posta adresi, şifre ya da kod hatalı.');
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: wrong.status, body: wrong.body });
    expect({ status: shopper.status, body: shopper.body }).toEqual({ status: wrong.status, body: wrong.body });
    const outboxAfter = await new ApiClient().get<{ id: number }[]>(`/dev/outbox.json?recipient=${DEMO_EDITOR.email}&limit=1`);
    expect(outboxAfter.body.Result?.[0]?.id).toBe(outboxBefore.body.Result?.[0]?.id);
    // The right password takes the wrong one's count back.
    await signInStaff(DEMO_EDITOR);
  });

  it('refuses a wrong code with the tries left, a code of another sign-in, and a code with no sign-in', async () => {
    const client = new ApiClient();
    const challenge = await askForStaffCode(client, DEMO_EDITOR);
    const right = await latestCode(client, DEMO_EDITOR.email);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const wrong = await client.post<{ TryCount: number }>(EDITOR_API.code, { RequestId: challenge.RequestId, Otp: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Exception?.ErrorCode).toBe('OTP_WRONG');
    expect(wrong.body.Result?.TryCount).toBe(1);
    expect((await client.get(EDITOR_API.me)).status).toBe(401);

    // Another browser holding this sign-in's request id and code gets nowhere: the code is bound to the session that asked.
    const other = new ApiClient();
    const stolen = await other.post(EDITOR_API.code, { RequestId: challenge.RequestId, Otp: right });
    expect(stolen.body.Exception?.ErrorCode).toBe('STAFF_SIGN_IN_FAILED');
    expect(other.cookies.has(STAFF_COOKIE)).toBe(false);
    const none = await new ApiClient().post(EDITOR_API.code, { RequestId: '00000000-0000-4000-8000-000000000000', Otp: '123456' });
    expect(none.body.Exception?.ErrorCode).toBe('STAFF_SIGN_IN_FAILED');

    // The asker's own right code still works after one wrong try.
    const done = await client.post<StaffView>(EDITOR_API.code, { RequestId: challenge.RequestId, Otp: right });
    expect(done.status).toBe(200);
    // A spent code does not open a second session.
    const again = await client.post(EDITOR_API.code, { RequestId: challenge.RequestId, Otp: right });
    expect(again.status).toBeGreaterThanOrEqual(400);
  });

  it('asks for a new code only after the resend wait, answering the wait left', async () => {
    const client = new ApiClient();
    await askForStaffCode(client, DEMO_EDITOR);
    const early = await client.post<OtpChallenge>(EDITOR_API.signIn, DEMO_EDITOR);
    expect(early.status).toBe(429);
    expect(early.body.Exception?.ErrorCode).toBe('OTP_RESEND_WAIT');
  });

  it('signs out: the session ends on the server, and its old cookie opens nothing', async () => {
    const { client } = await signInStaff(DEMO_EDITOR);
    const id = client.cookies.get(STAFF_COOKIE)!;
    const out = await client.post(EDITOR_API.signOut);
    expect(out.status).toBe(200);
    expect(client.cookies.has(STAFF_COOKIE)).toBe(false);
    expect((await client.get(EDITOR_API.me)).body.Exception?.ErrorCode).toBe('STAFF_SIGNED_OUT');
    client.cookies.set(STAFF_COOKIE, id);
    expect((await client.get(EDITOR_API.me)).status).toBe(401);
    const page = await client.request('/editor');
    expect(page.status).toBe(302);
    // Signing out when signed out changes nothing and fails nothing.
    expect((await client.post(EDITOR_API.signOut)).status).toBe(200);
  });

  it('opens nothing of the editor to a guessed or oversized cookie', async () => {
    for (const value of ['x', 'a'.repeat(43), 'a'.repeat(5000)]) {
      const client = new ApiClient();
      client.cookies.set(STAFF_COOKIE, value);
      expect((await client.get(EDITOR_API.me)).status).toBe(401);
    }
  });
});

describe('the editor is closed to shoppers and other sites', () => {
  it('gives a signed-in shopper 401 on the staff calls and the sign-in page for /editor', async () => {
    const shopper = new ApiClient();
    expect((await shopper.post('/cop-api/customer/login', DEMO_SHOPPER)).status).toBe(200);
    shopper.forgetToken();
    expect((await shopper.get('/cop-api/customer/header-info')).status).toBe(200);
    const me = await shopper.get(EDITOR_API.me);
    expect(me.status).toBe(401);
    expect(me.body.Exception?.ErrorCode).toBe('STAFF_SIGNED_OUT');
    const page = await shopper.request('/editor');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(`/editor/sign-in?returnUrl=${encodeURIComponent('/editor')}`);
    const english = await shopper.request('/en/editor/pages/loyalty/gold?tab=en');
    expect(english.headers.get('location')).toBe(
      `/en/editor/sign-in?returnUrl=${encodeURIComponent('/en/editor/pages/loyalty/gold?tab=en')}`,
    );
    expect(english.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a cross-site post and one without the verification header (403), on every staff call', async () => {
    const { client } = await signInStaff(DEMO_EDITOR);
    for (const path of [EDITOR_API.signIn, EDITOR_API.code, EDITOR_API.signOut]) {
      const body = path === EDITOR_API.signIn ? DEMO_EDITOR : { RequestId: 'x', Otp: '123456' };
      const crossSite = await client.post(path, body, { origin: 'https://evil.example' });
      expect(crossSite.status, path).toBe(403);
      const noToken = await client.post(path, body, { token: false });
      expect(noToken.status, path).toBe(403);
      const otherToken = await client.post(path, body, { token: 'x'.repeat(43) });
      expect(otherToken.status, path).toBe(403);
    }
    // None of them signed the editor out.
    expect((await client.get(EDITOR_API.me)).status).toBe(200);
  });

  it('refuses garbage, wrong types and oversized bodies with a clear message that names no field', async () => {
    const client = new ApiClient();
    const garbage = await client.post(EDITOR_API.signIn, undefined, { raw: '{"email": "a@b.c", ' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.Exception?.ErrorCode).toBe('MALFORMED_REQUEST');
    const cases = [
      { email: 123, password: [] },
      { email: 'not-an-e-mail', password: 'x' },
      { email: `${'a'.repeat(300)}@vitrin.example`, password: 'x' },
      { email: 'editor@vitrin.example\u0000', password: 'x' },
      { email: 'editor@vitrin.example', password: '' },
      { email: 'editor@vitrin.example', password: 'p'.repeat(129) },
    ];
    for (const body of cases) {
      const answer = await client.post(EDITOR_API.signIn, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const messages = [answer.body.Message, ...Object.values(answer.body.Exception?.FieldErrors ?? {})].join(' ');
      expect(messages).not.toMatch(/\bemail\b|\bpassword\b/);
    }
    const code = await client.post(EDITOR_API.code, { RequestId: 'x', Otp: 'abcdef' });
    expect(code.status).toBe(400);
    expect(Object.keys(code.body.Exception?.FieldErrors ?? {})).toContain('Otp');
    const huge = await client.post(EDITOR_API.signIn, undefined, {
      raw: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) }),
    });
    expect(huge.status).toBe(413);
    // None of it counted as a failed sign-in or sent a code.
    await signInStaff(DEMO_EDITOR);
  });
});

describe('the editor’s pages', () => {
  it('serves the sign-in page in Turkish and English, never stored, never indexed, never kept', async () => {
    for (const [path, lang, title] of [
      ['/editor/sign-in', 'tr-TR', 'Editöre giriş'],
      ['/en/editor/sign-in', 'en-TR', 'Sign in to the editor'],
    ] as const) {
      const response = await new ApiClient().request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(response.headers.get('x-page-cache')).toBeNull();
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain(title);
    }
    // The islands' calls carry the shop session's verification token, which the page hands them.
    const visitor = new ApiClient();
    const token = await visitor.verificationToken();
    expect(await (await visitor.request('/en/editor/sign-in')).text()).toContain(
      `<meta name="request-verification-token" content="${token}">`,
    );
    const sitemap = await (await new ApiClient().request('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/editor');
    const robots = await (await new ApiClient().request('/robots.txt')).text();
    expect(robots).toContain('Disallow: /editor-api/');
    expect(robots).toContain('Disallow: /editor/*');
  });

  it('sends a signed-in staff member from the sign-in page on to the editor page asked for, never elsewhere', async () => {
    const { client } = await signInStaff(DEMO_EDITOR);
    const home = await client.request('/editor/sign-in');
    expect(home.status).toBe(302);
    expect(home.headers.get('location')).toBe('/editor');
    const asked = await client.request(`/editor/sign-in?returnUrl=${encodeURIComponent('/editor/pages/loyalty/gold')}`);
    expect(asked.headers.get('location')).toBe('/editor/pages/loyalty/gold');
    for (const elsewhere of ['https://evil.example/editor', '//evil.example/editor', '/cart', '/editor/sign-in']) {
      const answer = await client.request(`/editor/sign-in?returnUrl=${encodeURIComponent(elsewhere)}`);
      expect(answer.headers.get('location'), elsewhere).toBe('/editor');
    }
    // The editor's pages open for them: no sign-in redirect.
    const page = await client.request('/editor');
    expect(page.headers.get('location') ?? '').not.toContain('sign-in');
  });
});
