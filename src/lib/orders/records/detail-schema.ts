import { z } from 'zod';
import type { ShipmentView } from '@lib/orders/fulfilment/schema';
import type { RefundView } from '@lib/orders/refunds/schema';
import { id, text } from '@lib/platform';
import { type ItemActions, ITEM_STATUS, type ItemStatus, ORDER_TABS, type OrderTab } from './items';
import type { OrderReceived } from './schema';

/** An order item with its own state and what it allows. */
export interface OrderItemView {
  OrderItemID: number;
  Status: ItemStatus;
  StatusAt: string;
  DeliveredAt: string | null;
  SellerCode: string;
  /** Sold by a marketplace seller (whom the member may ask a question). */
  IsMarketplace: boolean;
  Actions: ItemActions;
}

/** A cancel or return of the order, with a return's code and parcel. */
export interface AfterSalesView {
  RequestId: number;
  Kind: 'cancel' | 'return';
  Status: string;
  ShippingPreference: string | null;
  CargoCompanyCode: string | null;
  ReturnCode: string | null;
  ReturnCodeExpiresAt: string | null;
  TrackingNumber: string | null;
  PickupDate: string | null;
  OrderItemIds: number[];
  CreatedAt: string;
}

/** A seller's invoice of the order. */
export interface InvoiceView {
  SellerCode: string;
  SellerName: string;
  InvoiceNumber: string;
  Amount: number;
  Url: string;
}

/** GET order detail (v3): the confirmation's view plus items' states, parcels, requests, refunds and invoices. */
export interface OrderDetail extends OrderReceived {
  OrderId: number;
  Items: OrderItemView[];
  CanChangeAddress: boolean;
  Shipments: ShipmentView[];
  Requests: AfterSalesView[];
  Refunds: RefundView[];
  Invoices: InvoiceView[];
}

/** A row of the order list (v2). */
export interface OrderRow {
  OrderId: number;
  OrderNumber: string;
  CreatedAt: string;
  Total: number;
  ItemCount: number;
  Statuses: ItemStatus[];
  Items: { Brand: string; DisplayName: string; Slug: string; Shape: string; Status: ItemStatus }[];
}

/** GET order list (v2): offset from 0, a tab, and a lookup by order number. */
export const orderListQuery = z.object({
  offset: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .optional(),
  tab: z.enum(ORDER_TABS).default('all'),
  orderNumber: text(20),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** The list's page size. */
export const ORDER_PAGE_SIZE = 10;

/** GET order list's answer. */
export interface OrderListPage {
  Orders: OrderRow[];
  Offset: number;
  HasMore: boolean;
  Tab: OrderTab;
}

/** GET orders by item status. */
export const byItemStatusQuery = z.object({ status: z.enum(ITEM_STATUS) });

/** GET order detail, authorised, tracking, invoices, agreements: the order's id. */
export const orderIdQuery = z.object({ orderId: id() });

/** POST payment info by item ids. */
export const paymentInfoSchema = z.object({ OrderId: id(), OrderItemIds: z.array(id()).min(1).max(100) });
