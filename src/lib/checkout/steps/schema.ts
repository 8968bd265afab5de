import { z } from 'zod';
import { sessionSlot, otpAnswerRules, otpAnswerShape, flag, id, text, withRules } from '@lib/platform';
import { emailRules, phoneRules, addressSchema } from '@lib/account';
// The card number's check, which its rule list (creditCardRules) names.
import '@lib/platform/validation/card-check';
import { creditCardRules, NOTE_MAX, PAYMENT_METHODS } from './api';

// The checkout's wire contract (docs/behaviour/checkout.md#delivery-step): the delivery choice, the order info and
// card of the checkout call, and the answers' shapes. Amounts are kuruş. Shared by the endpoints,
// the islands and the tests; the constants an island needs without zod are in api.ts (re-exported).
export { CHECKOUT_API, PAYMENT_METHODS, type PaymentMethod } from './api';

const note = text(NOTE_MAX + 1000);
const noteRules = [['max', NOTE_MAX]] as const;

/** The delivery step's choice; the order info of the checkout call is this and the payment method. */
const deliveryRules = {
  GiftNote: noteRules,
  AddressDescription: noteRules,
  OrderNote: noteRules,
} as const;
const deliveryShape = z.object({
  ShippingAddressID: id({ min: 0 }).default(0),
  BillingAddressID: id({ min: 0 }).default(0),
  IsUseShippingInfoAsBillingInfo: z.boolean().default(true),
  isPickup: flag(),
  pickupLocationId: id({ min: 0 }).default(0),
  IsCarDelivery: flag(),
  /** Gift items in one package (true) or each packed separately. */
  IsSinglePackage: z.boolean().default(true),
  GiftNote: note,
  /** The shipment note for the courier. */
  AddressDescription: note,
  OrderNote: note,
});
export const deliverySchema = withRules(deliveryShape, deliveryRules);
export type Delivery = z.infer<typeof deliverySchema>;

const orderInfoSchema = withRules(
  deliveryShape.extend({ PaymentMethodCode: z.enum(PAYMENT_METHODS).default('credit_card') }),
  deliveryRules,
);

const creditCardSchema = withRules(
  z.object({
    BankCode: text(20),
    InstallmentCount: z.number().int().min(1).max(12).default(1),
    YkbAdditionalInstallmentUsed: flag(),
    CardName: text(255),
    CardNo: text(30),
    ExpMonth: z.number().int().min(0).max(12).default(0),
    ExpYear: z.number().int().min(0).max(2100).default(0),
    SecureCode: text(8),
    Is3DPayment: flag(),
    MainBankCode: text(20),
  }),
  creditCardRules,
);

/** The card wallet's part of the checkout call (docs/behaviour/payments.md#card-wallet): a saved card's tokens. */
const masterPassInfoSchema = z.object({
  Token: text(200),
  TransactionToken: text(200),
  ReferenceNo: text(100),
  InstallmentCount: z.number().int().min(1).max(12).default(1),
  MaskedCardNumber: text(30),
  CardAliasName: text(60),
  UseMasterPass: flag(),
});
export type MasterPassInfo = z.infer<typeof masterPassInfoSchema>;

/** A stored-value instrument as the payment page showed it on the order: what it pays (kuruş). */
const shownTender = z.object({ Amount: z.number().int().min(1).max(1_000_000_000) });

/**
 * POST checkout. `TotalAmountToBePaid` is the order's total the shopper saw (every instrument
 * together); `IdempotencyKey` names this attempt. The card is needed when a typed card pays the
 * rest; the stored-value instruments applied are the session's (session data key `tenders`).
 *
 * The session is the source of truth for the instruments, never the body: `LoyaltyCard` and
 * `GiftCard` say what the page showed the loyalty points and the gift card paying of this order
 * (kuruş, null: none), and an order whose session disagrees is refused (TENDERS_CHANGED), so nothing
 * is spent that the shopper did not see. Left out, they claim nothing (older callers). The wallet's
 * 3-D Secure result is the store's own return (docs/behaviour/payments.md#card-wallet), so
 * `Masterpass3dValues` may only be null; the store offers no shopping credit, so
 * `IsWorldPayShoppingCreditActive` may only be false.
 */
export const checkoutSchema = z.object({
  OrderInfo: orderInfoSchema,
  CreditCard: creditCardSchema.nullable().default(null),
  MasterPassInfo: masterPassInfoSchema.nullable().default(null),
  LoyaltyCard: shownTender.nullable().optional(),
  GiftCard: shownTender.nullable().optional(),
  Masterpass3dValues: z.null().default(null),
  Masterpass3dOrderCode: text(100),
  IsWorldPayShoppingCreditActive: z.literal(false).default(false),
  IsGuestCheckout: flag(),
  AgreementsAccepted: z.literal(true, { error: 'checkout:errors.agreementsRequired' }),
  TotalAmountToBePaid: z.number().int().min(0).max(1_000_000_000),
  IdempotencyKey: z.uuid(),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The checkout call's Result (docs/behaviour/checkout.md#placing-the-order). */
export interface CheckoutResult {
  IsSucceed: boolean;
  /** True: the bank's 3-D Secure page must be shown (RedirectUrl) in the modal. */
  IsAsyncPayment: boolean;
  RedirectUrl: string | null;
  ErrorList: string[];
  ShowCartLink: boolean;
  OrderNumber: string | null;
}

/**
 * What the 3-D return page (inside the modal's frame) posts to the checkout window with
 * `parent.postMessage(message, origin)`; the checkout follows RedirectUrl or shows Message.
 */
export interface ThreeDMessage {
  type: 'checkout:3d';
  status: 'approved' | 'failed';
  OrderNumber: string;
  RedirectUrl: string | null;
  Message: string | null;
}

/** The CART_TOTAL_CHANGED answer's Result: the total shown and the one that will be charged. */
export interface AmountChange {
  PreviousAmount: number;
  ActualAmount: number;
}

/** A guest's contact and address; the billing address when it differs from the shipping one. */
export const guestSchema = withRules(
  z.object({
    Email: text(255),
    Phone: text(20),
    Shipping: addressSchema,
    Billing: addressSchema.nullable().default(null),
  }),
  { Email: [...emailRules, ['min', 5], ['max', 100]], Phone: phoneRules },
);
export type GuestInput = z.infer<typeof guestSchema>;

/** An address as an order keeps it, whoever it came from (address book, guest entry); names resolved. */
const addressSnapshotSchema = z.object({
  AddressDescription: z.string(),
  Name: z.string(),
  CorporateName: z.string(),
  Email: z.string(),
  Phone: z.string(),
  CityID: z.number().int(),
  CityName: z.string(),
  DistrictID: z.number().int(),
  DistrictName: z.string(),
  NeighborhoodID: z.number().int(),
  NeighborhoodName: z.string(),
  AddressText: z.string(),
  InvoiceType: z.number().int(),
  CitizenID: z.string(),
  TaxNo: z.string(),
  TaxOffice: z.string(),
});
export type AddressSnapshot = z.infer<typeof addressSnapshotSchema>;

/** What a session keeps of its checkout between the steps (session data key `checkout`). */
const checkoutStateSchema = z.object({
  delivery: deliveryShape.partial(),
  /** A guest's contact and addresses, and which of phone and e-mail a code has verified. */
  guest: z
    .object({
      Email: z.string(),
      Phone: z.string(),
      Shipping: addressSnapshotSchema,
      Billing: addressSnapshotSchema.nullable(),
      Verified: z.array(z.enum(['phone', 'email'])),
    })
    .optional(),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;
/** The session key the checkout keeps its state in. */
export const CHECKOUT_SLOT = sessionSlot('checkout', checkoutStateSchema);

/** A click-and-collect store as the pickup calls answer it. */
export interface PickupLocation {
  Id: number;
  Name: string;
  CityID: number;
  CityName: string;
  DistrictName: string;
  NeighborhoodName: string;
  AddressText: string;
  Phone: string;
  Hours: string;
  IsCarDeliveryAvailable: boolean;
}

/**
 * The checkout initialisation's card-wallet block (docs/behaviour/checkout.md#checkout-initialisation). The token and reference
 * number are null here: the wallet tab asks for them (POST wallet/token) when it opens, since they
 * live 30 minutes and most checkouts never open the tab.
 */
export interface MasterpassBlock {
  /** The wallet's user id: 90 and the member's phone. */
  userId: string;
  msisdn: string;
  token: string | null;
  referenceNo: string | null;
  isCraftgateMasterpassActive: boolean;
  /** What the wallet would charge: the bag's amount to pay, in kuruş like every amount on the wire. */
  masterpassAmount: number;
}

/** GET checkout initialisation (docs/behaviour/checkout.md#checkout-initialisation). */
export interface CheckoutInit {
  isLogin: boolean;
  cellphone: string | null;
  customerId: number | null;
  /** The card wallet's block for a member with a phone; null for a guest (the wallet is a member's). */
  masterpass: MasterpassBlock | null;
  HasAnyGiftItem: boolean;
  IsNeighborhoodEnabled: boolean;
  reCalculateAutoCampaignsOnCheckout: boolean;
  IsGuestCheckout: boolean;
  /** The delivery choice kept so far (defaults before the first). */
  Delivery: Delivery;
  /** A guest's contact state: what was entered and which contacts are verified. */
  Guest: { Email: string; Phone: string; PhoneVerified: boolean; EmailVerified: boolean } | null;
}

/** Which of a guest's contacts a code is for. */
const guestContact = z.enum(['phone', 'email']);
/** POST guest/send-code. */
export const guestSendCodeSchema = z.object({ kind: guestContact });
/** POST guest/verify: the code for the guest's phone or e-mail. */
export const guestVerifySchema = withRules(z.object({ kind: guestContact, ...otpAnswerShape }), otpAnswerRules);
/** GET/POST email-registered. */
export const emailRegisteredSchema = withRules(z.object({ email: text(255) }), { email: emailRules });
/** GET checkout initialisation's query. */
export const initQuery = z.object({ isGuestCheckout: z.enum(['true', 'false', 'True', 'False']).optional() });
/** GET pickup locations' query. */
export const pickupLocationsQuery = z.object({ cityId: id() });
/** POST agreements: the documents for the choice being paid (ids 0 when not chosen). */
export const agreementsSchema = z.object({
  ShippingAddressId: id({ min: 0 }).default(0),
  BillingAddressId: id({ min: 0 }).default(0),
  PickupLocationId: id({ min: 0 }).default(0),
  PaymentMethods: z.array(z.enum(PAYMENT_METHODS)).min(1).max(4).default(['credit_card']),
  InstallmentCount: z.number().int().min(1).max(12).default(1),
});
export type AgreementsInput = z.infer<typeof agreementsSchema>;

/** The two documents of POST agreements, rendered HTML (every value escaped). */
export interface AgreementsResult {
  DistanceSalesAgreement: string;
  PreInformationForm: string;
}
