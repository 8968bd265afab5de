import type { SubmitEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverySchema } from '@lib/checkout/steps/schema';
import { figuresOf } from './figures';
import { splitOf } from './split.fixture';
import { createPaymentStore, type Order, type PayState } from './store';
import { refreshSplit } from './split';
import { finalizeFailed, pay } from './submit';

vi.mock('./submit', async (original) => ({ ...(await original<typeof import('./submit')>()), pay: vi.fn(), finalizeFailed: vi.fn() }));
vi.mock('./split', async (original) => ({ ...(await original<typeof import('./split')>()), refreshSplit: vi.fn() }));

const split = splitOf();
const delivery = deliverySchema.parse({ ShippingAddressID: 1, BillingAddressID: 1 });
const texts = { fallback: 'fallback', threeD: 'threeD' };
const make = (over = {}) => createPaymentStore({ delivery, isGuest: false, texts, ...over });
const values = { CardNo: '4111 1111 1111 1111', ExpMonth: '12', ExpYear: '2030', SecureCode: '123', CardName: ' Ada ' };
const orderOf = (state: PayState): Order => ({
  figures: figuresOf({ ...state, walletChosen: state.wallet !== null, split, facts: null, methodCampaign: null }),
  tenders: split.Tenders,
  values,
  digits: '4111111111111111',
});
const event = () => ({ preventDefault: vi.fn() }) as unknown as SubmitEvent<HTMLFormElement> & { preventDefault: ReturnType<typeof vi.fn> };
const assign = vi.fn();

beforeEach(() => vi.stubGlobal('window', { location: { assign } }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the payment store', () => {
  it('starts on the card, or on the provider that sent the shopper back, with its failure at the top', () => {
    expect(make().$state.get()).toMatchObject({ tab: 'card', rail: 'card', digital: null, failure: null });
    const back = make({ returnedMethod: 'paypal', paymentError: 'declined' }).$state.get();
    expect(back).toMatchObject({ tab: 'digital', rail: 'digital', digital: 'paypal', returned: true });
    expect(back.failure).toEqual({ messages: ['declined'], showCartLink: false });
  });

  it('makes a method’s tab the one that pays the rest, not an instrument’s; a failed wallet falls back to the card', () => {
    const store = make();
    store.choose('gift');
    expect(store.$state.get()).toMatchObject({ tab: 'gift', rail: 'card' });
    store.choose('wallet');
    expect(store.$state.get()).toMatchObject({ tab: 'wallet', rail: 'wallet' });
    store.fallBack('no cards');
    expect(store.$state.get()).toMatchObject({ tab: 'card', rail: 'card', wallet: null, notice: 'no cards' });
  });

  it('shows the paying method’s tab first when another tab is open, and checks the typed card before paying', async () => {
    const store = make();
    const checkCard = vi.fn();
    store.choose('gift');
    const first = event();
    store.submit(first, orderOf(store.$state.get()), checkCard);
    expect(first.preventDefault).toHaveBeenCalled();
    expect(store.$state.get().tab).toBe('card');
    store.submit(event(), orderOf(store.$state.get()), checkCard);
    expect(checkCard).toHaveBeenCalledOnce();
    expect(pay).not.toHaveBeenCalled();
  });

  it('sends the typed card with the 3-D choice, and opens the bank’s page in the modal', async () => {
    vi.mocked(pay).mockResolvedValue({ kind: 'threeD', url: '/bank', orderNumber: 'N1' });
    const store = make();
    store.setThreeD(true);
    await store.start(orderOf(store.$state.get()));
    const input = vi.mocked(pay).mock.calls[0]?.[0];
    expect(input?.CreditCard).toMatchObject({ CardNo: '4111111111111111', CardName: 'Ada', ExpYear: 2030, Is3DPayment: true });
    expect(input).toMatchObject({ TotalAmountToBePaid: 100_000, MasterPassInfo: null, OrderInfo: { PaymentMethodCode: 'credit_card' } });
    expect(store.$state.get()).toMatchObject({ busy: true, bank: { url: '/bank', orderNumber: 'N1' } });
  });

  it('asks about a changed total and sends the same attempt again with it', async () => {
    vi.mocked(pay).mockResolvedValueOnce({ kind: 'amountChanged', change: { PreviousAmount: 100_000, ActualAmount: 110_000 } as never });
    const store = make();
    await store.start(orderOf(store.$state.get()));
    expect(store.$state.get()).toMatchObject({ busy: false, change: { from: 100_000, to: 110_000 } });
    vi.mocked(pay).mockResolvedValueOnce({ kind: 'redirect', url: '/received' });
    store.confirmChange(orderOf(store.$state.get()));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/received'));
    const [first, again] = vi.mocked(pay).mock.calls.map(([input]) => input);
    expect(again?.TotalAmountToBePaid).toBe(110_000);
    expect(again?.IdempotencyKey).toBe(first?.IdempotencyKey);
    expect(store.$state.get().change).toBeNull();
  });

  it('pays with the wallet’s card and no typed card, and shows a failure beside the button', async () => {
    vi.mocked(pay).mockResolvedValue({ kind: 'failed', messages: ['no funds'], showCartLink: true });
    const store = make({ paymentError: 'earlier' });
    store.choose('wallet');
    store.setWallet({ CardAlias: 'x' } as never);
    store.submit(event(), orderOf(store.$state.get()), vi.fn());
    await vi.waitFor(() => expect(store.$state.get().busy).toBe(false));
    expect(vi.mocked(pay).mock.calls[0]?.[0]).toMatchObject({ CreditCard: null, MasterPassInfo: { CardAlias: 'x' } });
    expect(store.$state.get()).toMatchObject({ returned: false, failure: { messages: ['no funds'], showCartLink: true } });
    // A refusal may have dropped instruments applied to another bag: the split is read again.
    expect(refreshSplit).toHaveBeenCalledOnce();
  });

  it('finalises a failed 3-D Secure and says why, or follows where the order ended', async () => {
    vi.mocked(pay).mockResolvedValue({ kind: 'threeD', url: '/bank', orderNumber: 'N1' });
    vi.mocked(finalizeFailed).mockResolvedValueOnce(null);
    const store = make();
    await store.start(orderOf(store.$state.get()));
    await store.threeDFailed(null);
    expect(finalizeFailed).toHaveBeenCalledWith('N1');
    expect(store.$state.get()).toMatchObject({ bank: null, busy: false, failure: { messages: ['threeD'] } });
    await store.start(orderOf(store.$state.get()));
    vi.mocked(finalizeFailed).mockResolvedValueOnce({ RedirectUrl: '/paid' } as never);
    await store.threeDFailed('bank said no');
    expect(assign).toHaveBeenCalledWith('/paid');
  });
});
