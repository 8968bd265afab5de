import { now, issueOtp, verifyOtp, setSessionData, type Session } from '@lib/platform/index.server';
import { DomainError, type OtpChallenge, type Caller, readData, phoneDigits, signedInId } from '@lib/platform';
import { signedInCustomer } from './current.server';
import { claimContact, type Customer, shownContact, verifyContactOf } from './customers.server';
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

/**
 * The phone or e-mail a kind talks about: the customer's own as shown (the one waiting for its code,
 * else the verified one), or the new one typed.
 */
function targetOf(kind: ContactKind, customer: Customer, input: ContactInput): string {
  if (kind === 'phone' || kind === 'email') {
    const { value } = shownContact(customer, kind);
    if (!value) throw new DomainError('E104');
    return value;
  }
  return kind === 'new-phone' ? phoneDigits(input.PhoneNumber ?? '') : normalizeEmail(input.Email ?? '');
}

/**
 * Sends a code to the signed-in customer's phone or e-mail, or to a new one they want to use. Whether
 * a new one belongs to another member is not told here: the code goes to its owner, and only its
 * answer settles it.
 */
export async function sendContactCode(caller: Caller & { kind: ContactKind; input: ContactInput }): Promise<OtpChallenge> {
  const { kind } = caller;
  const customer = await signedInCustomer(caller.session);
  const contact = contactOf(kind);
  const target = targetOf(kind, customer, caller.input);
  return issueOtp({ purpose: purposeOf(kind), target, channel: contact === 'phone' ? 'sms' : 'email', caller });
}

/**
 * Checks the code and makes the contact the customer's verified one (the new one, for a change),
 * dropping other members' unverified claims on it; CONTACT_TAKEN, to whoever proved the contact, when
 * another member has verified it.
 */
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
  await verifyContactOf(customer.id, contact, target);
  return null;
}

/**
 * "Verify later": the new contact waits, unverified, for its code, and the reminder stays on. It
 * claims nothing: the verified contact still signs in, and the contact's owner may still use it.
 * The answer is the same whether or not another member has it.
 */
export async function changeContactLater(input: { session: Session; contact: Contact; value: string }): Promise<null> {
  const { contact } = input;
  const customer = await signedInCustomer(input.session);
  await claimContact(customer, contact, contact === 'phone' ? phoneDigits(input.value) : normalizeEmail(input.value));
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
    phone: !shownContact(customer, 'phone').verified && !reminderQuiet(postponed.phone, at),
    email: !shownContact(customer, 'email').verified && !reminderQuiet(postponed.email, at),
  };
}
