import { z } from 'zod';
import { id } from '@lib/platform';

// Why a shopper returns an item. A reason about the product's state asks for an explanation and
// photos (the seller judges the claim by them); one about fit or taste asks for neither.

export interface ReturnReason {
  ReasonId: number;
  /** The key of its text in the returns namespace (reasons.<key>). */
  Key: string;
  IsActive: boolean;
  NeedsExplanation: boolean;
  NeedsPhotos: boolean;
}

/** The store's return reasons; an inactive one is kept for old requests but never offered. */
export const RETURN_REASONS: readonly ReturnReason[] = [
  { ReasonId: 1, Key: 'sizeSmall', IsActive: true, NeedsExplanation: false, NeedsPhotos: false },
  { ReasonId: 2, Key: 'sizeLarge', IsActive: true, NeedsExplanation: false, NeedsPhotos: false },
  { ReasonId: 3, Key: 'notAsPictured', IsActive: true, NeedsExplanation: true, NeedsPhotos: false },
  { ReasonId: 4, Key: 'defective', IsActive: true, NeedsExplanation: true, NeedsPhotos: true },
  { ReasonId: 5, Key: 'wrongItem', IsActive: true, NeedsExplanation: true, NeedsPhotos: true },
  { ReasonId: 6, Key: 'changedMind', IsActive: true, NeedsExplanation: false, NeedsPhotos: false },
  { ReasonId: 7, Key: 'lateDelivery', IsActive: false, NeedsExplanation: false, NeedsPhotos: false },
];

/** An active reason by id. */
export const activeReason = (id: number) => RETURN_REASONS.find((r) => r.ReasonId === id && r.IsActive);

/** The condition a shopper declares for a second-hand item. */
export const PRODUCT_CONDITIONS = ['unused', 'likeNew', 'used'] as const;

/** How the parcel goes back. */
export const SHIPPING_PREFERENCES = ['home_pickup', 'cargo_branch', 'other_cargo', 'large_volume'] as const;
export type ShippingPreference = (typeof SHIPPING_PREFERENCES)[number];

/** The longest explanation of a reason. */
const NOTE_MAX = 500;

const returnItemSchema = z.object({
  OrderItemId: id(),
  ReasonId: id(),
  Description: z.string().trim().max(NOTE_MAX).optional(),
  ProductCondition: z.enum(PRODUCT_CONDITIONS).optional(),
  /** At most the setting's upper bound; the setting itself (RETURN_PHOTOS_MAX) is checked with the reason. */
  PhotoIds: z.array(z.uuid()).max(10).default([]),
});

/** The return order call's body. */
export const returnOrderSchema = z.object({
  OrderId: id(),
  IdempotencyKey: z.string().min(8).max(100),
  Items: z.array(returnItemSchema).min(1).max(50),
  ShippingPreference: z.enum(SHIPPING_PREFERENCES),
  CargoCompanyCode: z.string().max(10).optional(),
  /** Home pickup: a day of availableReturnDates. */
  PickupDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Home pickup from another of the member's saved addresses in the service area; left out, the order's delivery address. */
  PickupAddressId: id().optional(),
  InvoiceFileId: z.uuid().optional(),
  /** The bot check's answer, once the server asked for it (ShowCaptcha). */
  CaptchaToken: z.string().max(5000).optional(),
});
export type ReturnOrder = z.infer<typeof returnOrderSchema>;

export const cancelReturnSchema = z.object({
  orderId: id(),
  trackingNumber: z.string().min(1).max(40),
  cargoCompanyCode: z.string().min(1).max(10),
});

export const returnItemsQuerySchema = z.object({
  OrderId: id(),
  ShipmentNumber: z.string().max(40).optional(),
  SellerCode: z.string().max(40).optional(),
});

/** An item the shopper may return. */
export interface ReturnableItem {
  OrderItemId: number;
  ProductId: number;
  Name: string;
  Brand: string;
  Colour: string;
  Size: string;
  Quantity: number;
  Price: number;
  SellerCode: string;
  SellerName: string;
  ImageUrl: string | null;
  /** Set on a promotion product: it goes back only with this main product's item. */
  MainOrderItemId: number | null;
  IsSecondHand: boolean;
  /** Exactly one returnable item: it comes preselected. */
  IsSelected: boolean;
}

/** The answer of the return order call (docs/behaviour/after-sales.md#easy-return). */
export interface ReturnAnswer {
  IsSucceeded: boolean;
  ErrorMessages: string[];
  Data: { EasyReturnId: number; ShowCaptcha: boolean };
}

/** The paragraphs of the return conditions (returns:conditionsText.<key>). */
export const RETURN_CONDITION_KEYS = ['window', 'state', 'photos', 'refund'] as const;
