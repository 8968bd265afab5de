import type { TFunction } from 'i18next';

// A field's name as a shopper reads it in an error ("Card number is required."), never the wire's
// name of the field (GiftCardNo, CreditCard.CardNo): the fields catalog's label of the field, of its
// last part for a nested one, or else "This field".

/** The shopper's label of a wire field, in t's language; never the field's wire name. */
export function fieldLabel(t: TFunction, field: string): string {
  const last = field.split('.').at(-1) ?? field;
  const fallback = t('fields:anyField');
  const own = t(`fields:${field}`, { defaultValue: '' });
  if (own && typeof own === 'string') return own;
  const short = t(`fields:${last}`, { defaultValue: '' });
  return short && typeof short === 'string' ? short : fallback;
}
