import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { latestCode, PASSWORD, registerCustomer, registration, solveCaptcha } from './helpers';

describe('registration and sign-in', () => {
  it('registers in two code steps, signs in on a new session id and lands on the returnUrl', async () => {
    const client = new ApiClient();
    await client.verificationToken();
    const before = client.cookies.get('sid');
    const { form, redirect } = await registerCustomer(client);
    expect(redirect).toBe('/customer/address');
    expect(client.cookies.get('sid')).not.toBe(before);
    const header = await client.get<{ customer_fullname: string; user_email: string; customer_phone: string }>(
      '/cop-api/customer/header-info',
    );
    expect(header.body.Result).toEqual({ customer_fullname: 'Zeynep Kaya', user_email: form.Email, customer_phone: form.CellPhone });
    const prefs = await client.get<{ CommunicationPreferences: { Preference: boolean }[] }>('/cop-api/customer/communication-preferences');
    expect(prefs.body.Result!.CommunicationPreferences.every((p) => p.Preference)).toBe(true);
  });

  it('refuses a registration without the membership agreement or with a weak password, in the language asked', async () => {
    const client = new ApiClient();
    client.cookies.set('LanguageId', '2');
    const answer = await client.post(
      '/cop-api/customer/register',
      registration({ MembershipAgreement: false, NewPassword: '123456a', ConfirmNewPassword: '123456a' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.Exception!.FieldErrors).toMatchObject({
      MembershipAgreement: 'Please accept the Membership Agreement to continue.',
      NewPassword: 'This password is easy to guess. Please choose another one.',
    });
  });

  it('signs in with e-mail or phone, and a wrong password and a missing account answer alike', async () => {
    const { form } = await registerCustomer();
    for (const Username of [
      form.Email,
      `(${form.CellPhone.slice(0, 3)}) ${form.CellPhone.slice(3, 6)} ${form.CellPhone.slice(6, 8)} ${form.CellPhone.slice(8)}`,
    ]) {
      const client = new ApiClient();
      const ok = await client.post<{ ForcePasswordChange: boolean; FirstName: string }>('/cop-api/customer/login', {
        Username,
        Password: PASSWORD,
      });
      // The first name, for the greeting the landing page draws in the browser.
      expect(ok.body.Result).toEqual({ ForcePasswordChange: false, FirstName: form.FirstName });
      client.forgetToken();
      expect((await client.get('/cop-api/customer/header-info')).status).toBe(200);
    }
    const wrong = await new ApiClient().post('/cop-api/customer/login', { Username: form.Email, Password: 'Yanlis2024' });
    const missing = await new ApiClient().post('/cop-api/customer/login', { Username: 'nobody@test.example', Password: 'Yanlis2024' });
    expect(wrong.status).toBe(401);
    expect({ status: missing.status, body: missing.body }).toEqual({ status: wrong.status, body: wrong.body });
  });

  it('holds the per-account limit under 20 parallel wrong passwords, then refuses even the right one', async () => {
    const { form } = await registerCustomer();
    const client = new ApiClient();
    await client.verificationToken();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/cop-api/customer/login', { Username: form.Email, Password: 'Yanlis2024' })),
    );
    const codes = answers.map((a) => a.body.Exception?.ErrorCode);
    expect(codes.filter((c) => c === 'LOGIN_FAILED').length).toBe(5);
    expect(codes.filter((c) => c === 'LOGIN_THROTTLED').length).toBe(15);
    const right = await client.post('/cop-api/customer/login', { Username: form.Email, Password: PASSWORD });
    expect(right.body.Exception?.ErrorCode).toBe('LOGIN_THROTTLED');
  });

  it('logs out: the session ends on the server', async () => {
    const { client } = await registerCustomer();
    expect((await client.post('/cop-api/customer/logout')).status).toBe(200);
    const after = await client.get('/cop-api/customer/header-info');
    expect(after.status).toBe(401);
    expect(after.body.Exception!.ErrorCode).toBe('SESSION_TIMEOUT');
  });
});

/**
 * A member whose password is flagged: the seeded demo member on the embedded database; on
 * PostgreSQL (no demo seed) a fresh member flagged directly, as an operator would.
 */
async function flaggedAccount(): Promise<{ email: string; password: string; phone: string }> {
  const url = inject('databaseUrl');
  if (!url) return { email: 'mehmet@vitrin.example', password: 'Eski2024', phone: '5329876543' };
  const { form } = await registerCustomer();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('update customers set password_flagged = true where email = $1', [form.Email]);
  await client.end();
  return { email: form.Email as string, password: PASSWORD, phone: form.CellPhone as string };
}

describe('passwords', () => {
  it('forgot password answers an existing and a missing e-mail the same way, and resets with the code', async () => {
    const { form } = await registerCustomer();
    const client = new ApiClient();
    const known = await client.post<Record<string, unknown>>('/cop-api/customer/forgot-password', { Email: form.Email });
    const unknown = await new ApiClient().post<Record<string, unknown>>('/cop-api/customer/forgot-password', {
      Email: 'missing-person@test.example',
    });
    const shape = (r: typeof known) => ({
      status: r.status,
      keys: Object.keys(r.body.Result!).sort(),
      Seconds: r.body.Result!.Seconds,
      TryCount: r.body.Result!.TryCount,
    });
    expect(shape(unknown)).toEqual(shape(known));
    const verified = await client.post('/cop-api/customer/forgot-password/verify', {
      Email: form.Email,
      RequestId: known.body.Result!.RequestId,
      Otp: await latestCode(client, form.Email),
    });
    expect(verified.status).toBe(200);
    const weak = await client.post('/cop-api/customer/forgot-password/reset', { NewPassword: '123456a', ConfirmNewPassword: '123456a' });
    expect(weak.body.Exception).toMatchObject({ ErrorCode: 'PASSWORD_UPDATE_ERROR', FieldErrors: { NewPassword: expect.any(String) } });
    expect(
      (await client.post('/cop-api/customer/forgot-password/reset', { NewPassword: 'Yepyeni2025', ConfirmNewPassword: 'Yepyeni2025' }))
        .status,
    ).toBe(200);
    const login = await new ApiClient().post('/cop-api/customer/login', { Username: form.Email, Password: 'Yepyeni2025' });
    expect(login.status).toBe(200);
  });

  it('a flagged password forces a change that must differ from the old one, then signs in', async () => {
    const { email, password, phone } = await flaggedAccount();
    const client = new ApiClient();
    const login = await client.post<{ ForcePasswordChange: boolean }>('/cop-api/customer/login', { Username: email, Password: password });
    // Not signed in yet: no name.
    expect(login.body.Result).toEqual({ ForcePasswordChange: true });
    expect((await client.get('/cop-api/customer/header-info')).status).toBe(401);
    // No new password before the code sent to the member's phone is right.
    const early = await client.post('/cop-api/customer/force-change-password', {
      NewPassword: 'Yeni2025x',
      ConfirmNewPassword: 'Yeni2025x',
    });
    expect(early.body.Exception!.ErrorCode).toBe('FORCE_CHANGE_CODE_REQUIRED');
    const code = await client.post<{ RequestId: string; Target: string }>('/cop-api/customer/force-change-password/resend-otp', {});
    expect(code.status, JSON.stringify(code.body)).toBe(200);
    const again = await client.post('/cop-api/customer/force-change-password/resend-otp', {});
    expect(again.status).toBe(429);
    const permission = (await client.get('/cop-api/customer/permission')).body.Result;
    expect(permission).toMatchObject({ IsAuthenticated: false, MustChangePassword: true, Areas: [] });
    const wrong = await client.post('/cop-api/customer/force-change-password/verify', {
      RequestId: code.body.Result!.RequestId,
      Otp: '000000',
    });
    expect(wrong.status).toBe(400);
    const right = await client.post('/cop-api/customer/force-change-password/verify', {
      RequestId: code.body.Result!.RequestId,
      Otp: await latestCode(client, phone),
    });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    const weak = await client.post('/cop-api/customer/force-change-password', { NewPassword: 'abcdef', ConfirmNewPassword: 'abcdef' });
    expect(weak.body.Exception).toMatchObject({ ErrorCode: 'PASSWORD_UPDATE_ERROR', FieldErrors: { NewPassword: expect.any(String) } });
    const same = await client.post('/cop-api/customer/force-change-password', { NewPassword: password, ConfirmNewPassword: password });
    expect(same.body.Exception!.ErrorCode).toBe('PASSWORD_SAME_AS_OLD');
    const changed = await client.post('/cop-api/customer/force-change-password', {
      NewPassword: 'Yeni2025x',
      ConfirmNewPassword: 'Yeni2025x',
    });
    expect(changed.status).toBe(200);
    client.forgetToken();
    expect((await client.get('/cop-api/customer/header-info')).status).toBe(200);
  });

  it('changes the password only with the right current one', async () => {
    const { client, form } = await registerCustomer();
    const weak = await client.post('/cop-api/customer/change-password', {
      CurrentPassword: PASSWORD,
      NewPassword: 'kisa1',
      ConfirmNewPassword: 'kisa1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.Exception).toMatchObject({ ErrorCode: 'PASSWORD_UPDATE_ERROR', FieldErrors: { NewPassword: expect.any(String) } });
    const wrong = await client.post('/cop-api/customer/change-password', {
      CurrentPassword: 'Yanlis2024',
      NewPassword: 'Baska2025',
      ConfirmNewPassword: 'Baska2025',
    });
    expect(wrong.body.Exception!.ErrorCode).toBe('WRONG_PASSWORD');
    expect(
      (
        await client.post('/cop-api/customer/change-password', {
          CurrentPassword: PASSWORD,
          NewPassword: 'Baska2025',
          ConfirmNewPassword: 'Baska2025',
        })
      ).status,
    ).toBe(200);
    expect((await new ApiClient().post('/cop-api/customer/login', { Username: form.Email, Password: 'Baska2025' })).status).toBe(200);
  });
});

describe('bot check', () => {
  it('once asked, needs a solved proof-of-work challenge, good for one registration only', async () => {
    const client = new ApiClient();
    let answer = await client.post<{ Challenge?: Parameters<typeof solveCaptcha>[0] }>('/cop-api/customer/register', registration());
    for (let i = 0; i < 6 && answer.body.Exception?.ErrorCode !== 'CAPTCHA_REQUIRED'; i++)
      answer = await client.post('/cop-api/customer/register', registration());
    expect(answer.body.Exception?.ErrorCode).toBe('CAPTCHA_REQUIRED');
    const refused = await client.post('/cop-api/customer/register', registration({ recaptchaToken: 'bm90IGEgc29sdXRpb24=' }));
    expect(refused.body.Exception?.ErrorCode).toBe('CAPTCHA_REQUIRED');
    const token = await solveCaptcha(answer.body.Result!.Challenge!);
    expect((await client.post('/cop-api/customer/register', registration({ recaptchaToken: token }))).status).toBe(200);
    expect((await client.post('/cop-api/customer/register', registration({ recaptchaToken: token }))).body.Exception?.ErrorCode).toBe(
      'CAPTCHA_REQUIRED',
    );
  });
});
