import type { ComponentProps } from 'react';
import { Field } from '../../platform/forms/Field';
import { groupCard } from './card';

/** A card's number (the typed card, the wallet's new card, a gift card): digits only, in the groups printed on the card. */
export function CardNumberField(props: Omit<ComponentProps<typeof Field>, 'format' | 'inputMode' | 'maxLength'>) {
  return <Field format={groupCard} inputMode="numeric" maxLength={19} {...props} />;
}
