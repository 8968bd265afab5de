import { BANK_CODES } from '../card/codes';

// iyzico's words in the store's: a bank's refusal (iyzico's 10000s are the ISO 8583 codes plus
// 10000, docs.iyzico.com "Bank Error Codes") as the store's decline code where one says the same,
// its card association and type, and its bank codes (Turkey's bank codes) as the store's banks.

const DECLINES: Record<string, string> = {
  '10005': BANK_CODES.doNotHonour,
  '10051': BANK_CODES.insufficientFunds,
  '10054': BANK_CODES.expiredCard,
  '10057': BANK_CODES.notPermitted,
  '10084': BANK_CODES.securityCode,
  '10206': BANK_CODES.securityCode,
};

/** A refusal as the store keeps it: its own code where one fits, else iyzico's code with iyzico's message as the reason. */
export function declineOf(code: string, message: string | null): { code: string; description?: string } {
  const known = DECLINES[code];
  if (known) return { code: known };
  return message ? { code, description: message } : { code };
}

/** A 3-D verification's end as iyzico posts it: only status success with mdStatus 1 may be completed. */
export function threeDVerified(status: string, mdStatus: string | undefined): boolean {
  return status === 'success' && mdStatus === '1';
}

/** Why a 3-D verification that did not succeed failed, in the store's codes (the page was not completed). */
export const THREE_D_NOT_VERIFIED = BANK_CODES.threeDAbandoned;

const SCHEMES: Record<string, string> = { VISA: 'visa', MASTER_CARD: 'mastercard', AMERICAN_EXPRESS: 'amex', TROY: 'troy' };

/** iyzico's card association as the store's scheme name. */
export function schemeOf(association: string): string {
  return SCHEMES[association] ?? association.toLowerCase();
}

/** iyzico's card type as the store's: a debit or prepaid card takes no instalments. */
export function cardTypeOf(type: string): 'credit' | 'debit' {
  return type === 'CREDIT_CARD' ? 'credit' : 'debit';
}

/** Turkey's bank codes (the EFT codes iyzico answers as bankCode) of the banks the store has a row for. */
const STORE_BANKS: Record<string, string> = {
  '10': 'ziraat',
  '12': 'halkbank',
  '15': 'vakifbank',
  '46': 'akbank',
  '62': 'garanti',
  '64': 'isbank',
  '67': 'yapikredi',
  '111': 'qnb',
  '123': 'hsbc',
  '134': 'denizbank',
};

/** The store's code of a bank iyzico names by its bank code, or null when the store has no row for it. */
export function storeBankOf(bankCode: string): string | null {
  return STORE_BANKS[String(Number(bankCode))] ?? null;
}
