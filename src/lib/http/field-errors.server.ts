import type { TFunction } from 'i18next';
import type { z } from 'zod';

const isBlank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * Turns zod issues into one translated message per field (the first failing rule wins). A custom
 * message that names a catalog key (`errors:…`, or a rule of the shared validation module as
 * `validation:…` with its parameters) is translated; anything else falls back to the spec's
 * default: the field name plus "is not valid".
 */
export function fieldErrors(error: z.ZodError, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (out[field]) continue;
    const label = t(`fields:${field}`, { defaultValue: field });
    const input = (issue as { input?: unknown }).input;
    const params = (issue as { params?: Record<string, unknown> }).params ?? {};
    if (/^(errors|validation):/.test(issue.message)) out[field] = t(issue.message, { ...params, field: label });
    else if (isBlank(input) && (issue.code === 'invalid_type' || issue.code === 'too_small'))
      out[field] = t('errors:validation.required', { field: label });
    else out[field] = t('errors:validation.invalid', { field: label });
  }
  return out;
}
