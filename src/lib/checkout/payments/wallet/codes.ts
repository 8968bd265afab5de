// The card wallet's response codes and account status string (docs/behaviour/payments.md#wallet-response-codes; the table in
// docs/decisions/0021-card-wallet.md). Pure, so the tab and the server read them alike.

/** What the store does with a provider's response code. */
export type WalletAction = 'done' | 'otp' | 'pin' | 'wrong_code' | 'three_d' | 'card_list_failed' | 'error';

/**
 * The action a response code asks for: 0000 or empty (and the ignored 6006 and 1419) succeed; 5001
 * and 5008 ask for a one-time code, 5002 and 5015 for the PIN; 1409 keeps the code prompt open;
 * 5010 asks for 3-D Secure; 1078 falls back to the card tab; anything else is the provider's error.
 */
export function actionOf(code: string | null | undefined): WalletAction {
  switch (code ?? '') {
    case '':
    case '0000':
    case '6006':
    case '1419':
      return 'done';
    case '5001':
    case '5008':
      return 'otp';
    case '5002':
    case '5015':
      return 'pin';
    case '1409':
      return 'wrong_code';
    case '5010':
      return 'three_d';
    case '1078':
      return 'card_list_failed';
    default:
      return 'error';
  }
}

/** The tab's view for an account: the card list, the link prompt, or the add-card prompt. */
export type WalletView = 'cards' | 'link' | 'add';

/**
 * The account status string: ten characters of 0 or 1. Character 1 restricted, 2 an account exists
 * for the phone, 3 the phone belongs to another account, 4 the account holds a card, 5 linked to this
 * store; 6 to 10 unused (0).
 */
export function accountStatus(flags: { restricted: boolean; exists: boolean; otherAccount: boolean; hasCards: boolean; linked: boolean }) {
  const bit = (on: boolean) => (on ? '1' : '0');
  return `${bit(flags.restricted)}${bit(flags.exists)}${bit(flags.otherAccount)}${bit(flags.hasCards)}${bit(flags.linked)}00000`;
}

/** The view characters 2, 4 and 5 decide: 1·1·1 the card list, 1·1·0 the link prompt, anything else the add-card prompt. */
export function viewOf(status: string): WalletView {
  const [exists, hasCards, linked] = [status[1], status[3], status[4]];
  if (exists === '1' && hasCards === '1') return linked === '1' ? 'cards' : 'link';
  return 'add';
}

/** The masked number the wallet shows: characters 5 to 14 as stars (5400**********03 for 16 digits). */
export function maskWalletCard(digits: string): string {
  return digits.length <= 4 ? digits : `${digits.slice(0, 4)}${'*'.repeat(Math.min(digits.length, 14) - 4)}${digits.slice(14)}`;
}

/** The user id of the wallet for a 10-digit phone: the prefix 90 and the phone. */
export const walletUserId = (phone: string) => `90${phone}`;
