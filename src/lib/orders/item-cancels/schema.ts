import { z } from 'zod';
import type { RefundView } from '@lib/orders/refunds/schema';
import { id, text } from '@lib/platform';

/** One item to cancel with its reason. */
const cancelItem = z.object({ OrderItemID: id(), ReasonId: z.number().int().min(1).max(99), Description: text(500) });

/** POST easy cancel (cancelItems): the items, their reasons, and this attempt's key. */
export const cancelSchema = z.object({
  OrderId: id(),
  Items: z.array(cancelItem).min(1).max(50),
  IdempotencyKey: z.uuid(),
});
export type CancelInput = z.infer<typeof cancelSchema>;

/** POST easy cancel's refund preview: the items the shopper chose (read only, nothing is cancelled). */
export const cancelRefundPreviewSchema = z.object({ OrderId: id(), OrderItemIds: z.array(id()).min(1).max(50) });

/** GET cancellable items. */
export const cancellableQuery = z.object({
  OrderId: id(),
  SellerCode: z
    .string()
    .max(40)
    .regex(/^[\w-]*$/)
    .optional(),
});

/** GET easy cancel success. */
export const cancelSuccessQuery = z.object({ requestId: id() });

/** An item the shopper may cancel, as the page lists it. */
export interface CancellableItem {
  OrderItemID: number;
  Brand: string;
  DisplayName: string;
  Size: string;
  Colour: string;
  Quantity: number;
  Slug: string;
  Shape: string;
  SellerCode: string;
  /** What comes back for it (its paid share, kuruş). */
  PaidAmount: number;
  IsPromotion: boolean;
  /** A promotion product's main item, which it goes with. */
  MainItemID: number | null;
}

/** GET cancellable items' answer. */
export interface CancellableItems {
  OrderId: number;
  OrderCode: string;
  Items: CancellableItem[];
  ShippingFee: number;
}

/** The answer of a cancel and of its success page. */
export interface CancelResult {
  RequestId: number;
  OrderId: number;
  OrderCode: string;
  CancelledItemIds: number[];
  Refund: RefundView | null;
}
