import { env } from '@lib/platform/config/env.server';

// The one clock for expiring things (codes, resend waits, throttle windows, sessions). A test
// server started with TEST_CLOCK=1 can move it forward through /cop-api/test/clock, so expiry is
// tested without sleeping.

let offsetMs = 0;
/** Work on a timer that a moved clock may have made due (the pending-payment sweep). */
const onMove: (() => Promise<unknown>)[] = [];

/** Whether the test clock may be moved (never in a normal run). */
export function testClockEnabled(): boolean {
  return env().TEST_CLOCK;
}

/** The current time as the expiring rules see it. */
export function now(): Date {
  return new Date(Date.now() + offsetMs);
}

/** Runs `work` each time the test clock moves, as its timer would once the time came. */
export function onClockMoved(work: () => Promise<unknown>): void {
  onMove.push(work);
}

/** Moves the test clock forward, then runs the timed work it made due; refused unless TEST_CLOCK is on. */
export async function advanceClock(seconds: number): Promise<void> {
  if (!testClockEnabled()) throw new Error('test clock disabled');
  offsetMs += seconds * 1000;
  for (const work of onMove) await work();
}
