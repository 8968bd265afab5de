// The programmes' public face for server code: The One loyalty club, Reborn, repair and seller
// questions. docs/decisions/0039-areas.md has the map.

// loyalty
export { cardDetails, sendStatement } from './loyalty/card-details.server';
export { cartPointInfo } from './loyalty/cart-points.server';
export { guestOrderProperties } from './loyalty/guest-order.server';
export { theOneMembership } from './loyalty/membership.server';
export { memberLoyalty } from './loyalty/page.server';
export { loyaltySeeder } from './loyalty/seed.server';
export { storeCustomerSeeder } from './loyalty/store-seed.server';
export { storeCustomers } from './loyalty/tables.server';

// reborn
export { agreementText, applicationAgreement, popupAgreements, rebornPermission } from './reborn/agreements.server';
export { approveDemand, otpRequirement, sendApprovalCode, verifyApprovalCode } from './reborn/approval.server';
export { moveDemand, recentDemands } from './reborn/consignment.server';
export { createDemand, listDemands, ownDemand } from './reborn/demands.server';
export { applicationPage, formSetup } from './reborn/page.server';
export { ownPhoto } from './reborn/photos.server';
export { rebornDemands } from './reborn/tables.server';
export { attributesOf, categoriesIn, demandView, initData } from './reborn/views.server';

// repair
export { bookingsOf, cancelBooking } from './repair/bookings.server';
export { type FrameOutcome, framePage, submitFrame } from './repair/frame.server';
export { repairBookings } from './repair/tables.server';
export { repairToken } from './repair/token.server';

// seller-questions
export { assertSfClient, sfClient } from './seller-questions/headers.server';
export { askSeller, customerQuestions, markSeen } from './seller-questions/questions.server';
export { answerAllNow } from './seller-questions/seller.server';
export { sellerQuestions } from './seller-questions/tables.server';
