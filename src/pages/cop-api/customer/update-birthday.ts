import { requireCustomerId } from '@lib/account/current.server';
import { updateCustomer } from '@lib/account/customers.server';
import { birthDateToIso } from '@lib/account/rules';
import { birthdaySchema } from '@lib/account/schema';
import { endpoint } from '@lib/http/api.server';

/** update birthday: saves the signed-in customer's birth date alone. */
export const POST = endpoint({ body: birthdaySchema }, async (context, { body }) => {
  await updateCustomer(requireCustomerId(context), { birthDate: birthDateToIso(body.birthDay) });
  return { birthDay: body.birthDay };
});
