import { reminders } from '@lib/account/contact.server';
import { requireCustomerId } from '@lib/account/current.server';
import { customerById, customerInfo, updateCustomer } from '@lib/account/customers.server';
import { birthDateToIso } from '@lib/account/rules';
import { profileSchema } from '@lib/account/schema';
import { DomainError } from '@lib/errors/domain-error';
import { endpoint } from '@lib/http/api.server';

async function load(id: number) {
  const customer = await customerById(id);
  if (!customer) throw new DomainError('E104');
  return customer;
}

/** Customer info v2: the customer form and which verification reminders are due. */
export const GET = endpoint({}, async (context) => {
  const customer = await load(requireCustomerId(context));
  return { ...customerInfo(customer), Reminders: reminders(context.locals, customer) };
});

/** Saves the profile: names, gender and birth date. */
export const POST = endpoint({ body: profileSchema }, async (context, { body }) => {
  const id = requireCustomerId(context);
  await updateCustomer(id, {
    firstName: body.FirstName.trim(),
    lastName: body.LastName.trim(),
    genderId: body.GenderId,
    birthDate: birthDateToIso(body.birthDay),
  });
  return customerInfo(await load(id));
});
