/** Signs the demo member in: the session cookie and its verification token. */
export function signIn(url: string): Promise<{ cookie: string; token: string }>;

/** A signed-in session of the demo member: a caller that answers [ms, status, body]. */
export function member(
  url: string,
): Promise<(method: string, path: string, body?: unknown, json?: boolean) => Promise<[number, number, string]>>;
