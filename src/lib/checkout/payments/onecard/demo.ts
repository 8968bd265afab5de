// The OneCard sandbox's demo cards (README "Test payment instruments"): Ayşe's own card, one card
// per gateway failure, and free cards for shoppers and tests. Client-safe: the tests read them too.

/** The PIN of every demo card. */
export const DEMO_PIN = '1234';
/** The phone of every demo card not registered to a member. */
export const DEMO_CARD_PHONE = '5551112233';

/** The demo cards by purpose (status drives the gateway's answer). */
export const DEMO_CARDS = {
  ayse: { cardNo: '7000000000000011', status: 'active', member: 'ayse@vitrin.example', points: 2500 },
  expired: { cardNo: '7000000000000029', status: 'expired', points: 500 },
  inactive: { cardNo: '7000000000000037', status: 'inactive', points: 500 },
  limitExceeded: { cardNo: '7000000000000045', status: 'limit_exceeded', points: 500 },
  otpUnreachable: { cardNo: '7000000000000052', status: 'otp_unreachable', points: 500 },
  pointsLocked: { cardNo: '7000000000000060', status: 'points_locked', points: 500 },
  mehmets: { cardNo: '7000000000000078', status: 'active', member: 'mehmet@vitrin.example', points: 500 },
} as const;

/** How many free cards the sandbox opens. */
export const FREE_CARD_COUNT = 20;

/** Free cards 7000 0000 0000 0101 … 0120 (2,500 points each, phone DEMO_CARD_PHONE): one per shopper or test. */
export const freeCard = (n: number) => `70000000000001${String(n).padStart(2, '0')}`;
