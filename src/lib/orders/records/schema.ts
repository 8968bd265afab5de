import { z } from 'zod';
import { phoneRules } from '@lib/account';
import { type AddressSnapshot, PAYMENT_METHODS, type PickupLocation } from '@lib/checkout';
import { flag, text, withRules } from '@lib/platform';

// The order's shapes as the confirmation page, the member's list and the e-mails read them. Amounts
// are kuruş. The after-sales issue extends them (items' states, cargo, returns).

/** An order's status: payment_pending while the bank answers, then received (paid) or failed. */
export const ORDER_STATUS = ['payment_pending', 'received', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUS)[number];

export interface OrderLineView {
  ProductId: number;
  VariantId: number;
  Slug: string;
  Brand: string;
  DisplayName: string;
  Shape: string;
  Colour: string;
  Size: string;
  Quantity: number;
  UnitPrice: number;
  ListPrice: number;
  /** The line's campaign discount. */
  Discount: number;
  LineTotal: number;
  IsGift: boolean;
  SellerName: string;
}

/** One instrument that paid for the order, with its amount. */
export interface OrderPaymentView {
  Instrument: string;
  Amount: number;
  MaskedCard: string | null;
  /** The last four digits, for "card ending 1234". */
  LastDigits: string | null;
  CardBrand: string | null;
  BankName: string | null;
  InstallmentCount: number;
}

/** GET order received detail: everything the confirmation page shows. */
export interface OrderReceived {
  OrderNumber: string;
  CreatedAt: string;
  Status: OrderStatus;
  IsGuest: boolean;
  Email: string;
  /** The phone masked as the confirmation shows it. */
  Phone: string;
  IsPickup: boolean;
  IsCarDelivery: boolean;
  Pickup: PickupLocation | null;
  ShippingAddress: AddressSnapshot | null;
  BillingAddress: AddressSnapshot;
  Lines: OrderLineView[];
  LinesTotal: number;
  Discounts: { Kind: string; Name: string; Amount: number }[];
  TotalDiscountAmount: number;
  ShippingFee: number;
  Total: number;
  InstallmentCount: number;
  Payments: OrderPaymentView[];
  GiftNote: string | null;
  ShipmentNote: string | null;
  OrderNote: string | null;
  EarnedPoints: number;
}

/** GET guest last order info: the newest order the guest session placed (the page offers an account for it). */
export interface GuestLastOrder {
  OrderNumber: string;
  Email: string;
  /** Masked as the confirmation shows it. */
  Phone: string;
  Total: number;
}

/** POST finalise failed: where the order ended (it may have been paid after all, when the bank says so). */
export interface FinalizeFailedResult {
  OrderNumber: string;
  Status: OrderStatus;
  /** The order-received page when the order turned out paid; else null. */
  RedirectUrl: string | null;
  /** The payment failure text when it failed; else null. */
  Message: string | null;
}

/** An order number's shape (number.ts makes them), checked before any read. */
const orderNumber = z.string().regex(/^V\d{6}-[A-Z0-9]{6}$/, 'errors:validation.invalid');

/** POST amount control: the total the shopper saw, and the card and method about to pay it. */
export const amountControlSchema = z.object({
  TotalAmountToBePaid: z.number().int().min(0).max(1_000_000_000),
  PaymentMethodCode: z.enum(PAYMENT_METHODS).default('credit_card'),
  /** Only its BIN (first 6 to 8 digits) is read. */
  CardNo: z
    .string()
    .regex(/^[\d ]{0,23}$/)
    .optional(),
  isPickup: flag(),
});

/** POST amount control's answer: whether the shopper must confirm the changed total. */
export interface AmountControlResult {
  IsChanged: boolean;
  PreviousAmount: number;
  ActualAmount: number;
}

/** POST finalise failed. */
export const finalizeFailedSchema = z.object({ OrderNumber: orderNumber });

/** GET order received detail. */
export const orderReceivedQuery = z.object({ orderNumber: orderNumber });

/** POST send app link: the mobile number the store's app link goes to by SMS. */
export const sendAppLinkSchema = withRules(z.object({ PhoneNumber: text(20) }), { PhoneNumber: phoneRules });
