// The checkout and payments area's public face for browser and server: the checkout's steps and
// wire shapes, and every payment instrument (checkout/payments/<instrument>).
// docs/decisions/0039-areas.md has the map.

// payments
export { cardDigits, isExpired, maskCard, schemeOfNumber } from './payments/card/cards';
export { BANK_CODES, declineReasonKey } from './payments/card/codes';
export {
  additionalBankInstallmentsBody,
  type AdditionalBankInstallmentsReply,
  additionalInstallmentTextBody,
  type AdditionalInstallmentTextReply,
  cardTypeImageQuery,
  installmentOptionsBody,
} from './payments/card/schema';
export { calculateSchema, updateInfoSchema, useCoinsSchema } from './payments/coins/schema';
export { PAYPAL_TEST_ACCOUNTS, PROVIDER_NAMES } from './payments/digital/providers';
export type { AuthoriseOutcome, CardTrace, PaymentAddress, PaymentOrder, RefundDetail } from './payments/gateway';
export { giftBalanceSchema, imfBalanceSchema, imfCardInfoSchema, useAmountSchema } from './payments/giftcards/schema';
export { ONECARD_API } from './payments/onecard/api';
export { DEMO_PIN } from './payments/onecard/demo';
export { DEMO_RATES, ENTRY_SEGMENT, type Segment, SEGMENTS } from './payments/onecard/rates';
export { balanceSchema, earningQuerySchema, pointQuerySchema, useSchema } from './payments/onecard/schema';
export { DEMO_THRESHOLDS, nextSegment, nextStep, SEGMENT_HELD_DAYS } from './payments/onecard/segments';
export { partnerSchema } from './payments/partner/schema';
export { TENDERS_SLOT } from './payments/tender-schema';
export { type AppliedTender, POINT_VALUE, TENDER_KINDS, type TenderKind } from './payments/tenders';
export { walletUserId } from './payments/wallet/codes';
export {
  addCardBody,
  deleteCardBody,
  init3dBody,
  instalmentsBody,
  logBody,
  tokenBody,
  transactionTokenBody,
  verifyBody,
} from './payments/wallet/schema';

// steps
export { type AgreementData, renderAgreements, renderPrivacyNotice } from './steps/agreements';
export { DIGITAL_METHODS } from './steps/api';
export { needsAmountConfirmation } from './steps/rules';
export {
  type AddressSnapshot,
  agreementsSchema,
  CHECKOUT_SLOT,
  type CheckoutInput,
  type CheckoutResult,
  checkoutSchema,
  deliverySchema,
  emailRegisteredSchema,
  guestSchema,
  guestSendCodeSchema,
  guestVerifySchema,
  initQuery,
  PAYMENT_METHODS,
  type PickupLocation,
  pickupLocationsQuery,
  type ThreeDMessage,
} from './steps/schema';
