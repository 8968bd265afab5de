import { env } from '@lib/platform/config/env.server';

// The one clock for expiring things (codes, resend waits, throttle windows, sessions). A test
// server started with TEST_CLOCK=1 can move it forward through /cop-api/test/clock, so expiry is
// tested without sleeping.

let offsetMs = 0;

/** Whether the test clock may be moved (never in a normal run). */
export function testClockEnabled(): boolean {
  return env().TEST_CLOCK;
}

/** The current time as the expiring rules see it. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Moves the test clock forward; refused unless TEST_CLOCK is on. */
export function advanceClock(seconds: number): void {
  if (!testClockEnabled()) throw new Error('test clock disabled');
  offsetMs += seconds * 1000;
}
