// When a failed delivery is tried again: soon at first, then less and less often, so a provider
// that is down for an hour is asked a handful of times rather than thousands.

/** The longest wait between two attempts. */
export const MAX_RETRY_WAIT_SECONDS = 3600;

/** Seconds to wait after the `attempt`-th failed attempt (1-based): base, 2×base, 4×base… capped at an hour. */
export function retryWaitSeconds(attempt: number, baseSeconds: number): number {
  const doubled = baseSeconds * 2 ** Math.max(0, attempt - 1);
  return Math.min(MAX_RETRY_WAIT_SECONDS, doubled);
}

/** What happens to a message whose attempt failed: another try later, or failed for good. */
export function afterFailure(attempts: number, retryable: boolean, maxAttempts: number): 'retry' | 'failed' {
  return retryable && attempts < maxAttempts ? 'retry' : 'failed';
}
