import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { deliverySchema } from '@lib/checkout/steps/schema';
import type { InstallmentOptionsReply } from '@lib/checkout/payments/card/schema';
import type { BinFacts } from './bank';
import { splitOf } from './split.fixture';
import { agreementsBody, campaignSaving, cardComplete, type FigureInputs, figuresOf, summaryRows } from './figures';

const t = ((key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key)) as unknown as TFunction;
const split = splitOf;
const info = (CardType: string) => ({ BankCode: '0062', CardType }) as InstallmentOptionsReply;
const facts = (over: Partial<BinFacts> = {}): BinFacts => ({ instalments: info('credit'), extraText: null, campaign: null, ...over });
const inputs = (over: Partial<FigureInputs> = {}): FigureInputs => ({
  rail: 'card',
  digital: null,
  walletChosen: false,
  choice: { of: null, count: 1 },
  split: split(),
  facts: null,
  methodCampaign: null,
  ...over,
});

describe('the payment figures', () => {
  it('leaves the instruments’ parts out of what the rest pays, never below zero', () => {
    const used = split({ Tenders: [{ Kind: 'gift_card', Label: '', Amount: 30_000 }] });
    expect(figuresOf(inputs({ split: used }))).toMatchObject({ payable: 100_000, used: 30_000, rest: 70_000 });
    const all = split({ Tenders: [{ Kind: 'gift_card', Label: '', Amount: 120_000 }] });
    expect(figuresOf(inputs({ split: all, rail: 'wallet' }))).toMatchObject({ rest: 0, railReady: true });
  });

  it('names the method from the rail and the card’s type', () => {
    expect(figuresOf(inputs()).method).toBe('credit_card');
    expect(figuresOf(inputs({ facts: facts({ instalments: info('debit') }) })).method).toBe('debit_card');
    expect(figuresOf(inputs({ rail: 'wallet' })).method).toBe('masterpass');
    expect(figuresOf(inputs({ rail: 'digital' })).method).toBe('garanti_pay');
    expect(figuresOf(inputs({ rail: 'digital', digital: 'paypal' })).method).toBe('paypal');
  });

  it('is ready to pay with a wallet card or a provider chosen, with the card at once', () => {
    expect(figuresOf(inputs()).railReady).toBe(true);
    expect(figuresOf(inputs({ rail: 'wallet' })).railReady).toBe(false);
    expect(figuresOf(inputs({ rail: 'wallet', walletChosen: true })).railReady).toBe(true);
    expect(figuresOf(inputs({ rail: 'digital' })).railReady).toBe(false);
  });

  it('keeps a chosen instalment count only for the bank’s answer it was chosen from', () => {
    const reply = facts();
    expect(figuresOf(inputs({ facts: reply, choice: { of: reply.instalments, count: 3 } })).count).toBe(3);
    expect(figuresOf(inputs({ facts: facts(), choice: { of: reply.instalments, count: 3 } })).count).toBe(1);
  });

  it('charges the campaign’s total of the rail that pays, and shows its discount as a row', () => {
    const campaign = { IsDiscountApplied: true, PaymentConditionWarningNote: null, TotalAmountToBePaid: 90_000 };
    const card = figuresOf(inputs({ facts: facts({ campaign }) }));
    expect(card).toMatchObject({ payable: 90_000, campaignDiscount: 10_000 });
    expect(figuresOf(inputs({ rail: 'digital', methodCampaign: campaign, facts: facts({ campaign: null }) })).payable).toBe(90_000);
    expect(figuresOf(inputs({ rail: 'wallet', methodCampaign: campaign })).payable).toBe(100_000);
    const rows = summaryRows(card, 'card', '4111111111111111', t);
    expect(rows.map((row) => row.label)).toEqual(['pay:summary.cardCampaign', 'pay:summary.instalments', 'pay:summary.card']);
    expect(rows[0]).toMatchObject({ value: '−100,00 TL', kind: 'discount' });
    expect(rows[2]?.value).toContain('1111');
  });

  it('sends the agreements the tenders and the method paying the rest, and knows a complete card', () => {
    const used = split({ Tenders: [{ Kind: 'coins', Label: '', Amount: 1_000 }] });
    const delivery = deliverySchema.parse({ ShippingAddressID: 1, BillingAddressID: 2 });
    expect(agreementsBody(delivery, used, figuresOf(inputs({ split: used })))).toEqual({
      ShippingAddressId: 1,
      BillingAddressId: 2,
      PickupLocationId: 0,
      PaymentMethods: ['coins', 'credit_card'],
      InstallmentCount: 1,
    });
    const values = { ExpMonth: '12', ExpYear: '2030', SecureCode: '123' };
    expect(cardComplete(values, '4111111111111111')).toBe(true);
    expect(cardComplete({ ...values, SecureCode: '12' }, '4111111111111111')).toBe(false);
    expect(cardComplete(values, '4111111111111112')).toBe(false);
  });

  it('tells of a payment campaign only a shopper whose card or method gets it', () => {
    const applied = { IsDiscountApplied: true, PaymentConditionWarningNote: null, TotalAmountToBePaid: 90_000 };
    expect(campaignSaving(applied, 10_000)).toBe(10_000);
    // The walk's Garanti card read that it missed İş Bankası's offer: the reply's note is not the page's to show.
    const missed = {
      IsDiscountApplied: false,
      PaymentConditionWarningNote:
        'Seçtiğiniz kart veya ödeme yöntemi “İş Bankası Maximum kartlarına %10” kampanyasının koşullarını karşılamıyor.',
      TotalAmountToBePaid: 100_000,
    };
    expect(campaignSaving(missed, 0)).toBeNull();
    expect(campaignSaving(null, 0)).toBeNull();
    expect(campaignSaving(applied, 0)).toBeNull();
  });
});
