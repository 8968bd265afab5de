import type { ConflictResult, LinkWarning, SaveResult } from '@lib/catalogue/content/api';
import type { Envelope } from '@lib/platform';

// What a save's answer means for the editor, apart from React: saved (with its link warnings),
// refused because a newer version was saved meanwhile (the conflict to show), or refused for its
// fields or another reason (the field errors and the message to show). Client-safe and pure.

export type SaveOutcome =
  | { type: 'saved'; number: number; warnings: LinkWarning[] }
  | { type: 'conflict'; conflict: ConflictResult }
  | { type: 'refused'; code: string; message: string | null; fieldErrors: Record<string, string> };

/** The outcome of a save's (or a new page's first save's) answer. */
export function saveOutcome(answer: Envelope<SaveResult | ConflictResult>): SaveOutcome {
  if (answer.Success && answer.Result && 'number' in answer.Result) {
    return { type: 'saved', number: answer.Result.number, warnings: answer.Result.warnings ?? [] };
  }
  const code = String(answer.Exception?.ErrorCode ?? '');
  if (code === 'CONTENT_CONFLICT' && answer.Result && 'current' in answer.Result) return { type: 'conflict', conflict: answer.Result };
  return { type: 'refused', code, message: answer.Message ?? null, fieldErrors: answer.Exception?.FieldErrors ?? {} };
}
