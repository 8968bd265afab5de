import type { Session } from '@lib/platform/index.server';
import { reminders } from './contact.server';
import { signedInCustomer } from './current.server';
import { customerInfo, headerInfo, preferencesOf, savePreferences, updateCustomer } from './customers.server';
import { birthDateToIso } from './rules';
import type { CommunicationPreferences, ProfileInput } from './schema';

// The signed-in customer's own details, as the account screens read and save them.

/** The customer form and which verification reminders are due. */
export async function profileOf(session: Session | undefined) {
  const customer = await signedInCustomer(session);
  return { ...customerInfo(customer), Reminders: reminders(session, customer) };
}

/** Saves names, gender and birth date, and answers the saved form. */
export async function saveProfile(session: Session | undefined, input: ProfileInput) {
  const { id } = await signedInCustomer(session);
  await updateCustomer(id, {
    firstName: input.FirstName.trim(),
    lastName: input.LastName.trim(),
    genderId: input.GenderId,
    birthDate: birthDateToIso(input.birthDay),
  });
  return customerInfo(await signedInCustomer(session));
}

/** Saves the birth date alone (dd/mm/yyyy). */
export async function saveBirthday(session: Session | undefined, birthDay: string) {
  const { id } = await signedInCustomer(session);
  await updateCustomer(id, { birthDate: birthDateToIso(birthDay) });
  return { birthDay };
}

/** The header's view: full name, e-mail, phone. */
export async function headerOf(session: Session | undefined) {
  return headerInfo(await signedInCustomer(session));
}

/** Whether e-mail and phone are verified. */
export async function verificationOf(session: Session | undefined) {
  const { IsEmailVerified, IsPhoneVerified } = customerInfo(await signedInCustomer(session));
  return { IsEmailVerified, IsPhoneVerified };
}

/** The three communication preferences. */
export async function preferencesFor(session: Session | undefined) {
  const { id } = await signedInCustomer(session);
  return { CommunicationPreferences: await preferencesOf(id) };
}

/** Saves the whole list of three preferences and answers it as stored. */
export async function savePreferencesFor(session: Session | undefined, list: CommunicationPreferences) {
  const { id } = await signedInCustomer(session);
  await savePreferences(id, list);
  return { CommunicationPreferences: await preferencesOf(id) };
}
