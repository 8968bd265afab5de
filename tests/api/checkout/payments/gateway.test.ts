import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PaymentGateway } from '../../../../src/lib/checkout/payments/gateway';
import { TEST_CARDS } from '../../../../src/lib/checkout/payments/card/test-cards';
import { scanForCards } from '../../../support/card-scan';
import { type InProcessBank, inProcessBank } from './in-process';

// The sandbox bank through the gateway interface, on a database of its own: PostgreSQL when the
// suite has one (TEST_DATABASE_URL: parallel calls truly overlap there), else in-memory PGlite.
// Each test card's outcome, one charge per reference, the masked number alone kept, refunds
// bounded by the approved amount.
describe('sandbox bank', () => {
  let opened: InProcessBank;
  let bank: PaymentGateway;
  let rows: () => Promise<{ reference: string; maskedCard: string; status: string; refunded: number }[]>;
  let n = 0;
  const card = (number: string, securityCode = number.length === 15 ? '1234' : '123') => ({
    number,
    expMonth: 12,
    expYear: 2099,
    securityCode,
    holder: 'Ayşe Yılmaz',
  });
  const request = (number: string, extra: Partial<Parameters<PaymentGateway['authorise']>[0]> = {}) => ({
    reference: `unit-${Date.now()}-${n++}`,
    amount: 125_000,
    installmentCount: 1,
    card: card(number),
    threeD: false,
    returnUrl: '/cop-api/checkout/three-d-return',
    lang: 'tr' as const,
    ...extra,
  });

  beforeAll(async () => {
    opened = await inProcessBank({ given: inject('databaseUrl') });
    bank = opened.bank;
    rows = async () =>
      (await opened.query('select reference, masked_card, status, refunded from bank_payments')).map((r) => ({
        reference: String(r.reference),
        maskedCard: String(r.masked_card),
        status: String(r.status),
        refunded: Number(r.refunded),
      }));
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });

  it.each(Object.entries(TEST_CARDS))('%s answers its README outcome', async (_name, test) => {
    const outcome = await bank.authorise(request(test.number));
    expect(outcome.status).toBe(test.outcome);
    expect(outcome.bankCode).toBe(test.bank);
    expect(outcome.brand).toBe(test.scheme);
    expect(outcome.maskedCard).toBe(`${test.number.slice(0, 6)}${'*'.repeat(test.number.length - 10)}${test.number.slice(-4)}`);
    if (outcome.status === 'declined') expect(outcome.code).toBe((test as { code?: string }).code);
    if (outcome.status === 'three_d') expect(outcome.redirectUrl).toBe(`/sandbox-bank/3d/${outcome.transactionId}`);
  });

  it('sends any 3-D-capable card through 3-D when asked, and refuses 3-D for a bank without it', async () => {
    expect((await bank.authorise(request(TEST_CARDS.garantiBonus.number, { threeD: true }))).status).toBe('three_d');
    await expect(bank.authorise(request(TEST_CARDS.hsbcNoThreeD.number, { threeD: true }))).rejects.toMatchObject({
      code: 'BANK_WITHOUT_3D',
    });
  });

  it('refuses a number that is no card or of an unknown BIN with INVALID_BIN, recording nothing', async () => {
    const before = (await rows()).length;
    await expect(bank.authorise(request('5400360000000004'))).rejects.toMatchObject({ code: 'INVALID_BIN' });
    await expect(bank.authorise(request('4111111111111111'))).rejects.toMatchObject({ code: 'INVALID_BIN' });
    expect((await rows()).length).toBe(before);
  });

  it('declines an expired card, a wrong-length security code, and instalments a card cannot take', async () => {
    const expired = await bank.authorise(
      request(TEST_CARDS.garantiBonus.number, { card: { ...card(TEST_CARDS.garantiBonus.number), expYear: 2020 } }),
    );
    expect(expired).toMatchObject({ status: 'declined', code: '54' });
    const cvv = await bank.authorise(request(TEST_CARDS.garantiAmex.number, { card: card(TEST_CARDS.garantiAmex.number, '123') }));
    expect(cvv).toMatchObject({ status: 'declined', code: 'N7' });
    expect(await bank.authorise(request(TEST_CARDS.isbankDebit.number, { installmentCount: 3 }))).toMatchObject({
      status: 'declined',
      code: '57',
    });
    expect(await bank.authorise(request(TEST_CARDS.garantiBonus.number, { installmentCount: 5 }))).toMatchObject({
      status: 'declined',
      code: '57',
    });
    expect(await bank.authorise(request(TEST_CARDS.garantiBonus.number, { installmentCount: 12 }))).toMatchObject({ status: 'approved' });
  });

  it('answers a repeated reference with its first outcome, never a second charge', async () => {
    const first = request(TEST_CARDS.garantiBonus.number);
    const a = await bank.authorise(first);
    const b = await bank.authorise({ ...first, card: card(TEST_CARDS.halkbankInsufficient.number) });
    const twins = await Promise.all([1, 2, 3].map(() => bank.authorise(first)));
    expect(b).toEqual(a);
    for (const twin of twins) expect(twin).toEqual(a);
    expect((await rows()).filter((r) => r.reference === first.reference)).toHaveLength(1);
  });

  it('checks a chosen instalment count at placement: the offered counts, the charge with its markup, INVALID_BIN and INVALID_INSTALLMENT', async () => {
    const { allowedInstallments, chosenInstallment } = await import('../../../../src/lib/checkout/payments/card/instalments.server');
    const lines = [{ NoInstalment: false }];
    expect(await allowedInstallments('540036', 600_000, lines)).toEqual([1, 2, 3, 6, 9, 12]);
    expect(await allowedInstallments(TEST_CARDS.isbankDebit.number, 600_000, lines)).toEqual([1]);
    expect(await allowedInstallments('540036', 600_000, [{ noInstalment: true }])).toEqual([1]);
    expect(await allowedInstallments('540036', 9_999, lines)).toEqual([1]);
    expect(await chosenInstallment('540036', 600_000, lines, 6)).toEqual({ Count: 6, MonthlyAmount: 104_000, TotalAmount: 624_000 });
    expect(await chosenInstallment('540036', 600_000, lines, 3)).toEqual({ Count: 3, MonthlyAmount: 200_000, TotalAmount: 600_000 });
    await expect(chosenInstallment('540036', 600_000, lines, 4)).rejects.toMatchObject({ code: 'INVALID_INSTALLMENT' });
    await expect(chosenInstallment('540036', 9_999, lines, 2)).rejects.toMatchObject({ code: 'INVALID_INSTALLMENT' });
    await expect(allowedInstallments('411111', 600_000, lines)).rejects.toMatchObject({ code: 'INVALID_BIN' });
    await expect(allowedInstallments('5400', 600_000, lines)).rejects.toMatchObject({ code: 'INVALID_BIN' });
  });

  it('declines a 3-D page left open past PAYMENT_PENDING_MINUTES with T3, whatever is posted after', async () => {
    const { submitThreeD, threeDPage } = await import('../../../../src/lib/checkout/payments/card/three-d-page.server');
    const waiting = await bank.authorise(request(TEST_CARDS.akbankAxess3d.number));
    const open = await threeDPage(waiting.transactionId);
    if (open?.kind !== 'open') throw new Error('expected an open page');
    const later = new Date(Date.now() + 16 * 60_000);
    const ended = await submitThreeD(waiting.transactionId, { action: 'verify', code: open.code, token: open.token }, later);
    expect(ended).toMatchObject({ kind: 'return', fields: { Status: 'declined', Code: 'T3' } });
    expect(await bank.cancelPending(waiting.transactionId)).toBe('declined');
  });

  it('answers 20 parallel authorisations of one reference with one outcome and one row', async () => {
    const one = request(TEST_CARDS.isbankMaximum3d.number);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => bank.authorise(one)));
    expect(new Set(outcomes.map((o) => o.transactionId)).size).toBe(1);
    expect(outcomes[0]).toMatchObject({ status: 'three_d' });
    expect((await rows()).filter((r) => r.reference === one.reference)).toHaveLength(1);
  });

  it('keeps only masked numbers: no table holds a card number', async () => {
    for (const row of await rows()) expect(row.maskedCard).toMatch(/^\d{6}\*+\d{4}$/);
    expect(await scanForCards(opened.query)).toEqual([]);
  });

  it('refunds up to the approved amount, and marks the payment refunded when all is given back', async () => {
    const paid = await bank.authorise(request(TEST_CARDS.isbankMaximumVisa.number));
    expect(await bank.refund(paid.transactionId, 0)).toEqual({ ok: false, code: '13' });
    expect(await bank.refund(paid.transactionId, 100_000)).toEqual({ ok: true, code: '00' });
    expect(await bank.refund(paid.transactionId, 25_001)).toEqual({ ok: false, code: '13' });
    expect(await bank.refund(paid.transactionId, 25_000)).toEqual({ ok: true, code: '00' });
    expect(await bank.refund(paid.transactionId, 1)).toEqual({ ok: false, code: '12' });
    const declined = await bank.authorise(request(TEST_CARDS.vakifbankDoNotHonour.number));
    expect(await bank.refund(declined.transactionId, 1)).toEqual({ ok: false, code: '12' });
    const row = (await rows()).find((r) => r.status === 'refunded');
    expect(row?.refunded).toBe(125_000);
  });

  it('cancels a payment waiting for 3-D, and says so again; an approved one stays approved', async () => {
    const waiting = await bank.authorise(request(TEST_CARDS.akbankAxess3d.number));
    expect(await bank.cancelPending(waiting.transactionId)).toBe('cancelled');
    expect(await bank.cancelPending(waiting.transactionId)).toBe('cancelled');
    expect(await bank.authorise({ ...request(TEST_CARDS.akbankAxess3d.number), reference: 'x' })).toMatchObject({ status: 'three_d' });
    const paid = await bank.authorise(request(TEST_CARDS.garantiBonus.number));
    expect(await bank.cancelPending(paid.transactionId)).toBe('approved');
    expect(await bank.cancelPending('unknown')).toBe('declined');
  });
});
