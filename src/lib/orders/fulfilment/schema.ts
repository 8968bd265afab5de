import type { CargoType } from './cargo';

// The cargo and tracking shapes the order pages and the return flow read. Dates ISO.

/** A cargo company as the return flow offers it (spec: type, code, name and logo). */
export interface CargoCompanyView {
  CargoCompanyType: CargoType;
  CargoCompanyCode: string;
  CargoCompanyName: string;
  LogoUrl: string;
  PicksUpFromHome: boolean;
  Phone: string | null;
}

/** A branch where a return is handed over. */
export interface CargoBranchView {
  BranchId: number;
  CargoCompanyCode: string;
  Name: string;
  CityID: number;
  DistrictID: number;
  Address: string;
  Phone: string;
}

/** One scan of a parcel. */
export interface TrackingEventView {
  /** A key under orders:tracking (accepted, in_transit, at_branch, out_for_delivery, delivered …). */
  Event: string;
  Place: string;
  At: string;
}

/** A parcel of an order with its timeline. */
export interface ShipmentView {
  Kind: 'delivery' | 'return';
  SellerCode: string;
  CargoCompany: CargoCompanyView;
  TrackingNumber: string;
  EstimatedAt: string | null;
  /** The order line ids it carries. */
  OrderItemIds: number[];
  Events: TrackingEventView[];
}
