import type { AstroCookies } from 'astro';

// The cookie side of a staff session, for the endpoints and the pipeline step: HttpOnly, SameSite
// Strict (no other site's link or form carries it), and __Host- pinned to this host over HTTPS, as
// the shop's session cookie is.

function cookieName(secure: boolean): string {
  return secure ? '__Host-staff' : 'staff_sid';
}

/** The staff session id the request carries, if any. */
export function readStaffCookie(cookies: AstroCookies, secure: boolean): string | undefined {
  return cookies.get(cookieName(secure))?.value || undefined;
}

/** Hands the browser a new staff session id, kept no longer than the session's absolute limit. */
export function setStaffCookie(cookies: AstroCookies, secure: boolean, id: string, until: Date, at: Date): void {
  const maxAge = Math.max(1, Math.floor((until.getTime() - at.getTime()) / 1000));
  cookies.set(cookieName(secure), id, { httpOnly: true, secure, sameSite: 'strict', path: '/', maxAge });
}

/** Clears the staff session cookie (sign-out). */
export function clearStaffCookie(cookies: AstroCookies, secure: boolean): void {
  cookies.delete(cookieName(secure), { path: '/', httpOnly: true, secure, sameSite: 'strict' });
}
