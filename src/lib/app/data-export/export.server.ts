import { createHash, createHmac } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { db, env, issueOtp, enqueue, logger, now, serverSecret, type Tx, verifyOtp, type Session } from '@lib/platform/index.server';
import { DomainError, localizedPath, type Caller, type Lang, type OtpChallenge } from '@lib/platform';
import { customerById, signedInCustomer } from '@lib/account/index.server';
import { targetOf } from '../member-deletion/deletion.server';
import { collect } from './collect.server';
import { capReached, downloadVerdict, fileName, LEASE_SECONDS, LINK_HOURS, statusAt } from './rules';
import { dataExports } from './tables.server';
import type { DataExportView } from './schema';

// A member's data on request (KVKK article 11): a code to their phone, then the file built in the
// background (after the answer, picked up again after a restart), a message when it is ready, and
// one download within 24 hours by the member's own session. The link's token is never stored: it is
// a keyed hash of the request, which the owner's page computes again and the store keeps hashed.

type Row = typeof dataExports.$inferSelect;

/** The page that shows a member's requests, in their language. */
const MY_DATA_PAGE = '/customer/my-data';
const FILE_PATH = '/customer/my-data/file';

const running = new Set<number>();

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const secret = () => serverSecret('data-export', env().OTP_SECRET);

/** The download token of a ready request: a keyed hash of its id and ready time, never stored. */
async function tokenOf(row: Pick<Row, 'id' | 'readyAt'>): Promise<string> {
  return createHmac('sha256', await secret())
    .update(`${row.id}:${row.readyAt?.toISOString() ?? ''}`)
    .digest('base64url');
}

/** The requests counted against the day's cap: all but those that failed. */
async function todays(customerId: number): Promise<Date[]> {
  const since = new Date(now().getTime() - 86_400_000);
  const rows = await (await db())
    .select({ at: dataExports.requestedAt })
    .from(dataExports)
    .where(and(eq(dataExports.customerId, customerId), gt(dataExports.requestedAt, since), ne(dataExports.status, 'failed')));
  return rows.map((row) => row.at);
}

async function refuseOverCap(customerId: number): Promise<void> {
  if (capReached(await todays(customerId), now())) throw new DomainError('DATA_EXPORT_DAILY_CAP');
}

async function building(customerId: number): Promise<Row | undefined> {
  const [row] = await (await db())
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.customerId, customerId), eq(dataExports.status, 'building')));
  return row;
}

/** What the member's page shows of a request; the download link only while it can be used. */
async function viewOf(row: Row | undefined, lang: Lang): Promise<DataExportView | null> {
  if (!row) return null;
  const status = statusAt(row, now());
  return {
    Id: row.id,
    Status: status,
    RequestedAt: row.requestedAt.toISOString(),
    ReadyAt: row.readyAt?.toISOString() ?? null,
    ExpiresAt: row.expiresAt?.toISOString() ?? null,
    DownloadedAt: row.downloadedAt?.toISOString() ?? null,
    SizeBytes: row.sizeBytes,
    DownloadUrl: status === 'ready' ? localizedPath(`${FILE_PATH}/${await tokenOf(row)}`, lang) : null,
  };
}

/** The member's latest request as their page shows it (null: none yet). */
export async function exportState(session: Session | undefined, lang: Lang): Promise<DataExportView | null> {
  const customer = await signedInCustomer(session);
  const [row] = await (await db())
    .select()
    .from(dataExports)
    .where(eq(dataExports.customerId, customer.id))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return viewOf(row, lang);
}

/** Sends the request's code to the member's phone (their e-mail without one), unless today's requests are used up. */
export async function sendExportCode(caller: Caller): Promise<OtpChallenge> {
  const customer = await signedInCustomer(caller.session);
  await refuseOverCap(customer.id);
  return issueOtp({ purpose: 'data-export', ...targetOf(customer), caller });
}

/**
 * A right code starts the file: one building request per member (the database holds that rule, so
 * parallel answers get the same one), built after the answer is sent.
 */
export async function requestExport(input: {
  session: Session;
  requestId: string;
  code: string;
  lang: Lang;
}): Promise<DataExportView | null> {
  const customer = await signedInCustomer(input.session);
  await verifyOtp({ ...input, purpose: 'data-export', target: targetOf(customer).target, sessionHash: input.session.idHash });
  const current = await building(customer.id);
  if (current) return viewOf(current, input.lang);
  await refuseOverCap(customer.id);
  const at = now();
  const [row] = await (await db())
    .insert(dataExports)
    .values({ customerId: customer.id, lang: input.lang, requestedAt: at, leaseUntil: new Date(at.getTime() + LEASE_SECONDS * 1000) })
    .onConflictDoNothing()
    .returning();
  if (!row) return viewOf(await building(customer.id), input.lang);
  // After the answer: the request returns now and the file is built in this process's spare time.
  setImmediate(() => void build(row.id));
  return viewOf(row, input.lang);
}

/** Tells the member their file is ready, by SMS and e-mail, with the link to their page, in the transaction that makes it ready. */
async function announce(tx: Tx, customer: { cellPhone: string | null; email: string | null }, lang: Lang, expiresAt: Date): Promise<void> {
  const data = { downloadPath: localizedPath(MY_DATA_PAGE, lang), expiresAt: expiresAt.toISOString() };
  const to = [
    ...(customer.cellPhone ? [{ channel: 'sms' as const, to: customer.cellPhone }] : []),
    ...(customer.email ? [{ channel: 'email' as const, to: customer.email }] : []),
  ];
  await enqueue(tx, ...to.map((recipient) => ({ ...recipient, lang, kind: 'dataExportReady' as const, data })));
}

/** Builds one request's file, once per process; a failure is recorded for the member to ask again. */
async function build(id: number): Promise<void> {
  if (running.has(id)) return;
  running.add(id);
  try {
    const database = await db();
    const [row] = await database
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
    // A member who deleted their account has no file to build (their request ended as expired).
    if (!row?.customerId) return;
    const file = await collect(row.customerId, now(), row.lang as Lang);
    const text = JSON.stringify(file, null, 2);
    const readyAt = now();
    const expiresAt = new Date(readyAt.getTime() + LINK_HOURS * 3_600_000);
    // Read before the transaction: on the embedded database a read outside it would wait for it.
    const customer = await customerById(row.customerId);
    const tokenHash = sha256(await tokenOf({ id, readyAt }));
    await database.transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          file: text,
          sizeBytes: Buffer.byteLength(text),
          readyAt,
          expiresAt,
          tokenHash,
          leaseUntil: null,
        })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
        .returning({ id: dataExports.id });
      if (ready && customer) await announce(tx, customer, row.lang as Lang, expiresAt);
    });
  } catch (error) {
    logger.error({ err: error, exportId: id }, 'a data export failed to build');
    await (await db())
      .update(dataExports)
      .set({ status: 'failed', leaseUntil: null })
      .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')))
      .catch(() => undefined);
  } finally {
    running.delete(id);
  }
}

export type Download = { kind: 'file'; body: string; name: string } | { kind: 'downloaded' | 'expired' | 'not-ready' };

/**
 * One download of a ready file by its owner's session: the first takes the file and drops it from
 * the store (one conditional UPDATE, so parallel downloads get it once). Anyone else gets null.
 */
export async function downloadExport(session: Session | undefined, token: string): Promise<Download | null> {
  if (!session?.customerId || !/^[\w-]{20,100}$/.test(token)) return null;
  const database = await db();
  const [row] = await database
    .select()
    .from(dataExports)
    .where(eq(dataExports.tokenHash, sha256(token)));
  if (!row || row.customerId !== session.customerId) return null;
  const at = now();
  const [taken] = await database
    .update(dataExports)
    .set({ status: 'downloaded', downloadedAt: at, file: null })
    .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'ready'), gt(dataExports.expiresAt, at)))
    .returning({ id: dataExports.id });
  if (taken && row.file) return { kind: 'file', body: row.file, name: fileName(at) };
  const [after] = await database.select().from(dataExports).where(eq(dataExports.id, row.id));
  const verdict = downloadVerdict(after ?? row, at);
  return { kind: verdict === 'ok' ? 'downloaded' : verdict };
}

/** Drops the files of requests past their 24 hours; the rows stay as the record that the member asked. */
async function purgeExpired(): Promise<number> {
  const expired = await (await db())
    .update(dataExports)
    .set({ status: 'expired', file: null })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now())))
    .returning({ id: dataExports.id });
  return expired.length;
}

/** Takes over the building requests no process holds (their server stopped) and builds them. */
async function resumeExports(): Promise<number> {
  const at = now();
  const taken = await (await db())
    .update(dataExports)
    .set({ leaseUntil: new Date(at.getTime() + LEASE_SECONDS * 1000) })
    .where(and(eq(dataExports.status, 'building'), or(isNull(dataExports.leaseUntil), lt(dataExports.leaseUntil, at))))
    .returning({ id: dataExports.id });
  for (const { id } of taken) await build(id);
  return taken.length;
}

let timer: ReturnType<typeof setInterval> | undefined;

/** At start: resumes what a stopped server left building, then checks every minute and purges old files. */
export function startDataExports(): void {
  const sweep = () =>
    Promise.all([resumeExports(), purgeExpired()]).catch((error: unknown) => logger.error({ err: error }, 'data export sweep failed'));
  void sweep();
  if (timer) return;
  timer = setInterval(() => void sweep(), 60_000);
  timer.unref();
}
