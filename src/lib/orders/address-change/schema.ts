import { z } from 'zod';
import { otpAnswerRules, otpAnswerShape, id, text, withRules } from '@lib/platform';
import { ADDRESS_TEXT_RULES } from './rules';

/** A guest's new delivery address: the text and the place (GuestAddressDOs). */
const guestAddress = withRules(z.object({ AddressText: text(255), CityID: id(), DistrictID: id(), NeighborhoodID: id() }), {
  AddressText: ADDRESS_TEXT_RULES,
});

/**
 * POST update order address: a member names saved addresses (BillingAddressId 0: billing follows
 * the delivery address); a guest sends the new address itself.
 */
export const updateOrderAddressSchema = z.object({
  OrderId: id(),
  ShippingAddressId: id().optional(),
  BillingAddressId: id({ min: 0 }).optional(),
  GuestAddressDOs: guestAddress.optional(),
});
export type UpdateOrderAddress = z.infer<typeof updateOrderAddressSchema>;

/** POST verify address modification: the order and the SMS code's answer. */
export const verifyOrderAddressSchema = withRules(z.object({ OrderId: id(), ...otpAnswerShape }), otpAnswerRules);

/** POST resend the address change's code. */
export const orderAddressOtpSchema = z.object({ OrderId: id() });
