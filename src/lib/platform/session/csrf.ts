/** The header every state-changing call carries: the session's request-verification token. */
export const VERIFICATION_HEADER = 'RequestVerificationToken';
/** Where a page hands the token to its islands. */
export const VERIFICATION_META = 'request-verification-token';
/** Local-storage key of the signed-in flag; signed in only when it holds the text "true". */
export const SIGNED_IN_FLAG = 'isLoggedIn';
/** A cookie the page's script can read, set and cleared with the session's: "a session exists", nothing more. */
export const SESSION_HINT_COOKIE = 'has_session';
