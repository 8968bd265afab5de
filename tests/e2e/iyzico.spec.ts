import type { APIRequestContext, Page } from '@playwright/test';
import { fakeIyzicoURL, iyzicoURL } from '../../playwright.config';
import { demoProduct } from './cart-support';
import { apiCall, memberReadyToPay, payWords, typeCard } from './checkout-support';
import { expect, islandsReady, test } from './fixtures';

// Paying by card through iyzico (PAYMENT_PROVIDER=iyzico) in Chromium: a store of its own talks to
// a fake iyzico on 127.0.0.1 (tests/support/fake-iyzico.ts) exactly as it would to iyzico, only the
// base address differs. The instalments come from iyzico for the card's BIN; iyzico's 3-D page opens
// in the checkout's modal and leads to the (fake) bank's page; a cancel and a refund reach iyzico.
// The stock and ledger of each ending are the API suite's (tests/api/checkout/iyzico).

test.use({ baseURL: iyzicoURL });
test.describe.configure({ timeout: 90_000 });

/** iyzico's test cards (docs.iyzico.com): what the fake does with each. */
const CARDS = { garanti: '5400360000000003', insufficientFunds: '4111111111111129', mdStatusZero: '4131111111111117' } as const;

interface FakeRecord {
  payments: {
    conversationId: string;
    status: string;
    price: number;
    installment: number;
    threeD: boolean;
    items: { itemId: string; price: number; refunded: number }[];
  }[];
  giveBacks: { kind: 'cancel' | 'refund'; amount: number; paymentTransactionId?: string }[];
}
/** What the fake iyzico recorded (its payments, refunds and cancels). */
const record = async (request: APIRequestContext): Promise<FakeRecord> => (await request.get(`${fakeIyzicoURL}/__fake/record`)).json();

/** Cancels the order's items (all, or the first `count`) as the order page's cancel does. */
async function cancelItems(request: APIRequestContext, number: string, count?: number): Promise<void> {
  const list = await apiCall<{ Orders: { OrderId: number }[] }>(request, 'GET', `/order-web-bff/api/v1/orders?orderNumber=${number}`);
  const orderId = list.Result!.Orders[0]!.OrderId;
  const detail = await apiCall<{ Items: { OrderItemID: number }[] }>(
    request,
    'GET',
    `/order-web-bff/api/v1/orders/detail?orderId=${orderId}`,
  );
  const items = detail.Result!.Items.slice(0, count ?? detail.Result!.Items.length);
  const cancelled = await apiCall(request, 'POST', '/order-web-bff/api/v1/easy-cancel', {
    OrderId: orderId,
    IdempotencyKey: crypto.randomUUID(),
    Items: items.map((item) => ({ OrderItemID: item.OrderItemID, ReasonId: 1 })),
  });
  expect(cancelled.Success, JSON.stringify(cancelled)).toBe(true);
}

/** Starts paying with 3-D Secure: the card typed, 3-D chosen, the pay button pressed; the modal. */
async function payWithThreeD(page: Page, w: (typeof payWords)['tr' | 'en'], card: string) {
  await typeCard(page, w, card);
  await page.getByRole('checkbox', { name: w.threeD }).check();
  await page.getByRole('button', { name: w.pay }).click();
  const modal = page.getByRole('dialog', { name: w.threeDTitle });
  await expect(modal).toBeVisible();
  return modal;
}

test('a member pays in 3 instalments through iyzico’s 3-D page, then cancels one item and is refunded it', async ({
  page,
  member,
  baseURL,
}) => {
  expect(member.email).toContain('@');
  const w = payWords.tr;
  await memberReadyToPay(page, baseURL);
  // A second line: the demo product's other size, so one line can be cancelled alone.
  const product = await demoProduct(baseURL);
  const added = await apiCall(page.request, 'POST', '/cop-api/cart/add', {
    productId: product.productId,
    variantId: product.sizes[1].id,
    quantity: 1,
  });
  expect(added.Success, JSON.stringify(added)).toBe(true);
  await page.goto('/checkout/payment');
  await islandsReady(page);
  await typeCard(page, w, CARDS.garanti);
  // The plans iyzico gives this Garanti Bonus card for the bag's total.
  await page.getByRole('radio', { name: /^3 taksit/ }).check();
  await page.getByRole('checkbox', { name: w.threeD }).check();
  await page.getByRole('button', { name: w.pay }).click();
  const modal = page.getByRole('dialog', { name: w.threeDTitle });
  const bank = modal.frameLocator('iframe');
  await expect(bank.getByRole('heading', { name: 'Garanti Bankası' })).toBeVisible();
  await bank.getByRole('button', { name: 'Onayla' }).click();

  await expect(page).toHaveURL(/\/checkout\/orderreceived\?orderNumber=/);
  await expect(page.getByRole('heading', { level: 1, name: w.thanks })).toBeVisible();
  const number = new URL(page.url()).searchParams.get('orderNumber') ?? '';
  const paid = (await record(page.request)).payments.filter((p) => p.conversationId === number && p.status === 'SUCCESS');
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({ installment: 3, threeD: true });

  // One of the two items cancelled, as the order page's cancel does: iyzico refunds that item alone.
  await cancelItems(page.request, number, 1);
  await expect
    .poll(async () => (await record(page.request)).giveBacks.filter((g) => g.kind === 'refund').reduce((sum, g) => sum + g.amount, 0))
    .toBeGreaterThan(0);
  const after = (await record(page.request)).payments.find((p) => p.conversationId === number)!;
  // Only the cancelled item's transaction had money back; the other item kept its whole price.
  expect(after.items.filter((item) => item.refunded > 0)).toHaveLength(1);
  expect(after.items.filter((item) => item.refunded === 0)).toHaveLength(after.items.length - 1);
});

test('a decline, a failed 3-D and a closed 3-D page each end the attempt with its reason; then a card pays and a whole cancel is iyzico’s same-day cancel', async ({
  page,
  member,
  baseURL,
}) => {
  expect(member.email).toContain('@');
  const w = payWords.en;
  await memberReadyToPay(page, baseURL);
  const failedAttempt = page.getByRole('alert').filter({ hasText: w.payError });

  await page.goto(`${w.prefix}/checkout/payment`);
  await islandsReady(page);
  await typeCard(page, w, CARDS.insufficientFunds);
  await page.getByRole('button', { name: w.pay }).click();
  await expect(failedAttempt).toBeVisible();

  await page.goto(`${w.prefix}/checkout/payment`);
  await islandsReady(page);
  const failing = await payWithThreeD(page, w, CARDS.mdStatusZero);
  await failing.frameLocator('iframe').getByRole('button', { name: 'Başarısız' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment/);
  await expect(failedAttempt).toBeVisible();

  await page.goto(`${w.prefix}/checkout/payment`);
  await islandsReady(page);
  const closing = await payWithThreeD(page, w, CARDS.garanti);
  await expect(closing.frameLocator('iframe').getByRole('button', { name: 'Onayla' })).toBeVisible();
  await closing.getByRole('button', { name: 'Close' }).click();
  await expect(closing).toBeHidden();
  await expect(failedAttempt).toBeVisible();

  await page.goto(`${w.prefix}/checkout/payment`);
  await islandsReady(page);
  await typeCard(page, w, CARDS.garanti);
  await page.getByRole('button', { name: w.pay }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/orderreceived\?orderNumber=/);
  const number = new URL(page.url()).searchParams.get('orderNumber') ?? '';
  // Four attempts, one charge: the declined, failed and closed ones charged nothing.
  expect((await record(page.request)).payments.filter((p) => p.status === 'SUCCESS' && p.conversationId === number)).toHaveLength(1);

  await cancelItems(page.request, number);
  // The whole order, the day it was paid: iyzico's cancel, not a refund.
  await expect.poll(async () => (await record(page.request)).giveBacks.filter((g) => g.kind === 'cancel').length).toBe(1);
});
