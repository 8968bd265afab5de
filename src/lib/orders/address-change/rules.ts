import type { FieldRules } from '@lib/platform';

/** The address text's rules (account-and-navigation 5): 10 to 105 characters of the allowed set. */
export const ADDRESS_TEXT_RULES = [['required'], ['min', 10], ['max', 105], ['addressRegex']] as const satisfies FieldRules[string];
