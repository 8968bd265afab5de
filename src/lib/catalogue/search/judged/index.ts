import { BRAND_AND_NOUN, NAME, WITHOUT_TURKISH_LETTERS } from './queries-names';
import { ENGLISH_PLURAL, TURKISH_PLURAL, TURKISH_POSSESSIVE_OR_CASE } from './queries-endings';
import { COLOUR_AND_NOUN, GENDER_AND_NOUN, MATERIAL_AND_NOUN } from './queries-attributes';
import { ONE_MISTYPED_LETTER, OTHER_LANGUAGE, SYNONYM } from './queries-words';
import type { JudgedQuery } from './types';

/** Every judged query (issue 27, item 7), kind by kind; judge.ts says how one passes. */
export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  ...NAME,
  ...BRAND_AND_NOUN,
  ...TURKISH_PLURAL,
  ...TURKISH_POSSESSIVE_OR_CASE,
  ...COLOUR_AND_NOUN,
  ...MATERIAL_AND_NOUN,
  ...GENDER_AND_NOUN,
  ...ONE_MISTYPED_LETTER,
  ...WITHOUT_TURKISH_LETTERS,
  ...ENGLISH_PLURAL,
  ...OTHER_LANGUAGE,
  ...SYNONYM,
];
