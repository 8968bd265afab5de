import { z } from 'zod';

// The partner coins app calls' inputs (docs/behaviour/payments.md#coins-app), validated on the server.

/** An app token as the partner app hands it over: HOPI- and 4 to 40 capitals, digits or dashes. */
const APP_TOKEN = /^HOPI-[A-Z0-9-]{4,40}$/;

/** POST update info: links (or reconnects) the member's app by the token the app shows. */
export const updateInfoSchema = z.object({ AppToken: z.string().max(60).regex(APP_TOKEN) });

/** POST calculate: the coins value of an amount (kuruş) with the app's coupon code, if any. */
export const calculateSchema = z.object({
  amount: z.number().int().min(0).max(100_000_000),
  couponCode: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9]*$/)
    .default(''),
});

/** POST use: the coins to spend on this order (1 coin = 1 TL). */
export const useCoinsSchema = z.object({ amount: z.number().int().positive().max(10_000_000) });
