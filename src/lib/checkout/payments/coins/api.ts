// The partner coins app's calls (docs/behaviour/payments.md#coins-app) and what they answer. Client-safe,
// without zod: the payment panel imports it.

/** The coins app calls under /cop-api/coins. */
export const COINS_API = {
  mobileIndex: '/cop-api/coins/mobile-index',
  updateInfo: '/cop-api/coins/update-info',
  tokenActive: '/cop-api/coins/token-active',
  calculate: '/cop-api/coins/calculate',
  use: '/cop-api/coins/use',
  removeInfo: '/cop-api/coins/remove-info',
  remove: '/cop-api/coins/remove',
} as const;

/** The member's app as the panel shows it (the cart's HopiUserResponse). */
export interface CoinsState {
  IsLinked: boolean;
  IsTokenActive: boolean;
  coinBalance: number;
  usedCoins: number;
  couponCode: string;
}
