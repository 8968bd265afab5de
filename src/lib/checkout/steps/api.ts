// The checkout's constants the islands need (the calls' paths, the payment methods, the card's form
// rules), apart from the zod schemas of schema.ts, so a page's first script does not carry zod.

/** The checkout calls, under /cop-api. */
export const CHECKOUT_API = {
  initialize: '/cop-api/checkout/initialize',
  /** The delivery step's choice (addresses, pickup, billing, notes), kept for the payment step. */
  delivery: '/cop-api/checkout/delivery',
  pickupCities: '/cop-api/checkout/pickup-cities',
  pickupLocations: '/cop-api/checkout/pickup-locations',
  updatePhone: '/cop-api/checkout/update-phone',
  /** A guest's contact and address; then each contact verified by a code. */
  guest: '/cop-api/checkout/guest',
  guestSendCode: '/cop-api/checkout/guest/send-code',
  guestVerify: '/cop-api/checkout/guest/verify',
  emailRegistered: '/cop-api/checkout/email-registered',
  installmentOptions: '/cop-api/checkout/installment-options',
  additionalInstallmentText: '/cop-api/checkout/additional-installment-text',
  additionalBankInstallments: '/cop-api/checkout/additional-bank-installments',
  cardTypeImage: '/cop-api/checkout/card-type-image',
  cardCampaign: '/cop-api/checkout/pre-payment-campaign-control',
  agreements: '/cop-api/checkout/agreements',
  privacyNotice: '/cop-api/checkout/privacy-notice',
  amountControl: '/cop-api/checkout/amount-control',
  checkout: '/cop-api/checkout',
  finalizeFailed: '/cop-api/checkout/finalize-failed',
  /** Where the bank's 3-D Secure page sends the shopper back (a signed form post, not an island call). */
  threeDReturn: '/cop-api/checkout/3d-return',
  orderReceived: '/cop-api/checkout/order-received',
  sendAppLink: '/cop-api/checkout/send-app-link',
  guestLastOrder: '/cop-api/checkout/guest-last-order',
} as const;

/** The methods that pay what the stored-value instruments leave: a typed card, the card wallet, two digital providers. */
export const PAYMENT_METHODS = ['credit_card', 'debit_card', 'masterpass', 'garanti_pay', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The two digital payment providers: the shopper pays on the provider's own page. */
export const DIGITAL_METHODS = ['garanti_pay', 'paypal'] as const satisfies readonly PaymentMethod[];
/** Methods whose async answer opens the 3-D Secure modal (docs/behaviour/checkout.md#placing-the-order); a digital provider's page is left to in full. */
export const THREE_D_METHODS: readonly string[] = ['credit_card', 'debit_card', 'masterpass'];

/** Gift note, shipment note and order note: at most 1000 characters (docs/behaviour/checkout.md#notes). */
export const NOTE_MAX = 1000;

/** The form rules of the checkout call's card. The card is never stored or logged: only its BIN, last digits and masked form are kept. */
export const creditCardRules = {
  CardNo: [['required'], ['creditcard']],
  CardName: [['required'], ['max', 255], ['nameChars']],
  ExpMonth: [['required_value'], ['between', 1, 12]],
  ExpYear: [['required_value']],
  SecureCode: [['required'], ['numeric'], ['min', 3], ['max', 4]],
} as const;
