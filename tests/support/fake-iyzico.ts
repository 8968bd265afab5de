import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import cardValidator from 'card-validator';
import type { AddressInfo, Socket } from 'node:net';

// An iyzico on 127.0.0.1 that answers what the official client (iyzipay) sends, as docs.iyzico.com
// documents it: IYZWSv2 authorisation (HMAC-SHA256 of the random key, the path and the body under
// the secret key), payment.create, 3DS initialize (an HTML form to its own "bank page") and auth,
// payment retrieve by paymentConversationId, cancel, refund per item transaction, the BIN and
// instalment services. It keeps state (payments by conversationId, item transactions, refunds,
// cancels) and fails as iyzico does: the documented test cards (declines, a 3-D that fails with
// mdStatus 0), error answers, a slow answer (the charge done, the answer late) and validation.

/** A card's features, as the BIN service tells them. */
interface Bin {
  bankName: string;
  bankCode: number;
  association: 'VISA' | 'MASTER_CARD' | 'AMERICAN_EXPRESS' | 'TROY';
  family: string | null;
  type: 'CREDIT_CARD' | 'DEBIT_CARD';
}

const bank = (bankName: string, bankCode: number) => ({
  credit: (association: Bin['association'], family: string): Bin => ({ bankName, bankCode, association, family, type: 'CREDIT_CARD' }),
  debit: (association: Bin['association']): Bin => ({ bankName, bankCode, association, family: null, type: 'DEBIT_CARD' }),
});
const akbank = bank('Akbank', 46);
const denizbank = bank('Denizbank', 134);
const qnb = bank('QNB Finansbank', 111);
const garanti = bank('Garanti Bankası', 62);
const halkbank = bank('Halkbank', 12);
const hsbc = bank('HSBC Bank', 123);
const isbank = bank('Türkiye İş Bankası', 64);
const vakifbank = bank('Vakıfbank', 15);
const yapikredi = bank('Yapı ve Kredi Bankası', 67);
// The error cards of iyzico's test-card table are Visa cards of a test issuer.
const tester = bank('iyzico Test Bankası', 999);

/** The BINs of iyzico's successful test cards (docs.iyzico.com, "Test Cards") and of its error cards. */
const BINS: Record<string, Bin> = {
  '589004': akbank.debit('MASTER_CARD'),
  '552608': akbank.credit('MASTER_CARD', 'Axess'),
  '979207': akbank.credit('TROY', 'Axess'),
  '476662': denizbank.debit('VISA'),
  '460345': denizbank.credit('VISA', 'Bonus'),
  '979202': qnb.debit('TROY'),
  '498749': qnb.debit('VISA'),
  '531157': qnb.credit('MASTER_CARD', 'CardFinans'),
  '979203': qnb.credit('TROY', 'CardFinans'),
  '517041': garanti.debit('MASTER_CARD'),
  '540036': garanti.credit('MASTER_CARD', 'Bonus'),
  '374427': garanti.credit('AMERICAN_EXPRESS', 'Bonus'),
  '447505': halkbank.debit('VISA'),
  '552879': halkbank.credit('MASTER_CARD', 'Paraf'),
  '405903': hsbc.debit('VISA'),
  '550472': hsbc.credit('MASTER_CARD', 'Advantage'),
  '589283': isbank.debit('MASTER_CARD'),
  '454359': isbank.credit('VISA', 'Maximum'),
  '540667': isbank.credit('MASTER_CARD', 'Maximum'),
  '491005': vakifbank.debit('VISA'),
  '415792': vakifbank.credit('VISA', 'World'),
  '516888': yapikredi.debit('MASTER_CARD'),
  '545103': yapikredi.credit('MASTER_CARD', 'World'),
  ...Object.fromEntries(
    [
      '411111',
      '412911',
      '412811',
      '412711',
      '412611',
      '412511',
      '412411',
      '412311',
      '412211',
      '412111',
      '412011',
      '413011',
      '413111',
      '414111',
      '415111',
    ].map((bin) => [bin, tester.credit('VISA', 'Bonus')]),
  ),
};

/** iyzico's answer codes the fake gives, with their Turkish and English messages. */
const MESSAGES: Record<string, [string, string]> = {
  '1000': ['Geçersiz imza', 'Invalid signature'],
  '11': ['Geçersiz istek', 'Invalid request'],
  '12': ['Kart numarası geçersizdir', 'Invalid card number'],
  '17': ['Kartın son kullanma tarihi geçersizdir', 'Your card’s expiration date is invalid'],
  '15': ['CVC geçersizdir', 'Invalid CVC'],
  '23': ['Callback url gönderilmesi zorunludur', 'Callback URL is mandatory'],
  '5062': ['Gönderilen tutar tüm kırılımların toplam tutarına eşit olmalıdır', 'The price must equal the sum of the basket items'],
  '5115': ['Ödeme bulunamadı', 'Payment not found'],
  '10005': ['İşlem onaylanmadı', 'Operation not approved'],
  '10012': ['Geçersiz işlem', 'Invalid transaction'],
  '10034': ['Dolandırıcılık şüphesi', 'Fraud suspect'],
  '10041': ['Kayıp kart, karta el koyunuz', 'Lost card'],
  '10043': ['Çalıntı kart, karta el koyunuz', 'Stolen card'],
  '10051': ['Kart limiti yetersiz, yetersiz bakiye', 'Insufficient funds'],
  '10054': ['Vadesi dolmuş kart', 'Expired card'],
  '10057': ['Kart sahibi bu işlemi yapamaz', 'Operation not permitted to card holder'],
  '10058': ['Terminalin bu işlemi yapmaya yetkisi yok', 'Operation not permitted to terminal'],
  '10084': ['CVC2 bilgisi hatalı', 'Invalid CVC2'],
  '10093': ['Kartınız e-ticaret işlemlerine kapalıdır. Bankanızı arayınız.', 'Pickup card'],
  '10204': ['Ödeme işlemi esnasında genel bir hata oluştu', 'An error occurred while processing payment'],
  '10213': ['BIN bulunamadı', 'Bin is not found'],
  '10217': ['Banka kartları sadece 3D Secure işleminde kullanılabilir', 'Debit cards require 3D-Secure'],
};

/** What a test card does (iyzico's error-card table): its decline code, or its 3-D page's mdStatus. */
const CARD_RULES: Record<string, { code?: string; mdStatus?: string; threeDInitFails?: boolean; noRefund?: boolean }> = {
  '4111111111111129': { code: '10051' },
  '4129111111111111': { code: '10005' },
  '4128111111111112': { code: '10012' },
  '4127111111111113': { code: '10041' },
  '4126111111111114': { code: '10043' },
  '4125111111111115': { code: '10054' },
  '4124111111111116': { code: '10084' },
  '4123111111111117': { code: '10057' },
  '4122111111111118': { code: '10058' },
  '4121111111111119': { code: '10034' },
  '4120111111111110': { code: '10093' },
  '4130111111111118': { code: '10204' },
  '4131111111111117': { mdStatus: '0' },
  '4141111111111115': { mdStatus: '4' },
  '4151111111111112': { threeDInitFails: true },
  '5406670000000009': { noRefund: true },
};

/** Each plan's interest on a credit card of an instalment family (iyzico's rates are the merchant's; these are the fake's). */
const RATES: Record<number, number> = { 1: 0, 2: 0.025, 3: 0.035, 6: 0.063, 9: 0.091 };

/** A basket item's transaction inside a payment (kuruş). */
export interface FakeItem {
  itemId: string;
  paymentTransactionId: string;
  price: number;
  refunded: number;
}

/** A payment as the fake keeps it: every create and 3DS initialize makes one, charged or not. */
export interface FakePayment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  locale: string;
  /** kuruş */
  price: number;
  installment: number;
  threeD: boolean;
  status: 'INIT_THREEDS' | 'CALLBACK_THREEDS' | 'SUCCESS' | 'FAILURE';
  errorCode?: string;
  callbackUrl?: string;
  conversationData?: string;
  mdStatus?: string;
  cardNumber: string;
  items: FakeItem[];
  cancelled: boolean;
}

/** A refund or cancel the fake did. */
export interface FakeGiveBack {
  kind: 'cancel' | 'refund';
  paymentId: string;
  paymentTransactionId?: string;
  /** kuruş */
  amount: number;
  conversationId: string;
}

export interface FakeIyzico {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly secretKey: string;
  /** The settings a store needs to pay through this fake. */
  readonly env: Record<string, string>;
  /** Every payment, charged or not, oldest first. */
  readonly payments: FakePayment[];
  readonly giveBacks: FakeGiveBack[];
  /** Every authorised request: its path and body (card numbers masked). */
  readonly requests: { path: string; body: Record<string, unknown> }[];
  /** The payments of a conversation (the store's reference). */
  paymentsOf(conversationId: string): FakePayment[];
  /** The charges of a conversation: its payments that succeeded. */
  chargesOf(conversationId: string): FakePayment[];
  /** The next charge call (payment/auth or 3dsecure/auth) charges at once but answers `ms` later. */
  slowNext(ms: number): void;
  /** The next request to `path` (any path by default) answers this failure without doing anything. */
  failNext(errorCode: string, path?: string): void;
  /** Forgets payments, refunds, requests and faults. */
  reset(): void;
  close(): Promise<void>;
}

const toKurus = (value: unknown): number => {
  const text = String(value ?? '');
  if (!/^\d+(\.\d+)?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
};
const lira = (kurus: number) => kurus / 100;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const form = (action: string, fields: Record<string, string>, body = '') =>
  `<form id="iyzico-3ds-form" action="${escapeHtml(action)}" method="post">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')}${body}</form>`;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts a fake iyzico on 127.0.0.1 (a free port unless given) for one merchant's keys. */
export async function startFakeIyzico(keys: { apiKey?: string; secretKey?: string; port?: number } = {}): Promise<FakeIyzico> {
  const apiKey = keys.apiKey ?? 'sandbox-fake-api-key';
  const secretKey = keys.secretKey ?? 'sandbox-fake-secret-key';
  const payments: FakePayment[] = [];
  const giveBacks: FakeGiveBack[] = [];
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  const faults: { errorCode: string; path?: string }[] = [];
  const slow: number[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const sockets = new Set<Socket>();
  let ids = 25_000_000;
  let baseUrl = '';

  const sign = (parts: unknown[]) => createHmac('sha256', secretKey).update(parts.map(String).join(':')).digest('hex');
  const message = (code: string, locale: string) => MESSAGES[code]?.[locale === 'en' ? 1 : 0] ?? code;
  const failure = (code: string, locale = 'tr') => ({
    status: 'failure',
    errorCode: code,
    errorMessage: message(code, locale),
    locale,
    systemTime: Date.now(),
  });

  /** Whether an IYZWSv2 header is this merchant's for the path and body, as iyzico checks it. */
  const authorised = (header: string | undefined, rnd: string | undefined, path: string, raw: string) => {
    const match = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
    if (!match) return false;
    // apiKey:…&randomKey:…&signature:…, base64.
    const pairs = Buffer.from(match[1]!, 'base64').toString('utf8').split('&');
    const params = new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)] as const));
    const randomKey = params.get('randomKey') ?? '';
    const expected = createHmac('sha256', secretKey)
      .update(randomKey + path + raw)
      .digest('hex');
    return params.get('apiKey') === apiKey && randomKey === rnd && params.get('signature') === expected;
  };

  const paymentAnswer = (payment: FakePayment, withStatus: boolean) => {
    const card = BINS[payment.cardNumber.slice(0, 6)];
    return {
      status: 'success',
      locale: payment.locale,
      systemTime: Date.now(),
      conversationId: payment.conversationId,
      price: lira(payment.price),
      paidPrice: lira(payment.price),
      installment: payment.installment,
      paymentId: payment.paymentId,
      ...(withStatus ? { paymentStatus: payment.status } : {}),
      fraudStatus: 1,
      cardType: card?.type,
      cardAssociation: card?.association,
      cardFamily: card?.family,
      binNumber: payment.cardNumber.slice(0, 8),
      lastFourDigits: payment.cardNumber.slice(-4),
      basketId: payment.basketId,
      currency: 'TRY',
      itemTransactions: payment.items.map((item) => ({
        itemId: item.itemId,
        paymentTransactionId: item.paymentTransactionId,
        transactionStatus: 2,
        price: lira(item.price),
        paidPrice: lira(item.price),
      })),
      authCode: String(100_000 + (Number(payment.paymentId) % 900_000)),
      phase: 'AUTH',
      ...(payment.mdStatus ? { mdStatus: Number(payment.mdStatus) } : {}),
      signature: sign([payment.paymentId, 'TRY', payment.basketId, payment.conversationId, lira(payment.price), lira(payment.price)]),
    };
  };

  /** A create's checks, as iyzico makes them: a refusal code, or the new payment. */
  const newPayment = (body: Record<string, unknown>, threeD: boolean): string | FakePayment => {
    const card = (body.paymentCard ?? {}) as Record<string, string>;
    const number = String(card.cardNumber ?? '');
    if (!/^\d{15,16}$/.test(number) || !cardValidator.number(number).isValid) return '12';
    const year = Number(card.expireYear);
    const month = Number(card.expireMonth);
    if (!(month >= 1 && month <= 12) || Date.UTC(year, month, 1) <= Date.now()) return '17';
    if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) return '15';
    if (threeD && !body.callbackUrl) return '23';
    const basket = (body.basketItems ?? []) as Record<string, unknown>[];
    const price = toKurus(body.price);
    const items = basket.map((item) => ({ itemId: String(item.id), price: toKurus(item.price) }));
    if (!(price > 0) || toKurus(body.paidPrice) !== price || items.some((item) => !(item.price > 0))) return '11';
    if (items.reduce((sum, item) => sum + item.price, 0) !== price) return '5062';
    const buyer = (body.buyer ?? {}) as Record<string, unknown>;
    if (!buyer.identityNumber || !buyer.email || !buyer.ip || !body.billingAddress) return '11';
    if (!BINS[number.slice(0, 6)]) return '10213';
    ids += 1;
    return {
      paymentId: String(ids),
      conversationId: String(body.conversationId ?? ''),
      basketId: String(body.basketId ?? ''),
      locale: String(body.locale ?? 'tr'),
      price,
      installment: Number(body.installment ?? 1),
      threeD,
      status: threeD ? 'INIT_THREEDS' : 'FAILURE',
      ...(threeD ? { callbackUrl: String(body.callbackUrl) } : {}),
      cardNumber: number,
      items: items.map((item, i) => ({ ...item, paymentTransactionId: String(ids * 10 + i), refunded: 0 })),
      cancelled: false,
    };
  };

  /** Charges a payment as its card's bank would: approved, or declined with the card's code. */
  const chargeCard = (payment: FakePayment): void => {
    const rule = CARD_RULES[payment.cardNumber];
    const card = BINS[payment.cardNumber.slice(0, 6)];
    const code = rule?.code ?? (card?.type === 'DEBIT_CARD' && !payment.threeD ? '10217' : undefined);
    payment.status = code ? 'FAILURE' : 'SUCCESS';
    if (code) payment.errorCode = code;
  };

  const answerOfCharge = (payment: FakePayment) =>
    payment.status === 'SUCCESS' ? paymentAnswer(payment, false) : failure(payment.errorCode ?? '10204', payment.locale);

  const bankPage = (payment: FakePayment) =>
    `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>3-D Secure</title></head><body>` +
    `<h1>${escapeHtml(BINS[payment.cardNumber.slice(0, 6)]?.bankName ?? '')}</h1>` +
    `<p>${escapeHtml(payment.cardNumber.slice(0, 6))}******${escapeHtml(payment.cardNumber.slice(-4))} · ${lira(payment.price).toFixed(2)} TL</p>` +
    form(`${baseUrl}/bank/3d/${payment.paymentId}/approve`, {}, '<button type="submit">Onayla</button>').replace(
      'iyzico-3ds-form',
      'approve',
    ) +
    form(`${baseUrl}/bank/3d/${payment.paymentId}/fail`, {}, '<button type="submit">Başarısız</button>').replace(
      'iyzico-3ds-form',
      'fail',
    ) +
    `</body></html>`;

  /** The bank's end of the 3-D page: iyzico posts the documented, signed fields to the callbackUrl. */
  const callback = (payment: FakePayment, approved: boolean) => {
    const rule = CARD_RULES[payment.cardNumber];
    const mdStatus = approved ? (rule?.mdStatus ?? '1') : '0';
    payment.mdStatus = mdStatus;
    payment.status = mdStatus === '1' ? 'CALLBACK_THREEDS' : 'FAILURE';
    payment.conversationData = mdStatus === '1' ? randomBytes(12).toString('hex') : '';
    const fields = {
      status: mdStatus === '1' ? 'success' : 'failure',
      paymentId: payment.paymentId,
      conversationData: payment.conversationData,
      conversationId: payment.conversationId,
      mdStatus,
    };
    const signed = {
      ...fields,
      signature: sign([fields.conversationData, fields.conversationId, fields.mdStatus, fields.paymentId, fields.status]),
    };
    return `<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head><body>${form(payment.callbackUrl ?? '', signed)}<script>document.getElementById('iyzico-3ds-form').submit();</script></body></html>`;
  };

  const latest = (conversationId: string) => payments.findLast((p) => p.conversationId === conversationId);
  const byId = (paymentId: unknown) => payments.find((p) => p.paymentId === String(paymentId ?? ''));

  /** The documented services, by path: the answer, or null for an unknown path. */
  const serve = (path: string, body: Record<string, unknown>): { answer: unknown; charge?: boolean } | null => {
    const locale = String(body.locale ?? 'tr');
    switch (path) {
      case '/payment/auth': {
        const payment = newPayment(body, false);
        if (typeof payment === 'string') return { answer: failure(payment, locale) };
        payments.push(payment);
        chargeCard(payment);
        return { answer: answerOfCharge(payment), charge: true };
      }
      case '/payment/3dsecure/initialize': {
        const payment = newPayment(body, true);
        if (typeof payment === 'string') return { answer: failure(payment, locale) };
        payments.push(payment);
        if (CARD_RULES[payment.cardNumber]?.threeDInitFails) {
          payment.status = 'FAILURE';
          return { answer: failure('10204', locale) };
        }
        const html = `<!doctype html><html><head><meta charset="utf-8"><title>3-D Secure</title></head><body>${form(`${baseUrl}/bank/3d/${payment.paymentId}`, { paymentId: payment.paymentId })}<script type="text/javascript">document.getElementById('iyzico-3ds-form').submit();</script></body></html>`;
        const answer = {
          status: 'success',
          locale,
          systemTime: Date.now(),
          conversationId: payment.conversationId,
          threeDSHtmlContent: Buffer.from(html).toString('base64'),
          paymentId: payment.paymentId,
          signature: sign([payment.paymentId, payment.conversationId]),
        };
        return { answer };
      }
      case '/payment/3dsecure/auth': {
        const payment = byId(body.paymentId);
        if (!payment?.threeD) return { answer: failure('5115', locale) };
        if (payment.status !== 'CALLBACK_THREEDS' || (payment.conversationData && body.conversationData !== payment.conversationData)) {
          return { answer: failure('10012', locale) };
        }
        chargeCard(payment);
        return { answer: answerOfCharge(payment), charge: true };
      }
      case '/payment/detail': {
        const payment = body.paymentId ? byId(body.paymentId) : latest(String(body.paymentConversationId ?? ''));
        return { answer: payment ? paymentAnswer(payment, true) : failure('5115', locale) };
      }
      case '/payment/cancel': {
        const payment = byId(body.paymentId);
        const given = payment?.items.some((item) => item.refunded > 0);
        if (payment?.status !== 'SUCCESS' || payment.cancelled || given || CARD_RULES[payment.cardNumber]?.noRefund) {
          return { answer: failure('10012', locale) };
        }
        payment.cancelled = true;
        for (const item of payment.items) item.refunded = item.price;
        giveBacks.push({
          kind: 'cancel',
          paymentId: payment.paymentId,
          amount: payment.price,
          conversationId: String(body.conversationId ?? ''),
        });
        return {
          answer: {
            status: 'success',
            locale,
            systemTime: Date.now(),
            paymentId: payment.paymentId,
            price: lira(payment.price),
            currency: 'TRY',
          },
        };
      }
      case '/payment/refund': {
        const payment = payments.find((p) => p.items.some((item) => item.paymentTransactionId === String(body.paymentTransactionId)));
        const item = payment?.items.find((i) => i.paymentTransactionId === String(body.paymentTransactionId));
        const amount = toKurus(body.price);
        if (!payment || !item || payment.status !== 'SUCCESS' || payment.cancelled || CARD_RULES[payment.cardNumber]?.noRefund) {
          return { answer: failure('10012', locale) };
        }
        if (!(amount > 0) || amount > item.price - item.refunded) return { answer: failure('11', locale) };
        item.refunded += amount;
        giveBacks.push({
          kind: 'refund',
          paymentId: payment.paymentId,
          paymentTransactionId: item.paymentTransactionId,
          amount,
          conversationId: String(body.conversationId ?? ''),
        });
        const answer = {
          status: 'success',
          locale,
          systemTime: Date.now(),
          paymentId: payment.paymentId,
          paymentTransactionId: item.paymentTransactionId,
          price: lira(amount),
          currency: 'TRY',
        };
        return { answer };
      }
      case '/payment/bin/check': {
        const bin = String(body.binNumber ?? '');
        const card = BINS[bin.slice(0, 6)];
        if (!card) return { answer: failure('10213', locale) };
        const answer = {
          status: 'success',
          locale,
          systemTime: Date.now(),
          binNumber: bin,
          cardType: card.type,
          cardAssociation: card.association,
          cardFamily: card.family,
          bankName: card.bankName,
          bankCode: card.bankCode,
          commercial: 0,
        };
        return { answer };
      }
      case '/payment/iyzipos/installment': {
        const bin = String(body.binNumber ?? '');
        const card = BINS[bin.slice(0, 6)];
        const price = toKurus(body.price);
        if (!(price > 0)) return { answer: failure('11', locale) };
        if (!card) return { answer: failure('10213', locale) };
        const counts = card.type === 'CREDIT_CARD' && card.family ? [1, 2, 3, 6, 9] : [1];
        const installmentPrices = counts.map((n) => {
          const total = Math.round(price * (1 + RATES[n]!));
          return { installmentNumber: n, totalPrice: lira(total), installmentPrice: lira(Math.round(total / n)) };
        });
        const detail = {
          binNumber: bin,
          price: lira(price),
          cardType: card.type,
          cardAssociation: card.association,
          cardFamilyName: card.family,
          force3ds: card.type === 'DEBIT_CARD' ? 1 : 0,
          bankCode: card.bankCode,
          bankName: card.bankName,
          forceCvc: 0,
          commercial: 0,
          installmentPrices,
        };
        return { answer: { status: 'success', locale, systemTime: Date.now(), installmentDetails: [detail] } };
      }
      default:
        return null;
    }
  };

  const send = (response: ServerResponse, status: number, type: string, text: string) => {
    if (response.destroyed || response.writableEnded) return;
    response.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
    response.end(text);
  };
  const json = (response: ServerResponse, body: unknown) => send(response, 200, 'application/json;charset=UTF-8', JSON.stringify(body));

  /** The fake bank's pages, which the 3-D form posts to and whose buttons post iyzico's callback. */
  const servePage = (path: string, response: ServerResponse): boolean => {
    const match = /^\/bank\/3d\/(\d+)(?:\/(approve|fail))?$/.exec(path);
    const payment = match ? byId(match[1]) : undefined;
    if (!match || !payment) return false;
    if (!match[2]) send(response, 200, 'text/html; charset=utf-8', bankPage(payment));
    else if (payment.status !== 'INIT_THREEDS') send(response, 409, 'text/plain', 'this verification has ended');
    else send(response, 200, 'text/html; charset=utf-8', callback(payment, match[2] === 'approve'));
    return true;
  };

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request).catch(() => undefined);
      if (raw === undefined) return;
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (request.method === 'POST' && path.startsWith('/bank/') && servePage(path, response)) return;
      // What a browser test reads of the fake from outside its process (iyzico has no such address).
      if (request.method === 'GET' && path === '/__fake/record') return json(response, { payments, giveBacks });
      if (request.method !== 'POST') return send(response, 405, 'text/plain', 'method not allowed');
      if (!authorised(request.headers.authorization, request.headers['x-iyzi-rnd'] as string | undefined, path, raw)) {
        return json(response, failure('1000'));
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return json(response, failure('11'));
      }
      const card = body.paymentCard as Record<string, unknown> | undefined;
      requests.push({ path, body: card ? { ...body, paymentCard: { ...card, cardNumber: '****', cvc: '***' } } : body });
      const fault = faults.findIndex((f) => !f.path || f.path === path);
      if (fault >= 0) return json(response, failure(faults.splice(fault, 1)[0]!.errorCode, String(body.locale ?? 'tr')));
      const served = serve(path, body);
      if (!served) return send(response, 404, 'application/json', JSON.stringify(failure('11')));
      const delay = served.charge ? slow.shift() : undefined;
      if (delay === undefined) return json(response, served.answer);
      // The charge is done; only its answer is late (the timeout-then-retry case).
      const timer = setTimeout(() => {
        timers.delete(timer);
        json(response, served.answer);
      }, delay);
      timers.add(timer);
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(keys.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    apiKey,
    secretKey,
    env: { PAYMENT_PROVIDER: 'iyzico', IYZICO_BASE_URL: baseUrl, IYZICO_API_KEY: apiKey, IYZICO_SECRET_KEY: secretKey },
    payments,
    giveBacks,
    requests,
    paymentsOf: (conversationId) => payments.filter((p) => p.conversationId === conversationId),
    chargesOf: (conversationId) => payments.filter((p) => p.conversationId === conversationId && p.status === 'SUCCESS'),
    slowNext(ms) {
      slow.push(ms);
    },
    failNext(errorCode, path) {
      faults.push({ errorCode, ...(path ? { path } : {}) });
    },
    reset() {
      payments.length = 0;
      giveBacks.length = 0;
      requests.length = 0;
      faults.length = 0;
      slow.length = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
