// The one list of error codes the store answers with. Each code has one HTTP status and one text
// key (in both catalogs), so a status cannot drift between endpoints. Client-safe: no imports.

interface ErrorEntry {
  status: number;
  /** The i18n key of the message shown to the shopper. */
  text: string;
  /** The code on the wire when it is not the entry's name (the numeric maintenance code, docs/behaviour/errors.md#maintenance). */
  wire?: number;
}

/** Every error the store answers: name (the wire ErrorCode), HTTP status and text key. */
export const ERRORS = {
  // Generic and routing (docs/behaviour/errors.md#generic-and-routing).
  E100: { status: 500, text: 'errors:generic.message' },
  E101: { status: 403, text: 'errors:forbidden.message' },
  E104: { status: 404, text: 'errors:notFound.message' },
  E107: { status: 429, text: 'errors:tooMany.message' },
  // An account with an order on its way (S100) or a refund pending (S101) cannot be deleted yet.
  S100: { status: 409, text: 'account:errors.deleteOpenOrders' },
  S101: { status: 409, text: 'account:errors.deletePendingRefunds' },
  // A member's data on request: a few a day (KVKK article 11 asks for no more).
  DATA_EXPORT_DAILY_CAP: { status: 429, text: 'account:errors.dataExportCap' },
  MAINTENANCE: { status: 503, text: 'errors:maintenance.message', wire: 5000 },
  VALIDATION_ERROR: { status: 400, text: 'errors:validation.summary' },
  MALFORMED_REQUEST: { status: 400, text: 'errors:validation.malformed' },
  REQUEST_TOO_LARGE: { status: 413, text: 'errors:tooLarge.message' },
  // Authentication.
  LOGIN_FAILED: { status: 401, text: 'account:errors.loginFailed' },
  LOGIN_THROTTLED: { status: 429, text: 'account:errors.loginThrottled' },
  ACCOUNT_EXISTS: { status: 409, text: 'account:errors.accountExists' },
  CONTACT_TAKEN: { status: 409, text: 'account:errors.contactTaken' },
  SESSION_TIMEOUT: { status: 401, text: 'account:errors.sessionTimeout' },
  WRONG_PASSWORD: { status: 400, text: 'account:errors.wrongPassword' },
  PASSWORD_SAME_AS_OLD: { status: 400, text: 'account:errors.samePassword' },
  PASSWORD_UPDATE_ERROR: { status: 400, text: 'account:errors.passwordUpdate' },
  FIRSTNAME_HAS_TOO_MANY_REPEATED_CHARACHTER: { status: 400, text: 'account:errors.firstNameRepeated' },
  CAPTCHA_REQUIRED: { status: 400, text: 'account:errors.captchaRequired' },
  REGISTER_EXPIRED: { status: 400, text: 'account:errors.registerExpired' },
  RESET_EXPIRED: { status: 400, text: 'account:errors.resetExpired' },
  // One-time codes.
  OTP_WRONG: { status: 400, text: 'otp:errors.wrong' },
  OTP_EXPIRED: { status: 400, text: 'otp:errors.expired' },
  OTP_TOO_MANY_ATTEMPTS: { status: 400, text: 'otp:errors.tooManyAttempts' },
  OTP_NOT_VALID: { status: 400, text: 'otp:errors.notValid' },
  OTP_RESEND_WAIT: { status: 429, text: 'otp:errors.resendWait' },
  OTP_SEND_LIMIT: { status: 429, text: 'otp:errors.sendLimit' },
  OTP_SEND_FAILED: { status: 502, text: 'otp:errors.sendFailed' },
  // Addresses.
  ADDRESS_NOT_FOUND: { status: 404, text: 'address:errors.notFound' },
  ADDRESS_LIMIT: { status: 400, text: 'address:errors.limit' },
  ADDRESS_NEIGHBORHOOD_MISSING: { status: 400, text: 'address:errors.neighborhoodMissing' },
  ADDRESS_ADD_FAILED: { status: 500, text: 'address:errors.addFailed' },
  // Cart and stock (docs/behaviour/errors.md#cart-and-stock).
  CART_EMPTY: { status: 400, text: 'cart:errors.empty' },
  CART_ITEM_NOT_FOUND: { status: 404, text: 'cart:errors.itemNotFound' },
  OUT_OF_STOCK: { status: 409, text: 'cart:errors.outOfStock' },
  NOT_ENOUGH_STOCK: { status: 409, text: 'cart:errors.notEnoughStock' },
  PURCHASE_LIMIT_EXCEEDED: { status: 409, text: 'cart:errors.purchaseLimit' },
  MAX_ITEMS_PER_CART: { status: 409, text: 'cart:errors.maxItems' },
  PROMOTION_ITEM_NOT_SOLD_ALONE: { status: 400, text: 'cart:errors.promotionItem' },
  CART_TOTAL_CHANGED: { status: 409, text: 'cart:errors.totalChanged' },
  CART_SHARE_NOT_FOUND: { status: 404, text: 'cart:errors.shareNotFound' },
  CART_SHARE_NOT_SENT: { status: 502, text: 'cart:errors.shareNotSent' },
  // Favourites.
  SIZE_REQUIRED: { status: 400, text: 'favourites:errors.sizeRequired' },
  GUEST_FAVOURITES_FULL: { status: 409, text: 'favourites:errors.guestFull' },
  FAVOURITES_FULL: { status: 409, text: 'favourites:errors.full' },
  // Coupons and campaigns.
  COUPON_NOT_FOUND: { status: 404, text: 'coupons:errors.notFound' },
  COUPON_FOUND_CAMPAIGN_NOT_FOUND: { status: 409, text: 'coupons:errors.campaignNotFound' },
  COUPON_EXPIRED: { status: 409, text: 'coupons:errors.expired' },
  COUPON_LIMIT_REACHED: { status: 409, text: 'coupons:errors.limitReached' },
  COUPON_CONDITION_NOT_MET: { status: 409, text: 'coupons:errors.conditionNotMet' },
  COUPON_MINIMUM_NOT_MET: { status: 409, text: 'coupons:errors.minimumNotMet' },
  COUPON_BIN_CONDITION: { status: 409, text: 'coupons:errors.binCondition' },
  COUPON_MOBILE_ONLY: { status: 409, text: 'coupons:errors.mobileOnly' },
  COUPON_NOT_APPLIED: { status: 409, text: 'coupons:errors.notApplied' },
  // Checkout (docs/behaviour/errors.md#checkout).
  PASSIVE_CITY: { status: 409, text: 'checkout:errors.passiveCity' },
  SHIPPING_ADDRESS_REQUIRED: { status: 400, text: 'checkout:errors.shippingAddressRequired' },
  BILLING_ADDRESS_REQUIRED: { status: 400, text: 'checkout:errors.billingAddressRequired' },
  PICKUP_LOCATION_REQUIRED: { status: 400, text: 'checkout:errors.pickupLocationRequired' },
  PICKUP_LOCATION_NOT_FOUND: { status: 404, text: 'checkout:errors.pickupLocationNotFound' },
  PICKUP_NOT_AVAILABLE: { status: 409, text: 'checkout:errors.pickupNotAvailable' },
  CAR_DELIVERY_NOT_AVAILABLE: { status: 409, text: 'checkout:errors.carDeliveryNotAvailable' },
  GUEST_CONTACT_REQUIRED: { status: 400, text: 'checkout:errors.guestContactRequired' },
  GUEST_NOT_VERIFIED: { status: 403, text: 'checkout:errors.guestNotVerified' },
  AGREEMENTS_REQUIRED: { status: 400, text: 'checkout:errors.agreementsRequired' },
  CHECKOUT_IN_PROGRESS: { status: 409, text: 'checkout:errors.inProgress' },
  APP_LINK_NOT_SENT: { status: 502, text: 'checkout:errors.appLinkNotSent' },
  // Payments (docs/behaviour/errors.md#payments).
  PAYMENT_METHOD_MISSING: { status: 400, text: 'payments:errors.methodMissing' },
  INVALID_BIN: { status: 400, text: 'payments:errors.invalidBin' },
  INVALID_INSTALLMENT: { status: 400, text: 'payments:errors.invalidInstallment' },
  INSTALLMENTS_NOT_LOADED: { status: 502, text: 'payments:errors.installmentsNotLoaded' },
  AMOUNT_MISMATCH: { status: 409, text: 'payments:errors.amountMismatch' },
  BANK_WITHOUT_3D: { status: 400, text: 'payments:errors.bankWithout3d' },
  PAYMENT_3D_NOT_VERIFIED: { status: 402, text: 'payments:errors.threeDNotVerified' },
  PAYMENT_FAILED: { status: 402, text: 'payments:errors.failed' },
  // Stored-value instruments together (docs/behaviour/errors.md#stored-value-instruments-together).
  CARDS_CANNOT_BE_COMBINED: { status: 409, text: 'payments:errors.cardsCannotBeCombined' },
  PARTNER_ITEMS_NOT_PAYABLE: { status: 409, text: 'payments:errors.partnerItemsNotPayable' },
  BALANCE_INSUFFICIENT: { status: 409, text: 'payments:errors.balanceInsufficient' },
  INSTRUMENT_NOT_AVAILABLE: { status: 409, text: 'payments:errors.instrumentNotAvailable' },
  /** An instrument applied to an earlier bag: dropped, never spent on this one. */
  INSTRUMENT_LAPSED: { status: 409, text: 'pay:errors.instrumentLapsed' },
  // The checkout body says the points or the gift card pay other than the session's split shows.
  TENDERS_CHANGED: { status: 409, text: 'pay:errors.tendersChanged' },
  INVALID_AMOUNT: { status: 400, text: 'payments:errors.invalidAmount' },
  MINIMUM_CART_NOT_MET: { status: 409, text: 'payments:errors.minimumCart' },
  SHIPPING_FEE_NOT_PAYABLE: { status: 409, text: 'payments:errors.shippingFeeNotPayable' },
  // Card wallet (docs/behaviour/errors.md#card-wallet).
  WALLET_PROVIDER_ERROR: { status: 409, text: 'wallet:errors.provider' },
  WALLET_CARD_LIST_FAILED: { status: 502, text: 'wallet:errors.cardList' },
  WALLET_WRONG_CODE: { status: 400, text: 'wallet:errors.wrongCode' },
  WALLET_ACCOUNT_RESTRICTED: { status: 409, text: 'wallet:errors.restricted' },
  WALLET_DIFFERENT_ACCOUNT: { status: 409, text: 'wallet:errors.differentAccount' },
  WALLET_PHONE_MISSING: { status: 409, text: 'wallet:errors.phoneMissing' },
  WALLET_NOT_FOUND: { status: 404, text: 'wallet:errors.notFound' },
  WALLET_CARD_NOT_FOUND: { status: 404, text: 'wallet:errors.cardNotFound' },
  WALLET_ALIAS_TAKEN: { status: 409, text: 'wallet:errors.aliasTaken' },
  // Digital payment providers.
  MOBIL_EXPRESS_INITIALIZE_FAILED: { status: 502, text: 'payments:errors.mobilExpressInitializeFailed' },
  DIGITAL_PAYMENT_CANCELLED: { status: 402, text: 'digital:errors.cancelled' },
  DIGITAL_PAYMENT_DECLINED: { status: 402, text: 'digital:errors.declined' },
  DIGITAL_PAYMENT_EXPIRED: { status: 402, text: 'digital:errors.expired' },
  DIGITAL_RETURN_INVALID: { status: 400, text: 'digital:errors.returnInvalid' },
  // Gift and return-balance cards.
  GIFT_CARD_NOT_FOUND: { status: 404, text: 'giftcards:errors.giftNotFound' },
  GIFT_CARD_INACTIVE: { status: 409, text: 'giftcards:errors.giftInactive' },
  GIFT_CARD_EXPIRED: { status: 409, text: 'giftcards:errors.giftExpired' },
  GIFT_CARD_NOT_CHECKED: { status: 409, text: 'giftcards:errors.giftNotChecked' },
  IMF_CARD_NOT_FOUND: { status: 404, text: 'giftcards:errors.imfNotFound' },
  IMF_CARD_INACTIVE: { status: 409, text: 'giftcards:errors.imfInactive' },
  IMF_CARD_EXPIRED: { status: 409, text: 'giftcards:errors.imfExpired' },
  IMF_CARD_NOT_CHECKED: { status: 409, text: 'giftcards:errors.imfNotChecked' },
  IMF_CODE_REQUIRED: { status: 409, text: 'giftcards:errors.imfCodeRequired' },
  IMF_PHONE_MISSING: { status: 409, text: 'giftcards:errors.imfPhoneMissing' },
  // Loyalty card (OneCard).
  ONECARD_WRONG_CARD: { status: 400, text: 'onecard:errors.wrongCard' },
  ONECARD_PHONE_MISMATCH: { status: 400, text: 'onecard:errors.phoneMismatch' },
  ONECARD_EXPIRED: { status: 409, text: 'onecard:errors.expired' },
  ONECARD_INACTIVE: { status: 409, text: 'onecard:errors.inactive' },
  ONECARD_LIMIT_EXCEEDED: { status: 409, text: 'onecard:errors.limitExceeded' },
  ONECARD_ALREADY_REGISTERED: { status: 409, text: 'onecard:errors.alreadyRegistered' },
  ONECARD_NOT_ENTERED: { status: 409, text: 'onecard:errors.notEntered' },
  ONECARD_POINTS_NOT_APPLIED: { status: 409, text: 'onecard:errors.pointsNotApplied' },
  ONECARD_OTP_NOT_SENT: { status: 502, text: 'onecard:errors.otpNotSent' },
  ONECARD_STATEMENT_NOT_SENT: { status: 409, text: 'onecard:errors.statementNotSent' },
  // The loyalty features are switched off (LOYALTY_FEATURES=0): every loyalty call says so.
  LOYALTY_INACTIVE: { status: 404, text: 'onecard:errors.loyaltyInactive' },
  // Coins app.
  COINS_NOT_LINKED: { status: 409, text: 'coins:errors.notLinked' },
  COINS_CONNECTION_ERROR: { status: 502, text: 'coins:errors.connection' },
  COINS_INVALID_TOKEN: { status: 409, text: 'coins:errors.invalidToken' },
  COINS_AMOUNT_TOO_HIGH: { status: 400, text: 'coins:errors.amountTooHigh' },
  COINS_COUPON_INVALID: { status: 400, text: 'coins:errors.couponInvalid' },
  COINS_REMOVE_FAILED: { status: 502, text: 'coins:errors.removeFailed' },
  // Orders.
  ORDER_NOT_FOUND: { status: 404, text: 'orders:errors.notFound' },
  CARD_EXPIRED: { status: 400, text: 'orders:errors.cardExpired' },
  // After-sales, shared (docs/behaviour/errors.md#after-sales-shared): the retailer's codes.
  ORDER_ITEM_NOT_FOUND_FOR_ORDER: { status: 400, text: 'orders:errors.itemNotInOrder' },
  UNABLE_TO_RETRIEVE_ORDER_INFORMATION: { status: 404, text: 'orders:errors.unableToRetrieve' },
  SHIPPING_COMPANY_MUST_BE_SELECTED: { status: 400, text: 'orders:errors.shippingCompanyRequired' },
  E102: { status: 409, text: 'orders:errors.notCancellable' },
  E103: { status: 409, text: 'orders:errors.notReturnable' },
  E105: { status: 409, text: 'orders:errors.addressNotChangeable' },
  E106: { status: 409, text: 'orders:errors.returnNotCancellable' },
  PROMOTION_ITEM_ALONE: { status: 400, text: 'orders:errors.promotionAlone' },
  // Order pages.
  // Fulfilment and cargo.
  // Guest tracking and address change.
  // Easy cancel.
  CANCEL_REASON_INVALID: { status: 400, text: 'cancel:errors.reasonInvalid' },
  CANCEL_DESCRIPTION_REQUIRED: { status: 400, text: 'cancel:errors.descriptionRequired' },
  // Easy return.
  RETURN_PHOTOS_REQUIRED: { status: 400, text: 'returns:errors.photosRequired' },
  RETURN_NOTE_REQUIRED: { status: 400, text: 'returns:errors.noteRequired' },
  RETURN_INVOICE_REQUIRED: { status: 400, text: 'returns:errors.invoiceRequired' },
  RETURN_REASON_UNKNOWN: { status: 400, text: 'returns:errors.reasonUnknown' },
  RETURN_ONE_SELLER: { status: 400, text: 'returns:errors.oneSeller' },
  RETURN_HOME_PICKUP_UNAVAILABLE: { status: 400, text: 'returns:errors.homePickupUnavailable' },
  RETURN_PICKUP_DATE_INVALID: { status: 400, text: 'returns:errors.pickupDateInvalid' },
  RETURN_NOT_FOUND: { status: 404, text: 'returns:errors.notFound' },
  UPLOAD_NOT_FOUND: { status: 404, text: 'returns:errors.uploadNotFound' },
  UPLOAD_TYPE_NOT_ALLOWED: { status: 415, text: 'returns:errors.uploadType' },
  UPLOAD_TOO_LARGE: { status: 413, text: 'returns:errors.uploadTooLarge' },
  UPLOAD_NAME_INVALID: { status: 400, text: 'returns:errors.uploadName' },
  UPLOAD_OFFSET_MISMATCH: { status: 409, text: 'returns:errors.uploadOffset' },
  // Account leftovers (issue 14): the forced change's code.
  FORCE_CHANGE_CODE_REQUIRED: { status: 403, text: 'account:errors.forceChangeCode' },
  // Reborn (resale).
  REBORN_NOT_FOUND: { status: 404, text: 'reborn:errors.notFound' },
  REBORN_ATTRIBUTE_INVALID: { status: 400, text: 'reborn:errors.attributeInvalid' },
  REBORN_PAYMENT_NOT_AVAILABLE: { status: 400, text: 'reborn:errors.paymentNotAvailable' },
  REBORN_PHOTOS_MISSING: { status: 400, text: 'reborn:errors.photosMissing' },
  REBORN_AGREEMENT_REQUIRED: { status: 400, text: 'reborn:errors.agreementRequired' },
  REBORN_OTP_REQUIRED: { status: 403, text: 'reborn:errors.otpRequired' },
  REBORN_STATE: { status: 409, text: 'reborn:errors.state' },
  // A courier pickup asked from an address outside the area couriers serve (the easy return's rule).
  REBORN_PICKUP_UNAVAILABLE: { status: 400, text: 'reborn:errors.pickupUnavailable' },
  // Seller questions and banner ads (/sf-api).
  SF_API_UNAUTHORISED: { status: 401, text: 'sellerqa:errors.apiKey' },
  SELLER_QUESTION_PRODUCT: { status: 404, text: 'sellerqa:errors.product' },
  SELLER_QUESTION_NOT_MARKETPLACE: { status: 400, text: 'sellerqa:errors.notMarketplace' },
  SELLER_QUESTION_NOT_FOUND: { status: 404, text: 'sellerqa:errors.notFound' },
  SELLER_QUESTION_FORBIDDEN: { status: 403, text: 'sellerqa:errors.forbidden' },
  AD_NOT_FOUND: { status: 404, text: 'sellerqa:errors.adNotFound' },
  // Repair (the partner's frame).
  REPAIR_TOKEN_INVALID: { status: 401, text: 'repair:errors.token' },
  REPAIR_ITEM_NOT_FOUND: { status: 404, text: 'repair:errors.item' },
  REPAIR_STORE_INVALID: { status: 400, text: 'repair:errors.store' },
  REPAIR_DATE_INVALID: { status: 400, text: 'repair:errors.date' },
  REPAIR_BOOKING_NOT_FOUND: { status: 404, text: 'repair:errors.notFound' },
  // Staff and the content editor (/editor): sign-in, roles, and what an editor saves.
  STAFF_SIGN_IN_FAILED: { status: 401, text: 'staff:errors.signInFailed' },
  STAFF_THROTTLED: { status: 429, text: 'staff:errors.throttled' },
  STAFF_SIGNED_OUT: { status: 401, text: 'staff:errors.signedOut' },
  STAFF_ROLE_REQUIRED: { status: 403, text: 'staff:errors.roleRequired' },
  CONTENT_CONFLICT: { status: 409, text: 'editor:errors.conflict' },
  CONTENT_SLUG_TAKEN: { status: 409, text: 'editor:errors.slugTaken' },
  CONTENT_SCHEDULE_PAST: { status: 400, text: 'editor:errors.schedulePast' },
  CONTENT_PREVIEW_EXPIRED: { status: 410, text: 'editor:errors.previewExpired' },
  CONTENT_IMAGE_INVALID: { status: 415, text: 'editor:errors.imageInvalid' },
  CONTENT_IMAGE_TOO_LARGE: { status: 413, text: 'editor:errors.imageTooLarge' },
} as const satisfies Record<string, ErrorEntry>;

export type ErrorName = keyof typeof ERRORS;

/** The maintenance code (docs/behaviour/errors.md#maintenance): the shared client sends the shopper to /maintenance on it. */
const MAINTENANCE_CODE = 5000;

/** The ErrorCode an error carries on the wire. */
export function wireCode(name: ErrorName): string | number {
  const entry: ErrorEntry = ERRORS[name];
  return entry.wire ?? name;
}

/**
 * Whether an answer tells the client the store is in maintenance. A plain check rather than a
 * schema: the shared client runs on every page, and zod alone would outweigh its script budget.
 */
export function isMaintenance(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const answer = body as { Success?: unknown; Exception?: { ErrorCode?: unknown } | null };
  return answer.Success === false && answer.Exception?.ErrorCode === MAINTENANCE_CODE;
}
