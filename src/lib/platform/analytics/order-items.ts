import { type DataLayerItem, toAmount } from './data-layer';

/** A bag line or an order line, as far as analytics reads it. */
interface Line {
  ProductId: number;
  DisplayName: string;
  Brand: string;
  Size: string;
  Quantity: number;
}

/** Lines in GA4's item shape, each at the unit price the shopper pays (kuruş in, TL out). */
export const analyticsItems = <L extends Line>(lines: readonly L[], unitPrice: (line: L) => number): DataLayerItem[] =>
  lines.map((line) => ({
    item_id: String(line.ProductId),
    item_name: line.DisplayName,
    item_brand: line.Brand,
    item_variant: line.Size,
    price: toAmount(unitPrice(line)),
    quantity: line.Quantity,
  }));
