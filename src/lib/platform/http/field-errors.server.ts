import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ERRORS, type ErrorName } from '@lib/platform/errors/catalogue';
import { fieldLabel } from '@lib/platform/validation/label';

const isBlank = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * Turns zod issues into one translated message per field (the first failing rule wins). A custom
 * message that names a catalog key (`errors:…`, or a rule of the shared validation module as
 * `validation:…` with its parameters) is translated; anything else falls back to the
 * default: the field's label plus "is not valid". The label is the shopper's word for the field,
 * never its wire name (validation/label.ts).
 */
export function fieldErrors(error: z.ZodError, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    if (out[field]) continue;
    const label = fieldLabel(t, field);
    const input = (issue as { input?: unknown }).input;
    const params = (issue as { params?: Record<string, unknown> }).params ?? {};
    if (/^(errors|validation):/.test(issue.message)) out[field] = t(issue.message, { ...params, field: label });
    else if (isBlank(input) && (issue.code === 'invalid_type' || issue.code === 'too_small'))
      out[field] = t('errors:validation.required', { field: label });
    else out[field] = t('errors:validation.invalid', { field: label });
  }
  return out;
}

const isErrorName = (value: unknown): value is ErrorName => typeof value === 'string' && Object.hasOwn(ERRORS, value);

/**
 * The ErrorCode of a refused input: a code of its own when a failing rule names one (docs/behaviour/validation.md#field-error-codes) (a weak new
 * password, a first name of repeated characters), otherwise VALIDATION_ERROR.
 */
export function validationCode(error: z.ZodError): ErrorName {
  for (const issue of error.issues) {
    const code = (issue as { params?: { errorCode?: unknown } }).params?.errorCode;
    if (isErrorName(code)) return code;
  }
  return 'VALIDATION_ERROR';
}
