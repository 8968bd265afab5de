// The demo banks and BIN ranges: real Turkish banks and card programmes, with instalment plans shaped
// like theirs (interest-free up to 3, a markup beyond) and BIN prefixes of their ranges, enough to
// cover the README's test cards and the common cards shoppers type.

type Plan = { count: number; markupPermille: number };

/** A demo bank row (see banks in tables.server.ts). */
export interface DemoBank {
  code: string;
  name: string;
  programme: string;
  logo: string;
  plans: Plan[];
  plusInstallments: number;
  threeDSecure: boolean;
}

const plans = (...rows: [number, number][]): Plan[] => rows.map(([count, markupPermille]) => ({ count, markupPermille }));
const STANDARD = plans([2, 0], [3, 0], [6, 45], [9, 70], [12, 95]);

export const DEMO_BANKS: DemoBank[] = [
  { code: 'akbank', name: 'Akbank', programme: 'Axess', logo: 'akbank.svg', plans: STANDARD, plusInstallments: 3, threeDSecure: true },
  {
    code: 'garanti',
    name: 'Garanti BBVA',
    programme: 'Bonus',
    logo: 'garanti.svg',
    plans: plans([2, 0], [3, 0], [6, 40], [9, 65], [12, 90]),
    plusInstallments: 0,
    threeDSecure: true,
  },
  {
    code: 'isbank',
    name: 'Türkiye İş Bankası',
    programme: 'Maximum',
    logo: 'isbank.svg',
    plans: STANDARD,
    plusInstallments: 2,
    threeDSecure: true,
  },
  {
    code: 'yapikredi',
    name: 'Yapı Kredi',
    programme: 'World',
    logo: 'yapikredi.svg',
    plans: plans([2, 0], [3, 0], [6, 0], [9, 60], [12, 85]),
    plusInstallments: 2,
    threeDSecure: true,
  },
  {
    code: 'halkbank',
    name: 'Halkbank',
    programme: 'Paraf',
    logo: 'halkbank.svg',
    plans: plans([2, 0], [3, 0], [6, 50], [9, 75]),
    plusInstallments: 0,
    threeDSecure: true,
  },
  {
    code: 'vakifbank',
    name: 'VakıfBank',
    programme: 'World',
    logo: 'vakifbank.svg',
    plans: STANDARD,
    plusInstallments: 0,
    threeDSecure: true,
  },
  {
    code: 'qnb',
    name: 'QNB',
    programme: 'CardFinans',
    logo: 'qnb.svg',
    plans: plans([2, 0], [3, 0], [6, 40], [9, 65], [12, 90]),
    plusInstallments: 1,
    threeDSecure: true,
  },
  {
    code: 'denizbank',
    name: 'DenizBank',
    programme: 'Bonus',
    logo: 'denizbank.svg',
    plans: plans([2, 0], [3, 0], [6, 45], [9, 70]),
    plusInstallments: 0,
    threeDSecure: true,
  },
  {
    code: 'ziraat',
    name: 'Ziraat Bankası',
    programme: 'Bankkart',
    logo: 'ziraat.svg',
    plans: plans([2, 0], [3, 0], [6, 35], [9, 60], [12, 80]),
    plusInstallments: 0,
    threeDSecure: true,
  },
  // The demo's bank without 3-D Secure: paying with its card works only without verification.
  {
    code: 'hsbc',
    name: 'HSBC',
    programme: 'Advantage',
    logo: 'hsbc.svg',
    plans: plans([2, 0], [3, 0], [6, 50]),
    plusInstallments: 0,
    threeDSecure: false,
  },
];

/** A demo BIN row (see card_bins). */
export interface DemoBin {
  bin: string;
  bankCode: string;
  scheme: 'visa' | 'mastercard' | 'amex' | 'troy';
  cardType: 'credit' | 'debit';
}

const bins = (bankCode: string, scheme: DemoBin['scheme'], cardType: DemoBin['cardType'], ...list: string[]): DemoBin[] =>
  list.map((bin) => ({ bin, bankCode, scheme, cardType }));

export const DEMO_BINS: DemoBin[] = [
  ...bins('akbank', 'mastercard', 'credit', '552608', '553058', '520932'),
  ...bins('akbank', 'visa', 'credit', '435508', '435509'),
  ...bins('akbank', 'visa', 'debit', '413252'),
  ...bins('garanti', 'mastercard', 'credit', '540036', '554960', '520988'),
  ...bins('garanti', 'visa', 'credit', '428220', '482491'),
  ...bins('garanti', 'amex', 'credit', '374427', '374428', '377596'),
  ...bins('garanti', 'mastercard', 'debit', '520019'),
  ...bins('isbank', 'visa', 'credit', '454360', '450803', '418342'),
  ...bins('isbank', 'mastercard', 'credit', '540667', '540668', '510152'),
  ...bins('isbank', 'mastercard', 'debit', '589283'),
  ...bins('isbank', 'visa', 'debit', '454358'),
  ...bins('yapikredi', 'visa', 'credit', '450634', '492130', '479794'),
  ...bins('yapikredi', 'mastercard', 'credit', '540061', '552645'),
  ...bins('halkbank', 'mastercard', 'credit', '552879', '540435'),
  ...bins('halkbank', 'visa', 'debit', '415565'),
  ...bins('vakifbank', 'mastercard', 'credit', '516888', '542119'),
  ...bins('vakifbank', 'visa', 'credit', '411724'),
  ...bins('qnb', 'troy', 'credit', '979203'),
  ...bins('qnb', 'mastercard', 'credit', '531157', '545616'),
  ...bins('denizbank', 'mastercard', 'credit', '512017', '521022'),
  ...bins('ziraat', 'mastercard', 'credit', '540130', '547287'),
  ...bins('ziraat', 'troy', 'debit', '979280'),
  ...bins('hsbc', 'mastercard', 'credit', '550472', '552096'),
];
