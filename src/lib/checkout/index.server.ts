// The checkout and payments area's public face for server code: delivery, guests, agreements,
// pricing the bag for payment, the payment gateway and rails, and one folder per instrument (card
// with 3-D Secure, wallet, digital, gift and return-balance cards, OneCard, coins, partner).
// docs/decisions/0039-areas.md has the map.

// payments
export { cardTypeImage, chosenInstallment, installmentOptionsFor, plusInstallments } from './payments/card/instalments.server';
export { bankSeeder } from './payments/card/seed.server';
export type { ReturnFields } from './payments/card/signature.server';
export { banks } from './payments/card/tables.server';
export { threeDPageAnswer } from './payments/card/three-d-page.server';
export { coinsSeeder } from './payments/coins/seed.server';
export { coinsWallets } from './payments/coins/tables.server';
export { withCoins } from './payments/coins/cart.server';
export { calculateCoins, coinsState, linkApp, removeCoins, removeInfo, tokenActive, useCoins } from './payments/coins/wallet.server';
export { providerPageAnswer } from './payments/digital/page.server';
export { sandboxProvider, setOutage } from './payments/digital/sandbox.server';
export { cardDirectory, paymentFrameSources, paymentGateway } from './payments/gateway.server';
export { applyGiftCard, checkGiftCard, giftBalance, removeGiftCard } from './payments/giftcards/gift.server';
export { applyImfCard, checkImfCard, imfBalance, imfCardInfo, removeImfCard, sendImfCode } from './payments/giftcards/imf.server';
export { type IssuedGiftCard, issueGiftCard } from './payments/giftcards/issue.server';
export { loadImfCard } from './payments/giftcards/ledger.server';
export { giftCardSeeder } from './payments/giftcards/seed.server';
export { iyzicoThreeDPage } from './payments/iyzico/page.server';
export { oneCardBook } from './payments/onecard/book.server';
export { earningCalculation, pointCalculation } from './payments/onecard/calculation.server';
export { enterCard, forgetCard, maskCardNo, pinHash, stateOf } from './payments/onecard/cards.server';
export { earnedPoints, type PointInfo, segmentRows } from './payments/onecard/earning-rates.server';
export { creditDueEarnings, pendingEarnings, recordOrderEarning, shrinkOrderEarning } from './payments/onecard/earnings.server';
export { credit } from './payments/onecard/ledger.server';
export { oneCardSeeder } from './payments/onecard/seed.server';
export { oneCardLedger, oneCards } from './payments/onecard/tables.server';
export { LOYALTY_CALL, loyaltyActive } from './payments/onecard/switch.server';
export { resendCode, usePoints, withdrawCode } from './payments/onecard/use.server';
export { createPartnerGuid, partnerGuidOf } from './payments/partner/partner.server';
export { railFor } from './payments/rail.server';
export { storedValueProvider } from './payments/stored-value.server';
export {
  appliedTenders,
  checkShownTenders,
  type GrantedTender,
  noInstalmentOf,
  orderTenders,
  paymentSplit,
} from './payments/tenders.server';
export {
  addCard,
  deleteCard,
  listCards,
  startLink,
  verifyCode,
  walletCaller,
  walletProvider,
  walletStatus,
} from './payments/wallet/service.server';
export { walletActivity, walletCards, walletLinks } from './payments/wallet/tables.server';
export { generateToken, initThreeD, logActivity, orderCode, transactionToken, walletInstalments } from './payments/wallet/tokens.server';

// steps
export { agreementsFor } from './steps/agreements.server';
export { checkoutInit, checkoutState, keptDelivery, pickupCities, pickupLocationsIn, saveDelivery } from './steps/delivery.server';
export { emailRegistered, guestView, pendingGuestCode, saveGuest, sendGuestCode, verifyGuestCode } from './steps/guest.server';
export { checkoutMessages } from './steps/messages.server';
export { toPickupLocation } from './steps/pickup.server';
export { cartOf, type OrderPrice, payableOf, priceOrder } from './steps/pricing.server';
export { pickupLocation, refusePassive, type ResolvedDelivery, resolveDelivery, snapshotOf } from './steps/resolve.server';
export { pickupSeeder } from './steps/seed.server';
export { pickupLocations } from './steps/tables.server';
