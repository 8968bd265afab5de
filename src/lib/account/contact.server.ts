import { now } from '@lib/clock/clock.server';
import { DomainError } from '@lib/errors/domain-error';
import { issueOtp, verifyOtp } from '@lib/otp/otp.server';
import type { OtpChallenge } from '@lib/otp/schema';
import type { Caller } from '@lib/session/caller';
import { readData } from '@lib/session/data';
import { setSessionData, type Session } from '@lib/session/session.server';
import { phoneDigits } from '@lib/validation/rules';
import { signedInCustomer, signedInId } from './current.server';
import { contactTaken, updateCustomer, type Customer } from './customers.server';
import { normalizeEmail, reminderQuiet, type Contact } from './rules';
import type { ContactKind } from './schema';

const REMIND_LATER_MS = 24 * 60 * 60_000;

/** The phone or e-mail typed for a new contact (absent for the current ones). */
export interface ContactInput {
  PhoneNumber?: string;
  Email?: string;
}

const contactOf = (kind: ContactKind): Contact => (kind.endsWith('phone') ? 'phone' : 'email');
const purposeOf = (kind: ContactKind) => (kind === 'phone' || kind === 'email' ? (`verify-${kind}` as const) : kind);

/** The phone or e-mail a kind talks about: the customer's own, or the new one typed. */
function targetOf(kind: ContactKind, customer: Customer, input: ContactInput): string {
  if (kind === 'phone') return customer.cellPhone;
  if (kind === 'email') return customer.email;
  return kind === 'new-phone' ? phoneDigits(input.PhoneNumber ?? '') : normalizeEmail(input.Email ?? '');
}

async function refuseTaken(contact: Contact, target: string, customerId: number): Promise<void> {
  if (await contactTaken(contact, target, customerId)) throw new DomainError('CONTACT_TAKEN');
}

/** Sends a code to the signed-in customer's phone or e-mail, or to a new one they want to use. */
export async function sendContactCode(caller: Caller & { kind: ContactKind; input: ContactInput }): Promise<OtpChallenge> {
  const { kind } = caller;
  const customer = await signedInCustomer(caller.session);
  const contact = contactOf(kind);
  const target = targetOf(kind, customer, caller.input);
  if (kind.startsWith('new-')) await refuseTaken(contact, target, customer.id);
  return issueOtp({ purpose: purposeOf(kind), target, channel: contact === 'phone' ? 'sms' : 'email', caller });
}

/** Checks the code and marks the contact verified, switching to the new one when it was a change. */
export async function verifyContact(input: {
  session: Session;
  kind: ContactKind;
  answer: ContactInput & { RequestId: string; Otp: string };
}): Promise<null> {
  const { session, kind, answer } = input;
  const customer = await signedInCustomer(session);
  const contact = contactOf(kind);
  const target = targetOf(kind, customer, answer);
  await verifyOtp({ purpose: purposeOf(kind), target, sessionHash: session.idHash, requestId: answer.RequestId, code: answer.Otp });
  await refuseTaken(contact, target, customer.id);
  await updateCustomer(
    customer.id,
    contact === 'phone' ? { cellPhone: target, isPhoneVerified: true } : { email: target, isEmailVerified: true },
  );
  return null;
}

/** "Verify later": the new contact is saved unverified and the reminder stays on. */
export async function changeContactLater(input: { session: Session; contact: Contact; value: string }): Promise<null> {
  const { contact } = input;
  const customer = await signedInCustomer(input.session);
  const target = contact === 'phone' ? phoneDigits(input.value) : normalizeEmail(input.value);
  if (target === (contact === 'phone' ? customer.cellPhone : customer.email)) return null;
  await refuseTaken(contact, target, customer.id);
  await updateCustomer(
    customer.id,
    contact === 'phone' ? { cellPhone: target, isPhoneVerified: false } : { email: target, isEmailVerified: false },
  );
  return null;
}

/** "Remind me later": the verification reminder for a contact is quiet for a day in this session. */
export async function remindLater({ session, contact }: { session: Session; contact: Contact }): Promise<null> {
  signedInId(session);
  const reminders = readData(session, 'remindLater') ?? {};
  await setSessionData(session, 'remindLater', { ...reminders, [contact]: now().getTime() + REMIND_LATER_MS });
  return null;
}

/** Which verification reminders to show: unverified contacts not postponed in this session. */
export function reminders(session: Session | undefined, customer: Customer): { phone: boolean; email: boolean } {
  const postponed = readData(session, 'remindLater') ?? {};
  const at = now().getTime();
  return {
    phone: !customer.isPhoneVerified && !reminderQuiet(postponed.phone, at),
    email: !customer.isEmailVerified && !reminderQuiet(postponed.email, at),
  };
}
