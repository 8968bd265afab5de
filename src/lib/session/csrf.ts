/** The header every state-changing call carries: the session's request-verification token. */
export const VERIFICATION_HEADER = 'RequestVerificationToken';
/** Where a page hands the token to its islands. */
export const VERIFICATION_META = 'request-verification-token';
/** Local-storage key of the signed-in flag; signed in only when it holds the text "true". */
export const SIGNED_IN_FLAG = 'isLoggedIn';
