import type { FieldRules } from '@lib/platform';

/** The address text's rules (docs/behaviour/addresses.md#fields-and-limits): 10 to 105 characters of the allowed set. */
export const ADDRESS_TEXT_RULES = [['required'], ['min', 10], ['max', 105], ['addressRegex']] as const satisfies FieldRules[string];
