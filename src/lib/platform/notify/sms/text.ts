import type { Lang } from '@lib/platform/i18n/lang';
import { formatCount, formatPrice } from '@lib/platform/money/format';
import { formatInIstanbul } from '@lib/platform/time/format';
import { pageUrl } from '../mail/mail';
import type { MessageData, MessageKind } from '../messages';
import { type SmsWords, smsWords } from './words.server';

// The SMS wording of every kind of message. Each SMS stands on its own: it names Vitrin first, the
// code or the order number, and links to the store's page (absolute, in the recipient's language)
// when it points somewhere. Texts are sentences from the "sms" catalog joined by spaces; optional
// facts are sentences of their own, so a missing one leaves no gap. Transactional texts stay
// within 2 parts (text.test.ts checks each kind's samples); the shopper's own words (a name, an
// address) are clipped and kept in the 7-bit alphabet, so one long or typographic value cannot
// triple a message's cost.

/** What a text is rendered with: the recipient's language and words, and the store's origin. */
export interface SmsContext {
  lang: Lang;
  say: SmsWords;
  origin: string;
}

type Renderer<K extends MessageKind> = (data: MessageData<K>, c: SmsContext) => string;

// Typographic characters outside the GSM alphabets, and the circumflex vowels Turkish rarely needs
// (Hakkâri): one of them would send the whole text as UCS-2, 70 characters a part instead of 155.
const LOOK_ALIKES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  â: 'a',
  Â: 'A',
  î: 'i',
  Î: 'I',
  û: 'u',
  Û: 'U',
};

/** A shopper's or editor's text made fit for an SMS: one line, 7-bit look-alikes, at most `max` characters. */
export function plain(value: string, max: number): string {
  const text = [...value.replace(/\s+/g, ' ').trim()].map((char) => LOOK_ALIKES[char] ?? char).join('');
  const chars = [...text];
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 3)
        .join('')
        .trimEnd()}...`;
}

/** A sentence ends with a stop: an editor's title or a shopper's address may not (a clipped one ends with "..."). */
const stopped = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const dateTime = (iso: string, lang: Lang) => formatInIstanbul(iso, lang, 'shortDateTime');

const join = (...sentences: (string | false | undefined)[]) => sentences.filter(Boolean).join(' ');

/** Catalog keys of the code's first sentence, by the code's purpose. */
const CODE_LEADS: Record<MessageData<'code'>['purpose'], string> = {
  register: 'code.register',
  'sign-in': 'code.signIn',
  'verify-contact': 'code.verifyContact',
  guest: 'code.guest',
  'password-reset': 'code.passwordReset',
  onecard: 'code.onecard',
  wallet: 'code.wallet',
  'delete-account': 'code.deleteAccount',
  other: 'code.other',
};

// The refunds' methods that go back to a bank card, where a refund takes days to show: a row
// written before refund rows said how they arrive (orders/refunds/arrival.ts) is read by its method.
const CARD_METHODS = new Set(['card', 'saved-card']);

/** Whether a refund row reaches a bank card (a card, a wallet's or a digital provider's card), not stored value or PayPal. */
const reachesCard = (row: { method: string; arrives?: string }) => (row.arrives ? row.arrives === 'card' : CARD_METHODS.has(row.method));

const RENDERERS: { [K in MessageKind]: Renderer<K> } = {
  code: (d, { say, origin }) => {
    // OneCard's points go in the first sentence, not one of their own: a code fits in one part.
    const lead =
      d.purpose === 'onecard' && d.points !== undefined
        ? say('code.onecardPoints', { code: d.code, points: formatCount(d.points), count: d.points })
        : say(CODE_LEADS[d.purpose], { code: d.code });
    const text = join(lead, say('code.validity', { count: d.minutes }));
    // The last line binds the code to the store's host (WebOTP, iOS and Android autofill), so a phishing page cannot fill it in.
    return `${text}\n\n${say('code.bound', { host: new URL(origin).hostname, code: d.code })}`;
  },
  welcome: (d, c) =>
    join(
      d.firstName.trim() ? c.say('welcome.named', { firstName: plain(d.firstName, 30) }) : c.say('welcome.plain'),
      c.say('welcome.link', { url: pageUrl(c.origin, c.lang, d.accountPath) }),
    ),
  orderConfirmed: (d, c) =>
    join(
      c.say('orderConfirmed.body', { number: d.number, total: formatPrice(d.total) }),
      c.say('link.order', { url: pageUrl(c.origin, c.lang, d.orderPath) }),
    ),
  orderUpdate: (d, c) => {
    const refunded = d.refunds?.reduce((sum, row) => sum + row.amount, 0);
    return join(
      c.say(`orderUpdate.${d.status}`, { number: d.number, count: d.count }),
      d.status === 'shipped' &&
        d.cargo &&
        c.say('orderUpdate.cargo', { company: plain(d.cargo.company, 30), tracking: plain(d.cargo.trackingNumber, 40) }),
      (d.status === 'cancelled' || d.status === 'refunded') &&
        refunded !== undefined &&
        refunded > 0 &&
        c.say('orderUpdate.amount', { amount: formatPrice(refunded) }),
      d.status === 'cancelled' && c.say('orderUpdate.refundRoute'),
      d.status === 'refunded' && d.refunds?.some(reachesCard) && c.say('orderUpdate.cardDelay'),
      c.say('link.order', { url: pageUrl(c.origin, c.lang, d.orderPath) }),
    );
  },
  returnRequested: (d, c) =>
    join(
      c.say('returnRequested.body', { number: d.number }),
      c.say(`returnRequested.${d.method}`, { company: plain(d.company, 30) }),
      d.code && c.say('returnRequested.code', { code: plain(d.code, 30) }),
      d.trackingNumber && c.say('returnRequested.tracking', { tracking: plain(d.trackingNumber, 40) }),
      d.pickupDate && c.say('returnRequested.pickup', { date: plain(d.pickupDate, 30) }),
      c.say('link.order', { url: pageUrl(c.origin, c.lang, d.orderPath) }),
    ),
  returnCancelled: (d, c) =>
    join(c.say('returnCancelled.body', { number: d.number }), c.say('link.order', { url: pageUrl(c.origin, c.lang, d.orderPath) })),
  addressChanged: (d, c) =>
    join(
      stopped(c.say('addressChanged.body', { number: d.number, address: plain(d.address, 90) })),
      c.say('link.order', { url: pageUrl(c.origin, c.lang, d.orderPath) }),
    ),
  passwordChanged: (d, c) =>
    join(
      c.say('passwordChanged.body', { date: dateTime(d.at, c.lang) }),
      c.say('passwordChanged.link', { url: pageUrl(c.origin, c.lang, d.resetPath) }),
    ),
  dataExportReady: (d, c) =>
    join(
      c.say('dataExportReady.body'),
      c.say('dataExportReady.link', { date: dateTime(d.expiresAt, c.lang), url: pageUrl(c.origin, c.lang, d.downloadPath) }),
    ),
  accountDeleted: (d, c) =>
    d.firstName.trim() ? c.say('accountDeleted.named', { firstName: plain(d.firstName, 30) }) : c.say('accountDeleted.plain'),
  bagShared: (d, c) => c.say('bagShared.body', { url: pageUrl(c.origin, c.lang, d.bagPath), count: d.days }),
  appLink: (d, c) => c.say('appLink.body', { link: d.link }),
  sellerAnswered: (d, c) =>
    join(
      d.productName?.trim() ? c.say('sellerAnswered.product', { product: plain(d.productName, 40) }) : c.say('sellerAnswered.plain'),
      c.say('sellerAnswered.link', { url: pageUrl(c.origin, c.lang, d.questionsPath) }),
    ),
  rebornUpdate: (d, c) => {
    const item = { id: plain(d.id, 20), brand: plain(d.brand, 25), model: plain(d.model, 25) };
    // Statuses that name an amount have a plain form for a row without it.
    const amount = d.status === 'paid' ? d.payout?.amount : d.offer;
    const noAmount = ['offered', 'accepted', 'sold', 'paid'].includes(d.status) && amount === undefined;
    const named = noAmount ? `${d.status}Plain` : d.status === 'in_review' && d.pickup ? 'in_reviewPickup' : d.status;
    return join(
      c.say(`rebornUpdate.${named}`, {
        ...item,
        offer: d.offer !== undefined ? formatPrice(d.offer) : '',
        payout: amount !== undefined ? formatPrice(amount) : '',
      }),
      // A gift card's number and PIN stay off the SMS (a lock screen shows it): the application's page has them.
      d.status === 'paid' && d.payout && c.say(`rebornUpdate.${d.payout.method}`),
      d.status === 'paid' && d.payout?.reference && c.say('rebornUpdate.reference', { reference: plain(d.payout.reference, 30) }),
      c.say('link.details', { url: pageUrl(c.origin, c.lang, d.applicationPath) }),
    );
  },
  repairBooked: (d, c) =>
    c.say('repairBooked.body', {
      reference: plain(d.reference, 20),
      item: plain(d.item, 40),
      service: plain(d.service, 40),
      date: plain(d.dropOffDate, 30),
      store: plain(d.store, 40),
    }),
  pointsStatement: (d, c) => c.say('pointsStatement.body', { card: plain(d.card, 24), balance: formatCount(d.balance), count: d.balance }),
  campaign: (d, c) =>
    join(
      stopped(c.say('campaign.lead', { title: plain(d.title, 60) })),
      plain(d.body, 250),
      c.say('link.details', { url: pageUrl(c.origin, c.lang, d.path) }),
      // A commercial message names its sender and a free way to refuse more (law 6563, its regulation art. 9).
      c.say('campaign.identity', { seller: c.say('checkout:agreements.seller.name'), mersis: c.say('checkout:agreements.seller.mersis') }),
      c.say('campaign.optOut', { url: pageUrl(c.origin, c.lang, '/customer/communicationpreferences') }),
    ),
};

/** The SMS of a kind, with the words given (the tests pass words that record missing keys). */
export function composeSms<K extends MessageKind>(kind: K, data: MessageData<K>, context: SmsContext): string {
  return (RENDERERS[kind] as Renderer<K>)(data, context);
}

/** The SMS text of a message: its kind's wording in the recipient's language, links on `origin`. */
export function renderSms<K extends MessageKind>(kind: K, lang: Lang, data: MessageData<K>, origin: string): string {
  return composeSms(kind, data, { lang, say: smsWords(lang), origin });
}
