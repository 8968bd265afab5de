import { z } from 'zod';
import type { ErrorName } from '@lib/platform/errors/catalogue';
import { type FieldRules, type RuleName, type Values, validateAll } from './check';
import { printedDigits } from './rules';

export { type Failure, type FieldRules, firstFailure, isRequired, type Rule, validateAll } from './check';

// The endpoint side of the rule lists (check.ts): a form's zod schema with its rules, and the wire's
// field shapes.

/**
 * A field's own ErrorCode for its failure (docs/behaviour/validation.md#field-error-codes): for any rule of the field, or for some rules only
 * (the rest answer VALIDATION_ERROR).
 */
export type RuleCodes = Record<string, ErrorName | Partial<Record<RuleName, ErrorName>>>;

function codeOf(codes: RuleCodes, field: string, key: string): ErrorName | undefined {
  const entry = codes[field];
  if (typeof entry === 'string' || entry === undefined) return entry;
  return entry[key.replace(/^validation:/, '') as RuleName];
}

/**
 * The endpoint's schema of a form: the wire shape plus the form's rule lists, each failure reported
 * on its field with the catalog key as message, so the server's 400 reads like the form's error.
 */
export function withRules<S extends z.ZodObject>(shape: S, fields: FieldRules, codes: RuleCodes = {}): S {
  return shape.superRefine((values, ctx) => {
    for (const [field, failure] of Object.entries(validateAll(values as Values, fields))) {
      const errorCode = codeOf(codes, field, failure.key);
      const params = errorCode ? { ...failure.params, errorCode } : failure.params;
      ctx.addIssue({ code: 'custom', path: [field], message: failure.key, params, input: (values as Values)[field] });
    }
  }) as unknown as S;
}

/** Whether text holds a C0 control character or DEL, other than tab, line feed and carriage return (an address may span lines). */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * A text field of the wire shape: absent means empty, so "required" speaks rather than zod. Control
 * characters (NUL above all, which PostgreSQL cannot store) and broken UTF-16 are refused here,
 * once for every field, before any rule or query sees the value.
 */
export const text = (maxLength = 2000) =>
  z
    .string()
    .max(maxLength)
    .refine((value) => value.isWellFormed() && !hasControlCharacters(value), 'errors:validation.invalid')
    .default('');

/** A card number of the wire, typed as printed: the text field, its group spaces and dashes dropped. */
export const printedNumber = (maxLength = 40) => text(maxLength).transform(printedDigits);

/** The largest value of a PostgreSQL integer column, which every id is. */
const MAX_ID = 2_147_483_647;

/**
 * An id of the wire, in a body or a query: a whole number or its digits, from 1 (or `min`) to the
 * integer column's limit. Not coerced: true, [5], "0x10" or " " are not ids.
 */
export const id = ({ min = 1, max = MAX_ID }: { min?: number; max?: number } = {}) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(Math.min(max, MAX_ID)));
export const flag = () => z.boolean().default(false);
