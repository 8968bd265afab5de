import { now, issueOtp, verifyOtp, clearSessionData, setSessionData, type Session, hit, env } from '@lib/platform/index.server';
import {
  DomainError,
  type OtpChallenge,
  safeReturnUrl,
  type Caller,
  type Outcome,
  readData,
  type SessionValue,
  phoneDigits,
} from '@lib/platform';
import { captchaChallenge, verifyCaptcha } from './captcha.server';
import { contactTaken, createCustomer } from './customers.server';
import { hashPassword } from './password.server';
import { birthDateToIso, nextStep, normalizeEmail, registrationOrder, type Contact } from './rules';
import type { RegisterInput } from './schema';

const REGISTRATION_TTL_MS = 30 * 60_000;

/** A registration between its steps, in the session; the password is already hashed. */
type Pending = SessionValue<'registration'>;

/** What registration tells a shopper the stores know: the store that knows them. */
export interface StoreMatch {
  StoreName: string;
  HasCard: boolean;
}

/**
 * The loyalty programme as registration needs it, handed in by the endpoint: the account area sits
 * below the programmes, so it names what it needs and the programme provides it.
 */
export interface Membership {
  storeMatch(phone: string): Promise<StoreMatch | null>;
  join(customerId: number, phone: string): Promise<void>;
}

/** A code step; after the phone is proven, the store that knows the shopper (store-customer matching). */
export type RegisterStep = OtpChallenge & { Step: Contact; StoreMatch?: StoreMatch | null };
/** The last step's answer: the new member is signed in and sent on. */
export interface RegisterDone {
  Step: null;
  CustomerId: number;
  RedirectUrl: string;
  StoreMatch?: StoreMatch | null;
}

function pendingOf(session: Session): Pending {
  const pending = readData(session, 'registration');
  if (!pending || pending.until < now().getTime()) throw new DomainError('REGISTER_EXPIRED');
  return pending;
}

async function sendFor(caller: Caller, pending: Pending, step: Contact): Promise<RegisterStep> {
  const target = step === 'phone' ? pending.cellPhone : pending.email;
  const challenge = await issueOtp({ purpose: `register-${step}`, target, channel: step === 'phone' ? 'sms' : 'email', caller });
  return { ...challenge, Step: step };
}

/** The bot check, asked once an address has started more registrations than the setting allows. */
async function checkBot(clientAddress: string, token: string): Promise<void> {
  const started = await hit(`register:ip:${clientAddress}`, 3600);
  if (started <= env().CAPTCHA_AFTER) return;
  if (await verifyCaptcha(token)) return;
  throw new DomainError('CAPTCHA_REQUIRED', {
    ShowCaptcha: true,
    Challenge: await captchaChallenge(),
  });
}

/** Step 0: keeps the form (password hashed) and sends the first code. */
export async function startRegistration(caller: Caller & { form: RegisterInput }): Promise<RegisterStep> {
  const { form } = caller;
  await checkBot(caller.clientAddress, form.recaptchaToken);
  const pending: Pending = {
    firstName: form.FirstName.trim(),
    lastName: form.LastName.trim(),
    email: normalizeEmail(form.Email),
    cellPhone: phoneDigits(form.CellPhone),
    genderId: form.GenderId,
    birthDate: birthDateToIso(form.birthDay),
    passwordHash: await hashPassword(form.NewPassword),
    campaign: form.ReceiveCampaignMessages,
    order: registrationOrder(env().EMAIL_VERIFICATION_REQUIRED),
    verified: [],
    until: now().getTime() + REGISTRATION_TTL_MS,
  };
  await setSessionData(caller.session, 'registration', pending);
  return sendFor(caller, pending, pending.order[0]!);
}

/** Sends the current step's code again (after the resend wait). */
export async function resendRegistrationCode(caller: Caller): Promise<RegisterStep> {
  const pending = pendingOf(caller.session);
  const step = nextStep(pending.order, pending.verified);
  if (!step) throw new DomainError('REGISTER_EXPIRED');
  return sendFor(caller, pending, step);
}

/**
 * Verifies one contact. An e-mail or phone that turns out to belong to an account ends the
 * registration (only someone who proved the contact learns that). The step that finishes
 * verification creates the membership and asks for the new member to be signed in.
 */
export async function verifyRegistrationStep(
  caller: Caller & { step: Contact; answer: { RequestId: string; Otp: string; returnUrl: string } },
  membership: Membership,
): Promise<Outcome<RegisterStep | RegisterDone>> {
  const { session, step, answer } = caller;
  const pending = pendingOf(session);
  if (nextStep(pending.order, pending.verified) !== step) throw new DomainError('REGISTER_EXPIRED');
  const target = step === 'phone' ? pending.cellPhone : pending.email;
  await verifyOtp({ purpose: `register-${step}`, target, sessionHash: session.idHash, requestId: answer.RequestId, code: answer.Otp });
  if (await contactTaken(step, target)) {
    await clearSessionData(session, 'registration');
    throw new DomainError('ACCOUNT_EXISTS');
  }
  pending.verified.push(step);
  // Only a shopper who proved the phone learns that a store knows it.
  const match = step === 'phone' ? { StoreMatch: await membership.storeMatch(pending.cellPhone) } : {};
  const next = nextStep(pending.order, pending.verified);
  if (next) {
    await setSessionData(session, 'registration', pending);
    return { answer: { ...(await sendFor(caller, pending, next)), ...match } };
  }
  const { order: _o, verified: _v, until: _u, campaign, ...values } = pending;
  const customer = await createCustomer(values, campaign, caller.lang);
  if (!customer) throw new DomainError('ACCOUNT_EXISTS');
  await membership.join(customer.id, customer.cellPhone ?? pending.cellPhone);
  return {
    answer: { Step: null, CustomerId: customer.id, RedirectUrl: safeReturnUrl(caller.answer.returnUrl), ...match },
    signInAs: customer.id,
  };
}
