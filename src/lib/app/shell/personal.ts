import { setCartCount } from '@lib/bag';
import { call, cookieValue, setVerificationToken, SESSION_HINT_COOKIE, readSignedInFlag } from '@lib/platform';

/** What a kept page leaves out and the shell fills in after it: the answer of /cop-api/session/state. */
interface PersonalState {
  IsLoggedIn: boolean;
  Token: string | null;
  CartItemCount: number;
}

const VISITOR: PersonalState = { IsLoggedIn: false, Token: null, CartItemCount: 0 };

/** Whether the browser holds a session (the hint cookie) or believes a member signed in (the stored flag). */
function mayHaveSession(): boolean {
  return cookieValue(document.cookie, SESSION_HINT_COOKIE) === '1' || readSignedInFlag();
}

/**
 * Asks for a kept page's personal bits in one call, or answers for a visitor without asking, and
 * hands them to the stores the islands share: the verification token and the bag's count. Resolves
 * to whether a member is signed in, or undefined when the call failed: not knowing is no reason to
 * sign a member out.
 */
export async function loadPersonalState(): Promise<boolean | undefined> {
  let state = VISITOR;
  if (mayHaveSession()) {
    const answer = await call<PersonalState>('/cop-api/session/state', { silent: true }).catch(() => undefined);
    if (!answer?.Success || !answer.Result) return undefined;
    state = answer.Result;
  }
  if (state.Token) setVerificationToken(state.Token);
  setCartCount(state.CartItemCount);
  return state.IsLoggedIn;
}
