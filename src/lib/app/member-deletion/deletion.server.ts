import { logger, issueOtp, verifyOtp, type Session } from '@lib/platform/index.server';
import type { OtpChallenge, Caller, Lang } from '@lib/platform';
import { walletProvider } from '@lib/checkout/index.server';
import { walletUserId } from '@lib/checkout';
import { signedInCustomer, type Customer } from '@lib/account/index.server';
import { checkDeletable, eraseCustomer } from './erase.server';

// Delete my account (docs/behaviour/accounts.md#deleting-the-account): a code to the member's phone (their e-mail when no
// phone is verified) confirms it; open orders and pending refunds stop it before any code is sent.

/** Where a member's codes go: their verified phone, else their e-mail. */
export function targetOf(customer: Customer): { target: string; channel: 'sms' | 'email' } {
  if (customer.cellPhone) return { target: customer.cellPhone, channel: 'sms' };
  return { target: customer.email ?? '', channel: 'email' };
}

/** Sends the deletion's code, after checking nothing stops the deletion (S100, S101); the resend wait applies. */
export async function sendDeletionCode(caller: Caller): Promise<OtpChallenge> {
  const customer = await signedInCustomer(caller.session);
  await checkDeletable(customer.id);
  return issueOtp({ purpose: 'delete-account', ...targetOf(customer), caller });
}

/**
 * A right code erases the member: one transaction deletes or anonymises the rest and ends every
 * session of the account; only once it has committed does the wallet provider forget their saved
 * cards, so a deletion stopped at the last moment (an order placed meanwhile) loses nothing.
 */
export async function deleteAccount(input: { session: Session; requestId: string; code: string; lang: Lang }): Promise<null> {
  const customer = await signedInCustomer(input.session);
  await checkDeletable(customer.id);
  const { target } = targetOf(customer);
  await verifyOtp({ purpose: 'delete-account', target, sessionHash: input.session.idHash, requestId: input.requestId, code: input.code });
  await eraseCustomer(customer, input.lang);
  if (customer.cellPhone) {
    // The account is gone whatever the provider answers: a failure is the operator's to retry, not the shopper's.
    await walletProvider()
      .forget({ userId: walletUserId(customer.cellPhone), customerId: customer.id, lang: 'tr' })
      .catch((error: unknown) => logger.error({ err: error, customerId: customer.id }, 'the wallet did not forget an erased member'));
  }
  return null;
}
