// How long each step of a parcel takes on the store's clock (minutes). One place, so the clock, the
// delivery estimate and the development page agree.

const HOUR = 60;

/** Minutes an item waits in a state before the next delivery step. */
export const STEP_AFTER: Readonly<Record<'received' | 'preparing' | 'shipped' | 'out_for_delivery', number>> = {
  received: 1 * HOUR,
  preparing: 24 * HOUR,
  shipped: 24 * HOUR,
  out_for_delivery: 8 * HOUR,
};

/** Minutes a large-volume return waits for the logistics company to collect it. */
export const LARGE_VOLUME_PICKUP_AFTER = 48 * HOUR;

/** Minutes a return parcel travels before it reaches the store. */
export const RETURN_TRANSIT = 48 * HOUR;

/** Working days from shipment to the delivery estimate. */
export const DELIVERY_ESTIMATE_WORKING_DAYS = 2;
