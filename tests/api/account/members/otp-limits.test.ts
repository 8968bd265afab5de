import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { ACCOUNT_API } from '@lib/account/members/schema';
import { ApiClient } from '../../../support/api-client';
import { startServer, type RunningServer } from '../../../support/server';
import { freshContact, PASSWORD, registerCustomer } from './helpers';

// SMS and e-mail pumping: a server of its own with the default caps (10 sends an hour per session,
// 10 per customer, 30 per client address, besides 10 per recipient), on the suite's PostgreSQL when
// it has one, where parallel sends really race. Every test starts an hour later on the test clock,
// so each sees fresh windows.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: '1', DATABASE_URL: inject('databaseUrl') });
});
afterAll(() => server?.stop());
beforeEach(async () => {
  await new ApiClient(server.url).post('/cop-api/test/clock', { seconds: 3601 });
});

const outcomes = (answers: { status: number; body: { Exception?: { ErrorCode: string | number } | null } }[]) => ({
  sent: answers.filter((a) => a.status === 200).length,
  refused: answers.filter((a) => a.body.Exception?.ErrorCode === 'OTP_SEND_LIMIT').length,
});

const forgot = (client: ApiClient, n: number) =>
  Promise.all(Array.from({ length: n }, () => client.post(ACCOUNT_API.forgot, { Email: freshContact().Email })));

async function signIn(form: Record<string, unknown>): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  expect((await client.post(ACCOUNT_API.login, { Username: form.Email, Password: PASSWORD })).status).toBe(200);
  client.forgetToken();
  return client;
}

describe('code sends are capped besides the per-recipient limit', () => {
  it('per session: 30 parallel sends to 30 numbers from one signed-in session send 10', async () => {
    const { client } = await registerCustomer(new ApiClient(server.url));
    await client.verificationToken();
    const phones = Array.from({ length: 30 }, () => freshContact().CellPhone);
    const answers = await Promise.all(phones.map((PhoneNumber) => client.post(ACCOUNT_API.sendOtp('new-phone'), { PhoneNumber })));
    expect(outcomes(answers)).toEqual({ sent: 10, refused: 20 });
    const refused = answers.find((a) => a.status !== 200)!;
    expect(refused.status).toBe(429);
    expect(refused.body.Message).toBe('Çok fazla kod istendi. Lütfen daha sonra tekrar deneyin.');
    const delivered = await Promise.all(
      phones.map(async (p) => (await client.get<unknown[]>(`/dev/outbox.json?recipient=${p}&limit=1`)).body.Result!.length),
    );
    expect(delivered.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it('per session without signing in, too: 30 parallel password-reset codes send 10', async () => {
    const visitor = new ApiClient(server.url);
    await visitor.verificationToken();
    expect(outcomes(await forgot(visitor, 30))).toEqual({ sent: 10, refused: 20 });
  });

  it('per customer: two sessions of one member share 10', async () => {
    const { form } = await registerCustomer(new ApiClient(server.url));
    const [a, b] = [await signIn(form), await signIn(form)];
    await Promise.all([a.verificationToken(), b.verificationToken()]);
    const send = (client: ApiClient) => client.post(ACCOUNT_API.sendOtp('new-email'), { Email: freshContact().Email });
    const answers = await Promise.all([...Array.from({ length: 8 }, () => send(a)), ...Array.from({ length: 8 }, () => send(b))]);
    expect(outcomes(answers)).toEqual({ sent: 10, refused: 6 });
  });

  it('per client address: four visitors sending 10 each get 30 out', async () => {
    const visitors = Array.from({ length: 4 }, () => new ApiClient(server.url));
    await Promise.all(visitors.map((v) => v.verificationToken()));
    const answers = (await Promise.all(visitors.map((v) => forgot(v, 10)))).flat();
    expect(outcomes(answers)).toEqual({ sent: 30, refused: 10 });
  });
});
