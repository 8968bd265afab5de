import { z } from 'zod';
import type { Session } from './session';

// What a session may hold between requests, one zod schema per key. The bag is stored as JSON, so a
// read parses it: a value that does not match its schema (an older shape, a tampered row) reads as
// absent, and no code casts the bag. The keys below are the platform's and the account flows'; a
// domain above the platform declares its own key with `sessionSlot` beside its schema, so this
// module never imports the areas that keep state in a session.

const contact = z.enum(['phone', 'email']);
/** A time limit as epoch milliseconds of the store's clock. */
const until = z.number();

/** A step that lets this session act for one customer for a while (a reset code, a flagged sign-in). */
const grant = z.object({ customerId: z.number().int(), until });

const sessionDataSchemas = {
  /** A registration between its code steps; the password is already hashed. */
  registration: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    cellPhone: z.string(),
    genderId: z.number().int(),
    birthDate: z.string().nullable(),
    passwordHash: z.string(),
    campaign: z.boolean(),
    order: z.array(contact),
    verified: z.array(contact),
    until,
  }),
  /** Forgot password: the code was right, a new password may be set. */
  reset: grant,
  /** Signed in with a flagged password: a new one must be chosen, once the code sent to the phone is right, before the session is signed in. */
  forceChange: grant.extend({ verified: z.boolean().optional() }),
  /** "Remind me later": until when each contact's verification reminder stays quiet. */
  remindLater: z.object({ phone: until.optional(), email: until.optional() }),
  /** The session's activity (track user session): page views, the last page and when. */
  activity: z.object({ views: z.number().int().min(0), page: z.string().max(2000), at: until }),
  /** A guest's cart (carts.id); merged into the member's cart on sign-in, then dropped. */
  cartId: z.number().int(),
  /** Orders this session placed as a guest (their numbers, newest last): the guest's grant to see them. */
  guestOrders: z.array(z.string()).max(20),
  /** The referring partner, with the guid made for this visitor. */
  partner: z.object({ Partner: z.string(), Guid: z.string() }),
  /** The loyalty card the session proved (number, phone and PIN), its provider token, and a confirmation code waiting for its answer. */
  oneCard: z.object({ cardNo: z.string().regex(/^\d{16}$/), token: z.string().max(100), codeId: z.string().max(100).optional() }),
  /** The coins app's coupon code the shopper last calculated with. */
  coins: z.object({ couponCode: z.string().max(20) }),
  /** The gift card whose balance this session checked (number and PIN were right): the one it may use. */
  giftCard: z.object({ cardId: z.number().int() }),
  /** The return-balance card flow: the member's phone, the code sent to it, whether it was answered, the card checked. */
  imfCard: z.object({
    phone: z.string(),
    requestId: z.string(),
    verified: z.boolean(),
    cardId: z.number().int().optional(),
  }),
  /** Guest tracking: the order found by number and e-mail, waiting for its SMS code. */
  tracking: z.object({ orderId: z.number().int(), requestId: z.string().max(100) }),
  /** A delivery-address change waiting for its SMS code: the order and the new addresses. */
  orderAddress: z.object({ orderId: z.number().int(), requestId: z.string().max(100), change: z.record(z.string(), z.unknown()) }),
  /** A staff member's sign-in between the password and the e-mailed code (src/lib/catalogue/staff): who, and the code's request. */
  staffSignIn: z.object({ staffId: z.number().int(), requestId: z.string().max(100), until }),
};

export type SessionKey = keyof typeof sessionDataSchemas;
export type SessionValue<K extends SessionKey> = z.infer<(typeof sessionDataSchemas)[K]>;

/** The keys of the account flows, dropped on every sign-in so no step carries over a privilege change. */
export const FLOW_KEYS = ['registration', 'reset', 'forceChange'] as const satisfies readonly SessionKey[];

/** A session key a domain above the platform owns, with the schema its value must match. */
export interface SessionSlot<T> {
  readonly key: string;
  readonly schema: z.ZodType<T>;
}

/** Declares a domain's own session key (its name must not be one of the platform's keys). */
export const sessionSlot = <T>(key: string, schema: z.ZodType<T>): SessionSlot<T> => ({ key, schema });

const slotOf = (key: SessionKey | SessionSlot<unknown>): SessionSlot<unknown> =>
  typeof key === 'string' ? { key, schema: sessionDataSchemas[key] } : key;

/** A key's value, or undefined when the session has none or it does not match the key's schema. */
export function readData<K extends SessionKey>(session: Pick<Session, 'data'> | undefined, key: K): SessionValue<K> | undefined;
export function readData<T>(session: Pick<Session, 'data'> | undefined, slot: SessionSlot<T>): T | undefined;
export function readData(session: Pick<Session, 'data'> | undefined, key: SessionKey | SessionSlot<unknown>): unknown {
  const slot = slotOf(key);
  const parsed = slot.schema.safeParse(session?.data[slot.key]);
  return parsed.success ? parsed.data : undefined;
}

/** Sets a key's value in the session (saved with the session's data). */
export function writeData<K extends SessionKey>(session: Pick<Session, 'data'>, key: K, value: SessionValue<K>): void;
export function writeData<T>(session: Pick<Session, 'data'>, slot: SessionSlot<T>, value: T): void;
export function writeData(session: Pick<Session, 'data'>, key: SessionKey | SessionSlot<unknown>, value: unknown): void {
  const slot = slotOf(key);
  session.data = { ...session.data, [slot.key]: slot.schema.parse(value) };
}

/** Removes keys from the session (saved with the session's data). */
export function dropData(session: Pick<Session, 'data'>, ...keys: (SessionKey | SessionSlot<unknown>)[]): void {
  const data = { ...session.data };
  for (const key of keys) delete data[slotOf(key).key];
  session.data = data;
}
