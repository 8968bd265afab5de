import { splitLangPrefix, safeReturnUrl, notCommonPassword, passwordRegex } from '@lib/platform';
import { EDITOR_HOME, EDITOR_SIGN_IN } from './paths';

// The staff's pure rules: roles, passwords, the session's two clocks and where a sign-in returns to.

export const STAFF_ROLES = ['editor', 'publisher'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A staff password is longer than a shopper's: it guards what every shopper reads. */
export const STAFF_PASSWORD_MIN = 12;

/** Why a new staff password is refused ('short', 'weak' or 'common'), or null when it will do. */
export function staffPasswordProblem(password: string): 'short' | 'weak' | 'common' | null {
  if (password.length < STAFF_PASSWORD_MIN) return 'short';
  if (!passwordRegex(password)) return 'weak';
  if (!notCommonPassword(password)) return 'common';
  return null;
}

/** A session's two limits: idle (pushed forward by use) and absolute (fixed at sign-in). */
export interface SessionTimes {
  expiresAt: Date;
  absoluteUntil: Date;
}

/** The limits of a session starting at `at`; the idle one never outlasts the absolute one. */
export function newSessionTimes(at: Date, idleMs: number, maxMs: number): SessionTimes {
  const absoluteUntil = new Date(at.getTime() + maxMs);
  return { expiresAt: new Date(Math.min(at.getTime() + idleMs, absoluteUntil.getTime())), absoluteUntil };
}

/** Whether a session is still good at `at`: before both limits. */
export function sessionLive(times: SessionTimes, at: Date): boolean {
  return at < times.expiresAt && at < times.absoluteUntil;
}

/** Idle expiry is written back only when it would move by more than this, to spare a write per request. */
const SLIDE_STEP_MS = 60_000;

/**
 * The idle limit a use at `at` moves a live session's to (never past the absolute limit), or null
 * when it would move by less than a minute and need not be written.
 */
export function slidExpiry(times: SessionTimes, at: Date, idleMs: number): Date | null {
  const next = Math.min(at.getTime() + idleMs, times.absoluteUntil.getTime());
  return next - times.expiresAt.getTime() > SLIDE_STEP_MS ? new Date(next) : null;
}

/** Whether a path (language prefix allowed) is one of the editor's pages. */
export function isEditorPage(pathname: string): boolean {
  const { rest } = splitLangPrefix(pathname);
  return rest === EDITOR_HOME || rest.startsWith(`${EDITOR_HOME}/`);
}

/** Whether a path (language prefix allowed) is the editor's sign-in page, the one page open to all. */
export function isEditorSignIn(pathname: string): boolean {
  const { rest } = splitLangPrefix(pathname);
  return rest.replace(/\/+$/, '') === EDITOR_SIGN_IN;
}

/**
 * Where a staff sign-in goes next: the asked path when it is one of the editor's pages on this
 * site (never the sign-in page itself), else the editor's home (with the language's prefix).
 */
export function editorReturnPath(value: string | null | undefined, home: string): string {
  const safe = safeReturnUrl(value);
  const path = safe.split(/[?#]/)[0] ?? '';
  return safe !== '/' && isEditorPage(path) && !isEditorSignIn(path) ? safe : home;
}
