// The OneCard (loyalty card) calls of docs/behaviour/payments.md#loyalty-card and what they answer. Client-safe,
// without zod: the payment panel imports it.

/** The loyalty card calls under /cop-api/onecard. */
export const ONECARD_API = {
  balance: '/cop-api/onecard/balance',
  use: '/cop-api/onecard/use',
  check: '/cop-api/onecard/check',
  sendCode: '/cop-api/onecard/send-code',
  cancelCode: '/cop-api/onecard/cancel-code',
  remove: '/cop-api/onecard/remove',
  pointCalculation: '/cop-api/onecard/point-calculation',
  loyaltyPointCalculation: '/cop-api/onecard/loyalty-point-calculation',
  details: '/cop-api/onecard/details',
  sendStatement: '/cop-api/onecard/send-statement',
} as const;

/** The card a session entered and its use of points, as every call answers it. */
export interface OneCardState {
  IsEntered: boolean;
  /** The masked card number. */
  CardNo: string;
  PointsBalance: number;
  MaxUsablePoints: number;
  /** Points this order earns, credited 30 days after purchase. */
  EarnedPoints: number;
  TotalUsePoint: number;
  /** A confirmation code was sent and waits for its answer. */
  IsOtp: boolean;
  PendingPoint: number;
  TryCount: number;
  OtpMaxTryCount: number;
  /** Seconds until a new code may be sent. */
  ResendSeconds: number;
  /** The masked phone the code went to. */
  Target: string;
}
