import { env } from '@lib/platform/index.server';

// The members' loyalty features (docs/behaviour/loyalty.md#the-loyalty-switch) are on unless the
// store switches them off (LOYALTY_FEATURES=0): then The One and Club & More, their account entries
// and the OneCard panel at payment are hidden, and every loyalty call refuses.

/** Whether the members' loyalty features are on. */
export const loyaltyActive = (): boolean => env().LOYALTY_FEATURES;

/** The endpoint options of every loyalty call: while the features are off, LOYALTY_INACTIVE. */
export const LOYALTY_CALL = { enabled: loyaltyActive, disabled: 'LOYALTY_INACTIVE' } as const;
