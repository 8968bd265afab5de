import { now } from '@lib/platform/clock/clock.server';
import { db, dbKind, inProcessNotices } from '@lib/platform/db/client.server';
import { logger } from '@lib/platform/log/logger.server';
import { outboxGauge } from '@lib/platform/metrics/registry.server';
import { outgoingMessages } from '../tables.server';
import { checkTransports, closeTransports } from '../transports.server';
import { anySending, claimDue, dueNow, heldAtBirth } from './claim.server';
import { type Attempt, attempt } from './deliver.server';
import { OUTBOX_CHANNEL, type Outgoing, rowOf } from './enqueue.server';
import { outboxCounts, purgeOldMessages } from './operator.server';

// The store's own sender: it takes due messages from the outbox and delivers them, outside any
// shopper's request. It wakes when an enqueue commits (PGlite's notice, heard at commit), and
// looks every second besides (another process's enqueue on PostgreSQL, a retry falling due).

/** Messages taken at once: sent side by side, as a pooled SMTP connection or an HTTP API allows. */
const BATCH = 10;
const POLL_MS = 1000;
/** How often the counts /metrics shows are read again. */
const COUNT_MS = 10_000;
const PURGE_MS = 3_600_000;

let timer: ReturnType<typeof setInterval> | undefined;
let counting: ReturnType<typeof setInterval> | undefined;
let purging: ReturnType<typeof setInterval> | undefined;
let counts: Awaited<ReturnType<typeof outboxCounts>> = [];
let running: Promise<void> | undefined;
let again = false;

/** Takes and sends due messages until none is left. */
async function drain(): Promise<void> {
  const database = await db();
  for (;;) {
    const taken = await claimDue(database, BATCH);
    if (taken.length === 0) return;
    await Promise.all(taken.map(attempt));
  }
}

/** Runs a drain, or asks the one running for another round: one drain at a time in a process. */
function wake(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await drain();
      } while (again);
    } catch (error) {
      logger.error({ err: error }, 'outbox sender failed; it tries again shortly');
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** Starts the sender: what a stopped or crashed store left pending goes out now. */
export async function startOutbox(): Promise<void> {
  if (timer) return;
  checkTransports();
  // The embedded database has one process: a message it finds being sent was left by a stopped
  // one, and a start is a fresh chance for those waiting for a retry (an operator often restarts
  // after fixing a relay's settings).
  if ((await dbKind()) === 'pglite') await dueNow(await db());
  timer = setInterval(() => void wake(), POLL_MS);
  timer.unref();
  const recount = () =>
    outboxCounts()
      .then((read) => {
        counts = read;
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'outbox counts not read'));
  // Delivered messages leave after their keeping time: checked at each start and each hour.
  const purge = () => purgeOldMessages().catch((error: unknown) => logger.warn({ err: error }, 'old outbox messages not purged'));
  await Promise.all([recount(), purge()]);
  purging = setInterval(() => void purge(), PURGE_MS);
  purging.unref();
  outboxGauge(() => counts);
  counting = setInterval(() => void recount(), COUNT_MS);
  counting.unref();
  await inProcessNotices('select 1', OUTBOX_CHANNEL, () => void wake());
  void wake();
}

/** Stops the sender and waits for the messages in hand (each bounded by the provider timeout). */
export async function stopOutbox(): Promise<void> {
  clearInterval(timer);
  clearInterval(counting);
  clearInterval(purging);
  timer = undefined;
  await running;
  await closeTransports();
}

/**
 * Sends what is due now and waits until no message is being sent anywhere (bounded): what the
 * development outbox calls before it lists, so it shows every message a finished request caused.
 */
export async function flushOutbox(maxWaitMs = 5000): Promise<void> {
  await wake();
  const database = await db();
  const until = Date.now() + maxWaitMs;
  while ((await anySending(database)) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await wake();
  }
}

/**
 * Sends one message now, inside the request that needs it (a one-time code), and records it in
 * the outbox like any other: a failure that may pass is retried by the sender. Answers how the
 * attempt went, so the caller can tell the shopper a code that can never arrive.
 */
export async function sendNow(message: Outgoing): Promise<Attempt> {
  const row = rowOf(message);
  const [written] = await (await db())
    .insert(outgoingMessages)
    .values({ ...row, ...heldAtBirth(now()) })
    .returning();
  if (!written) throw new Error('outbox row not written');
  return attempt(written);
}
