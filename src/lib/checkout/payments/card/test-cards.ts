// The README's test cards (docs/decisions/0017-sandbox-bank.md), for tests and the demo. Luhn-valid
// numbers of real Turkish BIN ranges; the sandbox bank answers each as its `outcome` says.

/** A test card: its number, bank, and what the sandbox bank does with it. */
export interface TestCard {
  number: string;
  bank: string;
  scheme: 'visa' | 'mastercard' | 'amex' | 'troy';
  cardType: 'credit' | 'debit';
  outcome: 'approved' | 'three_d' | 'declined';
  /** The decline code, when declined. */
  code?: string;
}

export const TEST_CARDS = {
  garantiBonus: { number: '5400360000000003', bank: 'garanti', scheme: 'mastercard', cardType: 'credit', outcome: 'approved' },
  isbankMaximumVisa: { number: '4543600000000003', bank: 'isbank', scheme: 'visa', cardType: 'credit', outcome: 'approved' },
  akbankAxess3d: { number: '5526080000000006', bank: 'akbank', scheme: 'mastercard', cardType: 'credit', outcome: 'three_d' },
  isbankMaximum3d: { number: '5406670000000009', bank: 'isbank', scheme: 'mastercard', cardType: 'credit', outcome: 'three_d' },
  halkbankInsufficient: {
    number: '5528790000000008',
    bank: 'halkbank',
    scheme: 'mastercard',
    cardType: 'credit',
    outcome: 'declined',
    code: '51',
  },
  yapikrediExpired: { number: '4506340000000001', bank: 'yapikredi', scheme: 'visa', cardType: 'credit', outcome: 'declined', code: '54' },
  vakifbankDoNotHonour: {
    number: '5168880000000002',
    bank: 'vakifbank',
    scheme: 'mastercard',
    cardType: 'credit',
    outcome: 'declined',
    code: '05',
  },
  isbankDebit: { number: '5892830000000000', bank: 'isbank', scheme: 'mastercard', cardType: 'debit', outcome: 'approved' },
  qnbTroy: { number: '9792030000000000', bank: 'qnb', scheme: 'troy', cardType: 'credit', outcome: 'approved' },
  garantiAmex: { number: '374427000000003', bank: 'garanti', scheme: 'amex', cardType: 'credit', outcome: 'approved' },
  hsbcNoThreeD: { number: '5504720000000003', bank: 'hsbc', scheme: 'mastercard', cardType: 'credit', outcome: 'approved' },
} as const satisfies Record<string, TestCard>;
