// Kept apart from envelope.ts (zod) so the browser's shared client stays small.

/** Error codes the server answers with; the spec's own codes join them as domains need them. */
export const ErrorCode = {
  Maintenance: 5000,
  Validation: 'VALIDATION_ERROR',
  Forbidden: 'E101',
  NotFound: 'E104',
  Generic: 'E100',
  TooManyRequests: 'E107',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode] | (string & {});

/**
 * Whether an answer tells the client the store is in maintenance. A plain check rather than the
 * schema: the shared client runs on every page, and zod alone would outweigh its script budget.
 */
export function isMaintenance(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const answer = body as { Success?: unknown; Exception?: { ErrorCode?: unknown } | null };
  return answer.Success === false && answer.Exception?.ErrorCode === ErrorCode.Maintenance;
}
