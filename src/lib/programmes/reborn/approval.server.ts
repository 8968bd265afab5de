import { and, eq, isNull, sql } from 'drizzle-orm';
import { customerById } from '@lib/account/index.server';
import { now, db, issueOtp, verifyOtp } from '@lib/platform/index.server';
import { DomainError, maskTarget, type OtpChallenge, type Caller } from '@lib/platform';
import { checkAddress, ownDemand } from './demands.server';
import { tellMember } from './notify.server';
import { DRAFT } from './rules';
import { rebornDemands } from './tables.server';

// Step 3, check and approve: the resale user agreement accepted, and — when the application asks for
// one (a payout to a bank account) — a code sent to the member's own verified phone or e-mail.

type Channel = 'sms' | 'email';

/** The member's verified contact for a channel: codes never go to what was typed into the form. */
async function contactOf(customerId: number, channel: Channel): Promise<string> {
  const customer = await customerById(customerId);
  const target = channel === 'sms' ? customer?.cellPhone : customer?.email;
  if (!target) throw new DomainError('SESSION_TIMEOUT');
  return target;
}

/** GET is-otp-required: whether approval needs a code, whether it was given, and where codes go (masked). */
export async function otpRequirement(customerId: number, id: number) {
  const row = await ownDemand(customerId, id);
  return {
    IsOtpRequired: row.otpRequired === 1,
    IsVerified: row.otpVerifiedAt != null,
    Phone: maskTarget(await contactOf(customerId, 'sms')),
    Email: maskTarget(await contactOf(customerId, 'email')),
  };
}

/** POST send-otp-sms / send-otp-mail: a code for an application still awaiting approval (the resend wait applies). */
export async function sendApprovalCode(caller: Caller, customerId: number, id: number, channel: Channel): Promise<OtpChallenge> {
  const row = await ownDemand(customerId, id);
  if (row.status !== DRAFT) throw new DomainError('REBORN_STATE');
  return issueOtp({ purpose: 'reborn', target: await contactOf(customerId, channel), channel, caller });
}

/** POST verify-phone / verify-mail: a right code marks the application's code step done. */
export async function verifyApprovalCode(
  caller: Caller,
  customerId: number,
  input: { id: number; channel: Channel; requestId: string; code: string },
): Promise<{ IsVerified: true }> {
  const row = await ownDemand(customerId, input.id);
  if (row.status !== DRAFT) throw new DomainError('REBORN_STATE');
  const target = await contactOf(customerId, input.channel);
  await verifyOtp({ purpose: 'reborn', target, sessionHash: caller.session.idHash, requestId: input.requestId, code: input.code });
  await (await db())
    .update(rebornDemands)
    .set({ otpVerifiedAt: now() })
    .where(and(eq(rebornDemands.id, row.id), isNull(rebornDemands.otpVerifiedAt)));
  return { IsVerified: true };
}

/**
 * POST approve: with the agreement accepted (and the code, when asked) the member's draft becomes an
 * application and goes to review; once, however often or in parallel it is asked.
 */
export async function approveDemand(customerId: number, id: number, agreementAccepted: boolean) {
  const row = await ownDemand(customerId, id);
  if (row.status !== DRAFT) throw new DomainError('REBORN_STATE');
  if (!agreementAccepted) throw new DomainError('REBORN_AGREEMENT_REQUIRED');
  if (row.otpRequired === 1 && row.otpVerifiedAt == null) throw new DomainError('REBORN_OTP_REQUIRED');
  await checkAddress(customerId, { AddressId: row.customer.addressId, handover: row.customer.handover ?? 'send' });
  const event = { status: 'in_review', at: now().toISOString() };
  const moved = await (await db()).transaction(async (tx) => {
    const [approved] = await tx
      .update(rebornDemands)
      .set({ status: 'in_review', agreementAcceptedAt: now(), history: sql`${rebornDemands.history} || ${JSON.stringify([event])}::jsonb` })
      .where(and(eq(rebornDemands.id, id), eq(rebornDemands.status, DRAFT)))
      .returning();
    if (!approved) throw new DomainError('REBORN_STATE');
    await tellMember(tx, approved);
    return approved;
  });
  return { RebornId: moved.id, Status: moved.status };
}
