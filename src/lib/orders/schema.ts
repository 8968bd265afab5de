import type { AddressSnapshot, PickupLocation } from '@lib/checkout/schema';

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

/** A row of the member's order list. */
export interface OrderListItem {
  OrderNumber: string;
  CreatedAt: string;
  Status: OrderStatus;
  Total: number;
  ItemCount: number;
}
