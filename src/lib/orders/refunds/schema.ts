import type { RefundBreakdown } from './explain';

// The refund as the order pages show it. Amounts are kuruş; dates ISO.

/** One instrument's share of a refund. */
export interface RefundPartView {
  Instrument: string;
  Amount: number;
  /** pending · sending · sent · failed. */
  Status: string;
  /** The card's last digits, when a card is refunded. */
  LastDigits: string | null;
  /** When it reaches the shopper: from and to (the same for stored value). */
  ExpectedFrom: string | null;
  ExpectedTo: string | null;
}

/** A refund of a cancel or a return. */
export interface RefundView {
  RefundId: number;
  RequestId: number;
  /** What it refunds: a cancel or a return, of how many items. */
  Kind: 'cancel' | 'return';
  ItemCount: number;
  Amount: number;
  /** How the amount is made: the items' shown price, less their share of order discounts, plus shipping. */
  Breakdown: RefundBreakdown;
  /** pending · completed · failed. */
  Status: string;
  CreatedAt: string;
  Parts: RefundPartView[];
}

/** A refund before it is made (the cancel's review): what would come back and to which instrument. */
export interface RefundPreview {
  Amount: number;
  ItemCount: number;
  Breakdown: RefundBreakdown;
  Parts: Pick<RefundPartView, 'Instrument' | 'Amount' | 'LastDigits'>[];
}
