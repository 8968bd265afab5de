// The orders and after-sales area's public face for browser and server: order shapes and states,
// tracking, address changes, item cancels, returns and refunds. docs/decisions/0039-areas.md.

// address-change
export { orderAddressOtpSchema, updateOrderAddressSchema, verifyOrderAddressSchema } from './address-change/schema';

// fulfilment
export { availableReturnDates, isHomePickupArea } from './fulfilment/cargo';
export { availableCargoQuery, cargoBranchesQuery, cargoCompaniesQuery, returnHomeQuery } from './fulfilment/cargo-schema';
export { DEV_ACTIONS } from './fulfilment/dev-actions';
export { devActionSchema } from './fulfilment/schema-dev';

// item-cancels
export { CANCEL_REASONS } from './item-cancels/reasons';
export { cancellableQuery, cancelRefundPreviewSchema, cancelSchema, cancelSuccessQuery } from './item-cancels/schema';

// records
export { byItemStatusQuery, orderIdQuery, orderListQuery, paymentInfoSchema } from './records/detail-schema';
export { isAddressChangeable, type ItemStatus } from './records/items';
export {
  type AmountControlResult,
  amountControlSchema,
  type FinalizeFailedResult,
  finalizeFailedSchema,
  orderReceivedQuery,
  sendAppLinkSchema,
} from './records/schema';

// returns
export { RETURNS_API } from './returns/api';
export { cancelReturnSchema, RETURN_CONDITION_KEYS, RETURN_REASONS, returnItemsQuerySchema, returnOrderSchema } from './returns/reasons';
export { CHUNK_BYTES, uploadChunkQuerySchema, uploadStartSchema, uploadStatusQuerySchema } from './returns/uploads';

// tracking
export { linkedOrderNumber, trackingPath } from './tracking/rules';
export { trackingLookupSchema, trackingVerifySchema } from './tracking/schema';
