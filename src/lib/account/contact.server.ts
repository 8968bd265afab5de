import type { APIContext } from 'astro';
import { now } from '@lib/clock/clock.server';
import { DomainError } from '@lib/errors/domain-error';
import { issueOtp, verifyOtp } from '@lib/otp/otp.server';
import type { OtpChallenge } from '@lib/otp/schema';
import { saveSessionData } from '@lib/session/session.server';
import { phoneDigits } from '@lib/validation/rules';
import { requireCustomerId, sessionOf } from './current.server';
import { contactTaken, customerById, updateCustomer, type Customer } from './customers.server';
import { normalizeEmail, reminderQuiet, type Contact } from './rules';
import type { ContactKind } from './schema';

const REMIND_LATER_MS = 24 * 60 * 60_000;

const contactOf = (kind: ContactKind): Contact => (kind.endsWith('phone') ? 'phone' : 'email');

/** The phone or e-mail a kind talks about: the customer's own, or the new one typed. */
function targetOf(kind: ContactKind, customer: Customer, body: { PhoneNumber?: string; Email?: string }): string {
  if (kind === 'phone') return customer.cellPhone;
  if (kind === 'email') return customer.email;
  return kind === 'new-phone' ? phoneDigits(body.PhoneNumber ?? '') : normalizeEmail(body.Email ?? '');
}

async function loadCustomer(context: APIContext): Promise<Customer> {
  const customer = await customerById(requireCustomerId(context));
  if (!customer) throw new DomainError('SESSION_TIMEOUT');
  return customer;
}

async function refuseTaken(contact: Contact, target: string, customerId: number): Promise<void> {
  if (await contactTaken(contact, target, customerId)) throw new DomainError('CONTACT_TAKEN');
}

/** Sends a code to the customer's phone or e-mail, or to a new one they want to use. */
export async function sendContactCode(
  context: APIContext,
  kind: ContactKind,
  body: { PhoneNumber?: string; Email?: string },
): Promise<OtpChallenge> {
  const customer = await loadCustomer(context);
  const contact = contactOf(kind);
  const target = targetOf(kind, customer, body);
  if (kind.startsWith('new-')) await refuseTaken(contact, target, customer.id);
  return issueOtp({
    purpose: kind === 'phone' || kind === 'email' ? `verify-${kind}` : kind,
    target,
    channel: contact === 'phone' ? 'sms' : 'email',
    sessionHash: sessionOf(context).idHash,
    t: context.locals.t,
  });
}

/** Checks the code and marks the contact verified, switching to the new one when it was a change. */
export async function verifyContact(
  context: APIContext,
  kind: ContactKind,
  body: { RequestId: string; Otp: string; PhoneNumber?: string; Email?: string },
): Promise<null> {
  const customer = await loadCustomer(context);
  const contact = contactOf(kind);
  const target = targetOf(kind, customer, body);
  await verifyOtp({
    purpose: kind === 'phone' || kind === 'email' ? `verify-${kind}` : kind,
    target,
    sessionHash: sessionOf(context).idHash,
    requestId: body.RequestId,
    code: body.Otp,
  });
  await refuseTaken(contact, target, customer.id);
  await updateCustomer(
    customer.id,
    contact === 'phone' ? { cellPhone: target, isPhoneVerified: true } : { email: target, isEmailVerified: true },
  );
  return null;
}

/** "Verify later": the new contact is saved unverified and the reminder stays on. */
export async function changeContactLater(context: APIContext, contact: Contact, value: string): Promise<null> {
  const customer = await loadCustomer(context);
  const target = contact === 'phone' ? phoneDigits(value) : normalizeEmail(value);
  if (target === (contact === 'phone' ? customer.cellPhone : customer.email)) return null;
  await refuseTaken(contact, target, customer.id);
  await updateCustomer(
    customer.id,
    contact === 'phone' ? { cellPhone: target, isPhoneVerified: false } : { email: target, isEmailVerified: false },
  );
  return null;
}

/** "Remind me later": the verification reminder for a contact is quiet for a day in this session. */
export async function remindLater(context: APIContext, contact: Contact): Promise<null> {
  requireCustomerId(context);
  const session = sessionOf(context);
  const reminders = (session.data.remindLater as Record<string, number> | undefined) ?? {};
  session.data.remindLater = { ...reminders, [contact]: now().getTime() + REMIND_LATER_MS };
  await saveSessionData(session);
  return null;
}

/** Which verification reminders to show: unverified contacts not postponed. */
export function reminders(locals: App.Locals, customer: Customer): { phone: boolean; email: boolean } {
  const postponed = (locals.session?.data.remindLater as Record<string, number> | undefined) ?? {};
  const at = now().getTime();
  return {
    phone: !customer.isPhoneVerified && !reminderQuiet(postponed.phone, at),
    email: !customer.isEmailVerified && !reminderQuiet(postponed.email, at),
  };
}
