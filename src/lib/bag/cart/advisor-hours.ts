import { ISTANBUL_OFFSET_MS } from '@lib/platform';

// The digital stylists' hours (docs/behaviour/bag.md#sharing-with-a-digital-stylist): every day 10:00
// to 18:00 in Istanbul. Turkey keeps UTC+3 all year (no daylight saving since 2016), so the rule is
// plain arithmetic on UTC and needs no time-zone database.

/** Opening and closing hours, as shown to the shopper. */
export const ADVISOR_HOURS = { opens: '10:00', closes: '18:00' } as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const OPENS_H = 10;
const CLOSES_H = 18;

/** When an advisor takes up a ticket made at `at`: at once within hours, else the next 10:00 opening. */
export function advisorSlot(at: Date): { scheduledFor: Date; isQueued: boolean } {
  const local = at.getTime() + ISTANBUL_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const hour = (local - dayStart) / HOUR_MS;
  if (hour >= OPENS_H && hour < CLOSES_H) return { scheduledFor: at, isQueued: false };
  const opening = dayStart + OPENS_H * HOUR_MS + (hour >= CLOSES_H ? DAY_MS : 0);
  return { scheduledFor: new Date(opening - ISTANBUL_OFFSET_MS), isQueued: true };
}
