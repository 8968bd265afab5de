import { BANK_CODES } from './codes';
import { isExpired, securityCodeLength } from './cards';

// How the sandbox bank answers a card: the README's test cards by number, and for every other valid
// card of a known BIN the ordinary checks (expiry, security code, instalments the card may take).

type TestBehaviour = { threeD: true } | { decline: string };

/** The README's test cards that do something other than approve directly (number → behaviour). */
const TEST_CARD_BEHAVIOUR: Readonly<Record<string, TestBehaviour>> = {
  '5526080000000006': { threeD: true },
  '5406670000000009': { threeD: true },
  '5528790000000008': { decline: BANK_CODES.insufficientFunds },
  '4506340000000001': { decline: BANK_CODES.expiredCard },
  '5168880000000002': { decline: BANK_CODES.doNotHonour },
};

/** The facts the decision reads: the request's card and plan, and what the BIN table says. */
export interface DecisionInput {
  digits: string;
  expMonth: number;
  expYear: number;
  securityCode: string;
  installmentCount: number;
  threeD: boolean;
  scheme: string;
  cardType: 'credit' | 'debit';
  forceThreeD: boolean;
  bankThreeD: boolean;
  planCounts: readonly number[];
}

export type Decision = { status: 'approved' } | { status: 'declined'; code: string } | { status: 'three_d' };

/** The sandbox bank's answer to an authorisation (the caller has checked the number and refused 3-D for a bank without it). */
export function decide(input: DecisionInput, now: Date): Decision {
  const test = TEST_CARD_BEHAVIOUR[input.digits];
  if (test && 'decline' in test) return { status: 'declined', code: test.decline };
  if (isExpired(input.expMonth, input.expYear, now)) return { status: 'declined', code: BANK_CODES.expiredCard };
  if (!new RegExp(`^\\d{${securityCodeLength(input.scheme)}}$`).test(input.securityCode)) {
    return { status: 'declined', code: BANK_CODES.securityCode };
  }
  const count = input.installmentCount;
  if (count !== 1 && (input.cardType === 'debit' || !input.planCounts.includes(count))) {
    return { status: 'declined', code: BANK_CODES.notPermitted };
  }
  const wantsThreeD = input.threeD || input.forceThreeD || (test !== undefined && 'threeD' in test);
  return wantsThreeD && input.bankThreeD ? { status: 'three_d' } : { status: 'approved' };
}
