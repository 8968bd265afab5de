import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { StaffView } from '@lib/catalogue/content/api';
import { now, env, db } from '@lib/platform/index.server';
import { staffView } from './accounts.server';
import { newSessionTimes, sessionLive, slidExpiry } from './rules';
import { staff, staffSessions } from './tables.server';

// Staff sessions apart from the shoppers': an opaque 256-bit id in the cookie, only its hash in the
// table, an idle limit pushed forward by use and an absolute one fixed at sign-in.

const hash = (id: string) => createHash('sha256').update(id).digest('hex');
const idleMs = () => env().STAFF_SESSION_IDLE_MINUTES * 60_000;

/** A new session for a staff member: its secret id (for the cookie only) and when it ends at the latest. */
export async function createStaffSession(staffId: number): Promise<{ id: string; absoluteUntil: Date }> {
  const id = randomBytes(32).toString('base64url');
  const at = now();
  const times = newSessionTimes(at, idleMs(), env().STAFF_SESSION_MAX_HOURS * 3_600_000);
  const database = await db();
  await database.insert(staffSessions).values({ idHash: hash(id), staffId, createdAt: at, ...times });
  // Ended sessions are swept now and then, on sign-in, rather than by a timer.
  if (Math.random() < 0.05) {
    await database.delete(staffSessions).where(or(lt(staffSessions.expiresAt, at), lt(staffSessions.absoluteUntil, at)));
  }
  return { id, absoluteUntil: times.absoluteUntil };
}

/**
 * The staff member a session id belongs to while the session lives and they are not disabled; a
 * use pushes the idle limit forward (written at most once a minute).
 */
export async function staffOfSession(id: string): Promise<StaffView | undefined> {
  if (id.length > 100) return undefined;
  const database = await db();
  const idHash = hash(id);
  const [row] = await database
    .select({ session: staffSessions, member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.idHash, idHash), isNull(staff.disabledAt)));
  const at = now();
  if (!row || !sessionLive(row.session, at)) return undefined;
  const next = slidExpiry(row.session, at, idleMs());
  if (next) await database.update(staffSessions).set({ expiresAt: next }).where(eq(staffSessions.idHash, idHash));
  return staffView(row.member);
}

/** Ends a session (sign-out); an unknown id ends nothing. */
export async function endStaffSession(id: string): Promise<void> {
  await (await db()).delete(staffSessions).where(eq(staffSessions.idHash, hash(id)));
}
