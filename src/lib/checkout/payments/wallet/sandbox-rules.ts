// How the sandbox wallet is driven to each response code (the table in
// docs/decisions/0021-card-wallet.md): by the last three digits of the member's phone, or by the card added.

/** The sandbox's own codes beyond those of docs/behaviour/payments.md#wallet-response-codes: each answers with its description. */
export const SANDBOX_CODES = {
  restricted: '1071',
  otherAccount: '1072',
  notLinked: '1073',
  invalidCard: '1020',
  expiredCard: '1021',
  aliasTaken: '1030',
  cardNotFound: '1031',
  tooManyTries: '1410',
  codeExpired: '1411',
  referenceNotFound: '1412',
  unavailable: '9097',
} as const;

/** The PIN every sandbox account and card answers a PIN prompt (5002, 5015) with. */
export const SANDBOX_PIN = '1357';

/** The card the sandbox asks its card PIN for on adding it (5015): the README's İşbank debit card. */
export const PIN_CARD = '5892830000000000';

/** The card every pre-registered sandbox account holds (alias Bonus): the README's Garanti test card. */
export const PRESET_CARD = { number: '5400360000000003', expMonth: 12, expYear: 2030, holder: 'Ayşe Yılmaz', alias: 'Bonus' };

/** What a phone's last three digits make the sandbox do. */
export type PhoneRule =
  | 'card_list_fails'
  | 'card_list_ignored'
  | 'check_ignored'
  | 'otp_again'
  | 'wallet_pin'
  | 'restricted'
  | 'other_account'
  | 'unavailable'
  | null;

const RULES: Record<string, PhoneRule> = {
  '078': 'card_list_fails',
  '419': 'card_list_ignored',
  '006': 'check_ignored',
  '008': 'otp_again',
  '002': 'wallet_pin',
  '099': 'restricted',
  '098': 'other_account',
  '097': 'unavailable',
};

/** The phones with an account at the sandbox before the member ever adds a card (the demo member ayşe's). */
const PRESET_PHONES = new Set(['5321234567']);

/** The sandbox behaviour of a 10-digit phone. */
export const phoneRule = (phone: string): PhoneRule => RULES[phone.slice(-3)] ?? null;

/** Whether the sandbox holds an account (with the preset card, not linked) for a phone before any card is added. */
export const hasPresetAccount = (phone: string) => PRESET_PHONES.has(phone) || phoneRule(phone) !== null;
