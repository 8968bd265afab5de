import { z } from 'zod';
import { sitePath } from '../routing/site-path';

// What the store tells people, as data: each kind of message names the facts it carries, and the
// templates (mail/ for e-mail, sms/text.ts for SMS) turn them into words in the recipient's
// language when the message is sent. The outbox keeps this data, not rendered text, so a message
// waiting for a retry is the same message whatever the templates render it into.

/** An amount in kuruş. */
const kurus = z.number().int();
const orderNumber = z.string().min(1).max(40);
const text = z.string().max(1_000);

/** Where a member changes which messages they get: commercial e-mails link here (and List-Unsubscribe names it). */
export const PREFERENCES_PATH = '/customer/communicationpreferences';

/** Why a one-time code was sent: the e-mail's heading and the SMS's first words follow it. */
export const CODE_PURPOSES = [
  'register',
  'sign-in',
  'verify-contact',
  'guest',
  'password-reset',
  'onecard',
  'wallet',
  'delete-account',
  'other',
] as const;

/** The item states a shopper is told of (orders/records/items.ts). */
export const ORDER_UPDATES = [
  'preparing',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'return_requested',
  'return_in_transit',
  'returned',
  'refunded',
] as const;

/** How a paid order was paid, one row per instrument (the confirmation's payment block). */
const paymentRow = z.object({
  method: z.enum(['card', 'saved-card', 'wallet', 'digital', 'giftcard', 'returncard', 'points', 'coins']),
  /** The card's last four digits, the wallet's or provider's name, a gift card's masked number. */
  detail: text.optional(),
  installments: z.number().int().min(1).max(24).optional(),
  amount: kurus,
});

/**
 * What one instrument gets back of a refund, with how it reaches the shopper (orders/refunds/
 * arrival.ts): stored value at once, a card or a PayPal account in 2 to 8 working days. Optional:
 * a message written before it existed is still sent, without the per-row timing.
 */
const refundRow = paymentRow.extend({ arrives: z.enum(['now', 'card', 'paypal']).optional() });

const orderLine = z.object({
  brand: text,
  name: text,
  size: text.optional(),
  colour: text.optional(),
  quantity: z.number().int().positive(),
  /** The line's price before its discount (unit price × quantity). */
  price: kurus,
  discount: kurus,
  /** The product's picture, as a path the store serves in a format every mail client shows (JPEG/PNG). */
  imagePath: sitePath.optional(),
  productPath: sitePath.optional(),
});

/** A campaign announcement's longest title and text. */
export const CAMPAIGN_LIMITS = { title: 1_000, body: 2_000 } as const;

/** One message as the operator's list shows it: no content beyond its kind. */
export interface OutboxEntry {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  kind: string;
  status: string;
  attempts: number;
  provider: string | null;
  errorCode: string | null;
  lastError: string | null;
  createdAt: string;
  nextAttemptAt: string;
}

/** Every kind of message, its data, and whether it is commercial (sent only with the member's consent). */
export const MESSAGE_KINDS = {
  code: {
    commercial: false,
    data: z.object({
      code: z.string().regex(/^\d{4,8}$/),
      minutes: z.number().int().positive(),
      purpose: z.enum(CODE_PURPOSES),
      points: z.number().int().optional(),
    }),
  },
  welcome: { commercial: false, data: z.object({ firstName: text, accountPath: sitePath }) },
  orderConfirmed: {
    commercial: false,
    data: z.object({
      number: orderNumber,
      isGuest: z.boolean(),
      /** The member's order page, or the guest's tracking page. */
      orderPath: sitePath,
      lines: z.array(orderLine).min(1).max(200),
      subtotal: kurus,
      discount: kurus,
      shipping: kurus,
      total: kurus,
      delivery: z.object({ kind: z.enum(['home', 'pickup', 'car']), place: text, recipient: text.optional() }),
      payments: z.array(paymentRow).max(10),
      /** The legal documents (preliminary information form, distance sales contract) and the invoice. */
      documents: z.array(z.object({ kind: z.enum(['preliminary-information', 'distance-sales', 'invoice']), path: sitePath })).max(5),
    }),
  },
  orderUpdate: {
    commercial: false,
    data: z.object({
      number: orderNumber,
      status: z.enum(ORDER_UPDATES),
      count: z.number().int().positive(),
      orderPath: sitePath,
      lines: z.array(orderLine).max(200).optional(),
      /** The cargo company and its own tracking page (an outside address, shipped only). */
      cargo: z.object({ company: text, trackingNumber: text, trackingUrl: z.url({ protocol: /^https?$/ }).optional() }).optional(),
      /** What goes back, per instrument (cancelled and refunded). */
      refunds: z.array(refundRow).max(10).optional(),
    }),
  },
  returnRequested: {
    commercial: false,
    data: z.object({
      number: orderNumber,
      method: z.enum(['cargo_branch', 'home_pickup', 'other_cargo', 'large_volume']),
      company: text,
      code: text.optional(),
      /** When the return code stops working (an ISO date-time). */
      codeExpiresAt: z.iso.datetime().optional(),
      trackingNumber: text.optional(),
      pickupDate: text.optional(),
      orderPath: sitePath,
    }),
  },
  returnCancelled: { commercial: false, data: z.object({ number: orderNumber, orderPath: sitePath }) },
  addressChanged: { commercial: false, data: z.object({ number: orderNumber, address: text, orderPath: sitePath }) },
  passwordChanged: { commercial: false, data: z.object({ at: z.iso.datetime(), resetPath: sitePath }) },
  dataExportReady: { commercial: false, data: z.object({ downloadPath: sitePath, expiresAt: z.iso.datetime() }) },
  accountDeleted: { commercial: false, data: z.object({ firstName: text }) },
  bagShared: { commercial: false, data: z.object({ bagPath: sitePath, days: z.number().int().positive() }) },
  appLink: { commercial: false, data: z.object({ link: z.url({ protocol: /^https?$/ }) }) },
  sellerAnswered: { commercial: false, data: z.object({ questionsPath: sitePath, productName: text.optional() }) },
  rebornUpdate: {
    commercial: false,
    data: z.object({
      id: text,
      status: z.enum(['awaiting_approval', 'in_review', 'offered', 'accepted', 'rejected', 'sold', 'paid']),
      brand: text,
      model: text,
      offer: kurus.optional(),
      /** A courier collects the item from the member's address (else they bring or post it to the studio). */
      pickup: z.boolean().optional(),
      payout: z
        .object({
          amount: kurus,
          method: z.enum(['gift_card', 'money_transfer', 'donation']),
          reference: text.optional(),
          giftCard: z.object({ number: text, pin: text, securityCode: text }).optional(),
        })
        .optional(),
      applicationPath: sitePath,
    }),
  },
  repairBooked: { commercial: false, data: z.object({ reference: text, item: text, service: text, store: text, dropOffDate: text }) },
  pointsStatement: {
    commercial: false,
    data: z.object({
      card: text,
      balance: z.number().int(),
      rows: z.array(z.object({ date: z.iso.datetime(), kind: text, points: z.number().int() })).max(100),
    }),
  },
  /** A campaign announcement: the one commercial kind; only to members whose preferences allow the channel. */
  campaign: {
    commercial: true,
    data: z.object({
      title: z.string().min(1).max(CAMPAIGN_LIMITS.title),
      body: z.string().min(1).max(CAMPAIGN_LIMITS.body),
      path: sitePath,
      imagePath: sitePath.optional(),
    }),
  },
} as const;

export type MessageKind = keyof typeof MESSAGE_KINDS;
export type MessageData<K extends MessageKind> = z.infer<(typeof MESSAGE_KINDS)[K]['data']>;
