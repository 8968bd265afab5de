import { z } from 'zod';
import { id, text } from '@lib/platform';

// Repair (docs/behaviour/repair.md: /customer/repair, the repair step in an inner frame): the repair
// partner's booking screen runs in a frame served by its sandbox, opened with a
// short-lived signed token naming the member. These are its services, limits and calls.

/** The services the repair partner offers, each with its starting price (kuruş) and working days. */
export const REPAIR_SERVICES = {
  cleaning: { from: 75_000, days: 5 },
  leather_care: { from: 120_000, days: 7 },
  stitching: { from: 90_000, days: 7 },
  zip: { from: 60_000, days: 5 },
  sole: { from: 150_000, days: 10 },
  heel: { from: 80_000, days: 5 },
  hardware: { from: 110_000, days: 10 },
} as const;
export type RepairService = keyof typeof REPAIR_SERVICES;
export const SERVICE_KEYS = Object.keys(REPAIR_SERVICES) as [RepairService, ...RepairService[]];

/** How long a frame token opens the booking screen (seconds). */
export const REPAIR_TOKEN_TTL_SECONDS = 15 * 60;
/** A described item's length, when no past order item is chosen. */
export const DESCRIPTION_MIN = 10;
export const DESCRIPTION_MAX = 500;
/** Bookings the repair page lists. */
export const BOOKINGS_SHOWN = 20;

/** The repair partner's frame (its sandbox) and the store's own call. */
export const REPAIR_API = {
  frame: '/sandbox-repair/book',
  cancel: '/cop-api/customer/repair/cancel',
} as const;

/** The message the frame posts to the page when a booking is made (same origin only). */
export const BOOKED_MESSAGE = 'repair:booked';

/** A booking as the frame's form sends it: a past order item or a description, a service, a store and a day. */
export const bookingSchema = z
  .object({
    Token: z.string().min(1).max(300),
    IdempotencyKey: z.uuid(),
    OrderLineId: id().optional(),
    Description: text(DESCRIPTION_MAX),
    Service: z.enum(SERVICE_KEYS),
    StoreId: id(),
    DropOffDate: z.iso.date(),
  })
  .refine((v) => v.OrderLineId !== undefined || v.Description.trim().length >= DESCRIPTION_MIN, {
    path: ['Description'],
    message: 'validation:describeItem',
  });
export type BookingInput = z.infer<typeof bookingSchema>;

/** A booking as the page and the frame show it. */
export interface BookingView {
  Reference: string;
  Item: string;
  Service: string;
  StoreName: string;
  DropOffDate: string;
  Status: string;
}

export const cancelSchema = z.object({ Reference: z.string().regex(/^RP-[A-Z0-9]{6}$/) });

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new booking reference, RP- and six letters or digits without look-alikes (unique in bookings). */
export function newReference(random: (max: number) => number): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[random(REFERENCE_ALPHABET.length)];
  return `RP-${code}`;
}
