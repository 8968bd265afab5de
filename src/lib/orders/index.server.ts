// The orders and after-sales area's public face for server code: placing an order (and its 3-D
// Secure return), the member's orders and invoices, fulfilment, tracking, address changes, item
// cancels, returns and refunds. docs/decisions/0039-areas.md has the map.

// address-change
export { requestAddressChange, resendAddressCode, verifyAddressChange } from './address-change/change.server';

// fulfilment
export { availableCargoCompanies, homePickupLocations, returnHomeAvailability } from './fulfilment/availability.server';
export { cargoBranchList, cargoCompanyList, shipmentsOf } from './fulfilment/cargo.server';
export { catchUpOrders } from './fulfilment/clock.server';
export { recentOrders, runDevAction } from './fulfilment/dev.server';
export { cargoSeeder } from './fulfilment/seed.server';

// item-cancels
export { cancelItems, cancellableItems, cancelRefundPreview, cancelResult, orderOfRequest } from './item-cancels/cancel-items.server';

// placing
export { sendAppLink } from './placing/app-link.server';
export { placeOrder } from './placing/flow.server';
export { startPaymentSweep, stopPaymentSweep } from './placing/housekeeping.server';
export { paymentRetryUrl } from './placing/urls';
export { guestLastOrder, orderReceived, receivedView } from './placing/received.server';
export { threeDReturnPage } from './placing/three-d-return-page.server';
export { concludeAsync, finalizeFailed, finishThreeD } from './placing/three-d-return.server';

// records
export { authorisedOrder } from './records/access.server';
export { afterSalesItems, afterSalesRequests } from './records/after-sales-tables.server';
export { orderDetail } from './records/detail.server';
export { ORDER_DOCUMENTS, orderDocument, type OrderDocument } from './records/documents.server';
export { sellerInvoicePdf } from './records/invoice-pdf.server';
export { orderInvoices } from './records/invoices.server';
export { itemStatuses } from './records/items.server';
export { orderPage, ordersWithItemIn } from './records/list.server';
export { orderForPage } from './records/page.server';
export { paymentInfoOf } from './records/payment-info.server';
export { orderAddresses, orderItemEvents, orderLines, orderPayments, orders } from './records/tables.server';

// refunds
export { refundParts, refunds } from './refunds/tables.server';

// returns
export { cancelReturn } from './returns/cancel-return.server';
export { returnableItems } from './returns/items.server';
export { returnPage } from './returns/page.server';
export { returnAddresses, saveReturnAddress } from './returns/pickup.server';
export { returnPhotoRules } from './returns/photo-rules.server';
export { submitReturn } from './returns/submit.server';
export { addChunk, claimUploads, startUpload, uploadStatus, usableRebornPhotos } from './returns/uploads.server';
export { returnUploads } from './returns/tables.server';
export { returnView } from './returns/view.server';

// tracking
export { lookupOrder, resendTrackingCode, verifyTracking } from './tracking/tracking.server';
