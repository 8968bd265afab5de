import type { APIContext } from 'astro';
import { now } from '@lib/clock/clock.server';
import { DomainError } from '@lib/errors/domain-error';
import { issueOtp, verifyOtp } from '@lib/otp/otp.server';
import type { OtpChallenge } from '@lib/otp/schema';
import { safeReturnUrl } from '@lib/routing/guard';
import { saveSessionData, type Session } from '@lib/session/session.server';
import { hit } from '@lib/throttle/throttle.server';
import { phoneDigits } from '@lib/validation/rules';
import { captchaChallenge, verifyCaptcha } from './captcha.server';
import { clientAddress, sessionOf, signInAs } from './current.server';
import { contactTaken, createCustomer } from './customers.server';
import { hashPassword } from './password.server';
import { birthDateToIso, nextStep, normalizeEmail, registrationOrder, type Contact } from './rules';
import type { RegisterInput } from './schema';
import { accountSettings } from './settings.server';

const REGISTRATION_TTL_MS = 30 * 60_000;

/** A registration between its steps, in the session; the password is already hashed. */
interface Pending {
  firstName: string;
  lastName: string;
  email: string;
  cellPhone: string;
  genderId: number;
  birthDate: string | null;
  passwordHash: string;
  campaign: boolean;
  order: Contact[];
  verified: Contact[];
  until: number;
}

export type RegisterStep = OtpChallenge & { Step: Contact };

function pendingOf(session: Session): Pending {
  const pending = session.data.registration as Pending | undefined;
  if (!pending || pending.until < now().getTime()) throw new DomainError('REGISTER_EXPIRED');
  return pending;
}

async function sendFor(context: APIContext, session: Session, pending: Pending, step: Contact): Promise<RegisterStep> {
  const target = step === 'phone' ? pending.cellPhone : pending.email;
  const challenge = await issueOtp({
    purpose: `register-${step}`,
    target,
    channel: step === 'phone' ? 'sms' : 'email',
    sessionHash: session.idHash,
    t: context.locals.t,
  });
  return { ...challenge, Step: step };
}

/** The bot check, asked once an address has started more registrations than the setting allows. */
async function checkBot(context: APIContext, token: string): Promise<void> {
  const started = await hit(`register:ip:${clientAddress(context)}`, 3600);
  if (started <= accountSettings().CAPTCHA_AFTER) return;
  if (await verifyCaptcha(token)) return;
  throw new DomainError('CAPTCHA_REQUIRED', {
    ShowCaptcha: true,
    Challenge: await captchaChallenge(),
  });
}

/** Step 0: keeps the form (password hashed) and sends the first code. */
export async function startRegistration(context: APIContext, input: RegisterInput): Promise<RegisterStep> {
  const session = sessionOf(context);
  await checkBot(context, input.recaptchaToken);
  const pending: Pending = {
    firstName: input.FirstName.trim(),
    lastName: input.LastName.trim(),
    email: normalizeEmail(input.Email),
    cellPhone: phoneDigits(input.CellPhone),
    genderId: input.GenderId,
    birthDate: birthDateToIso(input.birthDay),
    passwordHash: await hashPassword(input.NewPassword),
    campaign: input.ReceiveCampaignMessages,
    order: registrationOrder(accountSettings().EMAIL_VERIFICATION_REQUIRED),
    verified: [],
    until: now().getTime() + REGISTRATION_TTL_MS,
  };
  session.data.registration = pending;
  await saveSessionData(session);
  return sendFor(context, session, pending, pending.order[0]);
}

/** Sends the current step's code again (after the resend wait). */
export async function resendRegistrationCode(context: APIContext): Promise<RegisterStep> {
  const session = sessionOf(context);
  const pending = pendingOf(session);
  const step = nextStep(pending.order, pending.verified);
  if (!step) throw new DomainError('REGISTER_EXPIRED');
  return sendFor(context, session, pending, step);
}

/**
 * Verifies one contact. An e-mail or phone that turns out to belong to an account ends the
 * registration (only someone who proved the contact learns that). The step that finishes
 * verification creates the membership and signs in on a new session id.
 */
export async function verifyRegistrationStep(
  context: APIContext,
  step: Contact,
  answer: { RequestId: string; Otp: string; returnUrl: string },
) {
  const session = sessionOf(context);
  const pending = pendingOf(session);
  if (nextStep(pending.order, pending.verified) !== step) throw new DomainError('REGISTER_EXPIRED');
  const target = step === 'phone' ? pending.cellPhone : pending.email;
  await verifyOtp({ purpose: `register-${step}`, target, sessionHash: session.idHash, requestId: answer.RequestId, code: answer.Otp });
  if (await contactTaken(step, target)) {
    delete session.data.registration;
    await saveSessionData(session);
    throw new DomainError('ACCOUNT_EXISTS');
  }
  pending.verified.push(step);
  const next = nextStep(pending.order, pending.verified);
  if (next) {
    await saveSessionData(session);
    return sendFor(context, session, pending, next);
  }
  const { order: _o, verified: _v, until: _u, campaign, ...values } = pending;
  const customer = await createCustomer({ ...values, isEmailVerified: true, isPhoneVerified: true }, campaign);
  if (!customer) throw new DomainError('ACCOUNT_EXISTS');
  await signInAs(context, customer.id);
  return { Step: null, CustomerId: customer.id, RedirectUrl: safeReturnUrl(answer.returnUrl) };
}
