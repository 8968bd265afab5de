import { and, eq, isNull } from 'drizzle-orm';
import type { StaffView } from '@lib/catalogue/content/api';
import { hashPassword } from '@lib/account/index.server';
import { normalizeEmail } from '@lib/account';
import { type Db, db } from '@lib/platform/index.server';
import { type StaffRole, staffPasswordProblem } from './rules';
import { staff } from './tables.server';

export type StaffRow = typeof staff.$inferSelect;

/** A staff row as the editor shows it: never its hash or dates. */
export function staffView(row: Pick<StaffRow, 'id' | 'name' | 'email' | 'role'>): StaffView {
  return { id: row.id, name: row.name, email: row.email, role: row.role as StaffRole };
}

/** The staff member with an e-mail (compared lower-cased), disabled ones included. */
export async function staffByEmail(email: string, database?: Db): Promise<StaffRow | undefined> {
  const [row] = await (database ?? (await db()))
    .select()
    .from(staff)
    .where(eq(staff.email, normalizeEmail(email)));
  return row;
}

/** A staff member who may still sign in (not disabled), by id. */
export async function activeStaff(id: number): Promise<StaffRow | undefined> {
  const [row] = await (await db())
    .select()
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.disabledAt)));
  return row;
}

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/** Why a new staff account cannot be made: the e-mail is taken, or the password is too weak. */
export class StaffAccountError extends Error {
  constructor(readonly reason: 'duplicate' | 'short' | 'weak' | 'common') {
    super(reason);
  }
}

/**
 * Creates a staff account with the shoppers' password hashing; refuses a weak password and an
 * e-mail already on a staff account (the unique index settles a race). `passwordHash` is the
 * password's hash when the caller made it ahead (the demo seed).
 */
export async function createStaff(input: NewStaff, database?: Db, passwordHash?: string): Promise<StaffView> {
  const problem = staffPasswordProblem(input.password);
  if (problem) throw new StaffAccountError(problem);
  const run = database ?? (await db());
  const [row] = await run
    .insert(staff)
    .values({
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      passwordHash: passwordHash ?? (await hashPassword(input.password)),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new StaffAccountError('duplicate');
  return staffView(row);
}
