import { call, resetVerificationToken } from '@lib/platform/http/client';
import { SIGNED_IN_FLAG } from './csrf';

/** The signed-in flag the client keeps: true only when local storage holds the text "true". */
export function readSignedInFlag(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_FLAG) === 'true';
  } catch {
    return false;
  }
}

/** Records a sign-in or sign-out in the stored flag. */
export function setSignedIn(value: boolean): void {
  try {
    if (value) window.localStorage.setItem(SIGNED_IN_FLAG, 'true');
    else window.localStorage.removeItem(SIGNED_IN_FLAG);
  } catch {
    // Private modes may refuse storage; the server session still decides access.
  }
}

/** The reload delay after logout (docs/behaviour/navigation-and-routes.md#session-and-sign-out). */
const LOGOUT_RELOAD_MS = 500;

/** Ends the session on the server, clears the flag, and reloads after 500 ms. */
export async function logout(): Promise<void> {
  await call('/cop-api/customer/logout', { method: 'POST' });
  setSignedIn(false);
  resetVerificationToken();
  setTimeout(() => window.location.reload(), LOGOUT_RELOAD_MS);
}

/**
 * Reconciles the stored flag with the server at load: a page rendered for a visitor while the flag
 * still says signed in means the session ended elsewhere, so the client logs out.
 */
export function syncSession(serverSignedIn: boolean): void {
  const flag = readSignedInFlag();
  if (serverSignedIn) setSignedIn(true);
  else if (flag) void logout().catch(() => undefined);
}
