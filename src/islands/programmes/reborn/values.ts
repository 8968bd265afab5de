import { type FieldRules, firstFailure } from '@lib/platform';
import type { StepValues } from '@lib/programmes/reborn/form';

// The Reborn form's values apart from its screens: the empty steps, the category's answers as the
// server takes them, and whether a step's values pass its rules.

/** The product step before anything is chosen. */
export const EMPTY_PRODUCT = {
  categoryOptionId: '',
  brand: '',
  model: '',
  color: '',
  productCondition: '',
  orderOrInvoiceNumber: '',
  productHeight: '',
  productWidth: '',
  productUsageNote: '',
  ImageIds: [],
};
/** The price step before anything is typed. */
export const EMPTY_PRICE = { productPrice: '', paymentType: '', ibanNumber: '', recipientName: '' };

/** The form's values with the category's answers gathered from their `attr.` and `check.` fields. */
export function answers(values: Record<string, unknown>) {
  const attributes: Record<string, string> = {};
  const checkboxes: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith('attr.') && value) attributes[key.slice(5)] = String(value);
    if (key.startsWith('check.') && value === true) checkboxes.push(key.slice(6));
  }
  return { attributes, checkboxes };
}

/** Whether a step's values pass its rules: one filled before a reload lacks what is never kept (the ID number). */
export const passes = (values: StepValues, rules: FieldRules) =>
  Object.entries(rules).every(([name, list]) => !firstFailure(values[name], list, values));
