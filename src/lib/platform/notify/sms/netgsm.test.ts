import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeNetgsm, startFakeNetgsm } from '../../../../../tests/support/fake-netgsm';
import { DeliveryError, type SmsDelivery } from '../transport';
import { NETGSM_SEND_ERRORS, type NetgsmErrorCode } from './netgsm-codes';
import { type NetgsmSettings, netgsmTransport } from './netgsm.server';

// The transport against a Netgsm that speaks the documented wire format on 127.0.0.1: only the
// base address differs from production.

let fake: FakeNetgsm;
let settings: NetgsmSettings;

const message = (overrides: Partial<SmsDelivery> = {}): SmsDelivery => ({
  id: 'out_01HZX',
  to: '5321234567',
  text: 'Vitrin: V1 numaralı siparişiniz kargoya verildi.',
  commercial: false,
  ...overrides,
});

/** The DeliveryError a delivery fails with (the test fails if it succeeds or throws anything else). */
async function refusal(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

beforeAll(async () => {
  fake = await startFakeNetgsm();
  settings = {
    baseUrl: fake.baseUrl,
    usercode: fake.account.usercode,
    password: fake.account.password,
    sender: fake.account.headers[0]!,
    iysBrandCode: fake.account.brandCode,
    timeoutSeconds: 1,
  };
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('the Netgsm transport', () => {
  it('delivers Turkish letters intact and answers with the job id', async () => {
    const text = 'Vitrin: ğüşıöçİĞÜŞÖÇ siparişiniz hazır.';
    const delivered = await netgsmTransport(settings).deliver(message({ text }));
    expect(fake.messages).toHaveLength(1);
    const [received] = fake.messages;
    expect(delivered).toEqual({ providerId: received!.jobid });
    expect(received).toMatchObject({ header: 'VITRIN', to: '5321234567', text, encoding: 'TR', iysfilter: '0', commercial: false });
  });

  it('sends a plain text without the Turkish encoding, as Netgsm advises', async () => {
    await netgsmTransport(settings).deliver(message({ text: 'Vitrin: your order V1 has been dispatched.' }));
    expect(fake.messages[0]).toMatchObject({ text: 'Vitrin: your order V1 has been dispatched.', encoding: undefined });
  });

  it('marks a transactional message informational and a commercial one for İYS-checked individuals', async () => {
    const transport = netgsmTransport(settings);
    await transport.deliver(message());
    await transport.deliver(message({ commercial: true, text: 'Vitrin: bahar indirimi başladı.' }));
    expect(fake.messages.map(({ iysfilter, commercial }) => ({ iysfilter, commercial }))).toEqual([
      { iysfilter: '0', commercial: false },
      { iysfilter: '11', commercial: true },
    ]);
  });

  it('refuses a commercial message without an İYS brand code, before calling Netgsm', async () => {
    const error = await refusal(netgsmTransport({ ...settings, iysBrandCode: undefined }).deliver(message({ commercial: true })));
    expect(error).toMatchObject({ retry: false, code: 'iys-brand' });
    expect(fake.requests).toBe(0);
  });

  it('refuses a number that is not a 10-digit mobile number, before calling Netgsm', async () => {
    for (const to of ['05321234567', '905321234567', '2121234567', '532123456']) {
      const error = await refusal(netgsmTransport(settings).deliver(message({ to })));
      expect(error, to).toMatchObject({ retry: false, code: 'number' });
    }
    expect(fake.requests).toBe(0);
  });

  it('maps each documented refusal to its code and to retry or failed', async () => {
    const transport = netgsmTransport(settings);
    const seen: Record<string, boolean> = {};
    for (const code of Object.keys(NETGSM_SEND_ERRORS) as NetgsmErrorCode[]) {
      fake.fail({ kind: 'code', code }, 1);
      const error = await refusal(transport.deliver(message()));
      expect(error.code).toBe(code);
      seen[code] = error.retry;
    }
    expect(seen).toEqual({
      '20': false,
      '30': false,
      '40': false,
      '50': false,
      '51': false,
      '70': false,
      '80': true,
      '85': true,
      '100': true,
      '101': true,
    });
    expect(fake.messages).toHaveLength(0);
  });

  it('hears the refusals Netgsm makes of itself: credentials, header, İYS on the account', async () => {
    const wrong = await refusal(netgsmTransport({ ...settings, password: 'not-it' }).deliver(message()));
    expect(wrong).toMatchObject({ retry: false, code: '30' });
    const header = await refusal(netgsmTransport({ ...settings, sender: 'UNKNOWN' }).deliver(message()));
    expect(header).toMatchObject({ retry: false, code: '40' });
    const noIys = await startFakeNetgsm({ iys: false });
    const noBrand = await startFakeNetgsm({ brandCode: undefined });
    try {
      const commercial = message({ commercial: true });
      expect(await refusal(netgsmTransport({ ...settings, baseUrl: noIys.baseUrl }).deliver(commercial))).toMatchObject({
        retry: false,
        code: '50',
      });
      expect(await refusal(netgsmTransport({ ...settings, baseUrl: noBrand.baseUrl }).deliver(commercial))).toMatchObject({
        retry: false,
        code: '51',
      });
      // Informational messages pass on either account: İYS does not look at them.
      await netgsmTransport({ ...settings, baseUrl: noBrand.baseUrl }).deliver(message());
      expect(noBrand.messages).toHaveLength(1);
    } finally {
      await Promise.all([noIys.close(), noBrand.close()]);
    }
  });

  it('keeps the password out of every error', async () => {
    const secret = { ...settings, password: 'Gizli-Parola-42' };
    const errors = [await refusal(netgsmTransport(secret).deliver(message()))];
    fake.fail({ kind: 'garbage' }, 1);
    errors.push(await refusal(netgsmTransport(settings).deliver(message())));
    for (const error of errors) {
      expect(JSON.stringify({ message: error.message, code: error.code, stack: error.stack })).not.toMatch(
        /Gizli-Parola-42|fake-netgsm-password/,
      );
    }
  });

  it('retries an answer that is not Netgsm’s JSON, and an HTTP 500', async () => {
    const transport = netgsmTransport(settings);
    fake.fail({ kind: 'garbage' }, 1);
    expect(await refusal(transport.deliver(message()))).toMatchObject({ retry: true });
    fake.fail({ kind: 'status', status: 500 }, 1);
    expect(await refusal(transport.deliver(message()))).toMatchObject({ retry: true, code: 'http-500' });
    fake.fail({ kind: 'status', status: 503 }, 1);
    expect(await refusal(transport.deliver(message()))).toMatchObject({ retry: true, code: 'http-503' });
    expect(fake.messages).toHaveLength(0);
    // Healed, the same transport delivers again.
    await transport.deliver(message());
    expect(fake.messages).toHaveLength(1);
  });

  it('retries a Netgsm that is down', async () => {
    fake.fail({ kind: 'down' }, 1);
    expect(await refusal(netgsmTransport(settings).deliver(message()))).toMatchObject({ retry: true, code: 'unreachable' });
    const closed = await startFakeNetgsm();
    const address = closed.baseUrl;
    await closed.close();
    expect(await refusal(netgsmTransport({ ...settings, baseUrl: address }).deliver(message()))).toMatchObject({
      retry: true,
      code: 'unreachable',
    });
  });

  it('meets a fake that fails as often as told, then heals, and can be waited on', async () => {
    const transport = netgsmTransport(settings);
    fake.fail({ kind: 'code', code: '100' }, 2);
    const arrived = fake.waitForMessages(1);
    expect(await refusal(transport.deliver(message()))).toMatchObject({ code: '100' });
    expect(await refusal(transport.deliver(message()))).toMatchObject({ code: '100' });
    await transport.deliver(message({ to: '5559876543' }));
    expect((await arrived).map((m) => m.to)).toEqual(['5559876543']);
    expect(fake.requests).toBe(3);
    expect(fake.env).toMatchObject({
      SMS_PROVIDER: 'netgsm',
      NETGSM_BASE_URL: fake.baseUrl,
      SMS_SENDER: 'VITRIN',
      IYS_BRAND_CODE: '123456',
    });
  });

  it('gives up on a slow Netgsm at the timeout and retries', async () => {
    fake.fail({ kind: 'slow', ms: 2_000 }, 1);
    const started = performance.now();
    const error = await refusal(netgsmTransport(settings).deliver(message()));
    const waited = performance.now() - started;
    expect(error).toMatchObject({ retry: true, code: 'timeout' });
    // The 1 s of the settings, not the fake's 2 s.
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(5_000);
    expect(fake.requests).toBe(1);
    // The fake dropped the job its client gave up on.
    await fake.settled();
    expect(fake.messages).toEqual([]);
  });

  it('can show the second SMS a late acceptance leads to', async () => {
    const transport = netgsmTransport(settings);
    fake.fail({ kind: 'slow', ms: 1_500, keep: true }, 1);
    expect(await refusal(transport.deliver(message()))).toMatchObject({ retry: true, code: 'timeout' });
    await transport.deliver(message());
    await fake.settled();
    expect(fake.messages.map((m) => m.to)).toEqual(['5321234567', '5321234567']);
  });
});
