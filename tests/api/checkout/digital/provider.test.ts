import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DigitalProvider } from '../../../../src/lib/checkout/payments/digital/provider';
import type { OwnDatabase } from '../../../support/postgres';
import { ownDatabase } from '../../../support/postgres';
import { pointServerAt } from '../../../support/in-process';

// The sandbox provider through its interface, inside the test process on a database of its own
// (PostgreSQL when the suite has one, else in-memory PGlite): one session per reference, the ,13 TL
// start failure, cancelPending's answers, and refunds bounded by what was paid even in parallel.

describe('sandbox digital provider', () => {
  let provider: DigitalProvider;
  let approve: (id: string) => Promise<unknown>;
  let close: () => Promise<void>;
  let n = 0;
  const reference = () => `unit-${Date.now()}-${n++}`;

  beforeAll(async () => {
    const given = inject('databaseUrl');
    const own: OwnDatabase | undefined = given ? await ownDatabase(given) : undefined;
    const restoreEnv = pointServerAt(own?.url);
    const { closeDb } = await import('../../../../src/lib/platform/db/client.server');
    provider = (await import('../../../../src/lib/checkout/payments/digital/sandbox.server')).sandboxProvider;
    const page = await import('../../../../src/lib/checkout/payments/digital/page.server');
    approve = async (id) => {
      const open = await page.providerPage(id);
      if (open?.kind !== 'open') throw new Error('not open');
      return page.submitProviderPage(id, { action: 'approve', token: open.token, email: '', password: '' });
    };
    close = async () => {
      await closeDb();
      await own?.drop();
      restoreEnv();
    };
  }, 60_000);
  afterAll(() => close?.());

  it('starts one session per reference, and cannot start a ,13 TL amount or a non-positive one', async () => {
    const ref = reference();
    const first = await provider.start('garanti_pay', { reference: ref, amount: 150_000, lang: 'tr' });
    expect(first.redirectUrl).toBe(`/sandbox-pay/${first.sessionId}`);
    expect(await provider.start('garanti_pay', { reference: ref, amount: 150_000, lang: 'en' })).toEqual({
      sessionId: first.sessionId,
      redirectUrl: `/en/sandbox-pay/${first.sessionId}`,
    });
    for (const amount of [150_013, 0, -100]) {
      await expect(provider.start('paypal', { reference: reference(), amount, lang: 'tr' })).rejects.toMatchObject({
        code: 'MOBIL_EXPRESS_INITIALIZE_FAILED',
      });
    }
  });

  it('cancelPending: a waiting session is cancelled, an approved one answers approved, twice the same', async () => {
    const waiting = await provider.start('paypal', { reference: reference(), amount: 10_000, lang: 'tr' });
    expect(await provider.cancelPending(waiting.sessionId)).toBe('cancelled');
    expect(await provider.cancelPending(waiting.sessionId)).toBe('cancelled');
    const paid = await provider.start('garanti_pay', { reference: reference(), amount: 10_000, lang: 'tr' });
    await approve(paid.sessionId);
    expect(await provider.cancelPending(paid.sessionId)).toBe('approved');
    const declined = await provider.start('garanti_pay', { reference: reference(), amount: 10_014, lang: 'tr' });
    await approve(declined.sessionId);
    expect(await provider.cancelPending(declined.sessionId)).toBe('declined');
  });

  it('refunds an approved session up to what was paid, also when asked in parallel', async () => {
    const paid = await provider.start('garanti_pay', { reference: reference(), amount: 10_000, lang: 'tr' });
    expect(await provider.refund(paid.sessionId, 100)).toEqual({ ok: false, code: 'INSTRUMENT_NOT_AVAILABLE' });
    await approve(paid.sessionId);
    expect(await provider.refund(paid.sessionId, 0)).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    expect(await provider.refund(paid.sessionId, 10_001)).toEqual({ ok: false, code: 'INVALID_AMOUNT' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => provider.refund(paid.sessionId, 3_000)));
    expect(answers.filter((a) => a.ok)).toHaveLength(3);
    expect(await provider.refund(paid.sessionId, 1_000)).toEqual({ ok: true, code: '00' });
    expect(await provider.refund(paid.sessionId, 1)).toEqual({ ok: false, code: 'INSTRUMENT_NOT_AVAILABLE' });
  });
});
