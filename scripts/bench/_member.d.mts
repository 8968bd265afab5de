/** Signs the demo member in: the session cookie and its verification token. */
export function signIn(url: string): Promise<{ cookie: string; token: string }>;

/** A signed-in session of the demo member: a caller that answers [ms, status, body], its browser as `.session`. */
export function member(
  url: string,
): Promise<((method: string, path: string, body?: unknown) => Promise<[number, number, string]>) & { session: unknown }>;
