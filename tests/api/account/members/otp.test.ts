import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../../support/api-client';
import { startServer, type RunningServer } from '../../../support/server';
import { latestCode, registration, startRegistration } from './helpers';

// A server of its own with the test clock on, so expiry and resend waits are reached by moving
// time forward rather than by sleeping; the defaults (180 s, 60 s, 3 tries) stay in force.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1' });
});
afterAll(() => server?.stop());

const advance = (client: ApiClient, seconds: number) => client.post('/cop-api/test/clock', { seconds });

async function started() {
  const client = new ApiClient(server.url);
  const form = registration();
  const start = await startRegistration(client, form);
  expect(start.status).toBe(200);
  const challenge = start.body.Result as unknown as {
    RequestId: string;
    Seconds: number;
    ResendSeconds: number;
    TryCount: number;
    OtpMaxTryCount: number;
  };
  return { client, form, challenge, phone: form.CellPhone as string };
}

const verifyPhone = (client: ApiClient, RequestId: string, Otp: string) =>
  client.post<{ TryCount: number; OtpMaxTryCount: number }>('/cop-api/customer/verify-new-customer-phone', { RequestId, Otp });

describe('one-time codes', () => {
  it('send 6 digits with the countdown, try limit and resend wait', async () => {
    const { client, challenge, phone } = await started();
    expect(challenge).toMatchObject({ Seconds: 180, ResendSeconds: 60, TryCount: 0, OtpMaxTryCount: 3 });
    expect(await latestCode(client, phone)).toMatch(/^\d{6}$/);
  });

  it('work once: the same code again is refused', async () => {
    const client = new ApiClient(server.url);
    const Email = 'ayse@vitrin.example';
    const sent = await client.post<{ RequestId: string }>('/cop-api/customer/forgot-password', { Email });
    const answer = { Email, RequestId: sent.body.Result!.RequestId, Otp: await latestCode(client, Email) };
    expect((await client.post('/cop-api/customer/forgot-password/verify', answer)).status).toBe(200);
    const again = await client.post('/cop-api/customer/forgot-password/verify', answer);
    expect(again.body.Exception?.ErrorCode).toBe('OTP_NOT_VALID');
  });

  it('count a wrong code as a try, and stop at the limit even for the right code', async () => {
    const { client, challenge, phone } = await started();
    const code = await latestCode(client, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const expected of [1, 2, 3]) {
      const answer = await verifyPhone(client, challenge.RequestId, wrong);
      expect(answer.body.Exception?.ErrorCode).toBe('OTP_WRONG');
      expect(answer.body.Result).toEqual({ TryCount: expected, OtpMaxTryCount: 3 });
    }
    const right = await verifyPhone(client, challenge.RequestId, code);
    expect(right.body.Exception?.ErrorCode).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('expire: a code past its lifetime fails', async () => {
    const { client, challenge, phone } = await started();
    const code = await latestCode(client, phone);
    await advance(client, challenge.Seconds + 1);
    const late = await verifyPhone(client, challenge.RequestId, code);
    expect(late.body.Exception?.ErrorCode).toBe('OTP_EXPIRED');
  });

  it('refuse a resend inside the wait, allow it after, and the new code replaces the old', async () => {
    const { client, challenge, phone } = await started();
    const first = await latestCode(client, phone);
    const early = await client.post<{ ResendSeconds: number }>('/cop-api/customer/register/resend-otp');
    expect(early.status).toBe(429);
    expect(early.body.Exception?.ErrorCode).toBe('OTP_RESEND_WAIT');
    expect(early.body.Result!.ResendSeconds).toBeGreaterThan(0);
    await advance(client, challenge.ResendSeconds);
    const resent = await client.post<{ RequestId: string }>('/cop-api/customer/register/resend-otp');
    expect(resent.status).toBe(200);
    expect((await verifyPhone(client, challenge.RequestId, first)).body.Exception?.ErrorCode).toBe('OTP_NOT_VALID');
    expect((await verifyPhone(client, resent.body.Result!.RequestId, await latestCode(client, phone))).status).toBe(200);
  });

  it('are bound to the session that asked: another visitor cannot use the request', async () => {
    const { client, challenge, phone } = await started();
    const code = await latestCode(client, phone);
    const stranger = new ApiClient(server.url);
    await stranger.post('/cop-api/customer/register', registration({ CellPhone: phone }));
    expect((await verifyPhone(stranger, challenge.RequestId, code)).status).toBe(400);
  });
});
