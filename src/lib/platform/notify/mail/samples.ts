import { CODE_PURPOSES, type MessageData, type MessageKind, ORDER_UPDATES } from '../messages';

// Realistic data for every kind of message, and every variant a template words differently
// (purposes, statuses, methods): the mail tests render them all, the SMTP tests send them, and
// scripts/mail-shots.ts pictures them. Pictures are the JPEG names the store's image endpoint
// makes (catalogue/imagery productMailImagePath; imagery's names.test.ts checks these).

/** The public origin the samples are rendered on. */
export const SAMPLE_ORIGIN = 'https://www.vitrin.com.tr';

const ORDER = 'V260312-K7PQ3M';
const ORDER_PATH = '/customer/order?orderId=48213';

const lines: MessageData<'orderConfirmed'>['lines'] = [
  {
    brand: 'Maison Aurèle',
    name: 'Yün kaşe kruvaze palto',
    size: 'M',
    colour: 'Deve tüyü',
    quantity: 1,
    price: 2_849_900,
    discount: 569_980,
    imagePath: '/images/products/a2/coat-camel-front-240.jpg',
    productPath: '/product/maison-aurele-yun-kase-kruvaze-palto-1042',
  },
  {
    brand: 'Valdera',
    name: 'Dana derisi omuz çantası',
    colour: 'Siyah',
    quantity: 1,
    price: 1_675_000,
    discount: 0,
    imagePath: '/images/products/a2/bag-black-front-240.jpg',
    productPath: '/product/valdera-dana-derisi-omuz-cantasi-2210',
  },
  {
    brand: 'Atelier Solène',
    name: 'İpek saten midi elbise',
    size: 'S',
    colour: 'Lacivert',
    quantity: 2,
    price: 1_798_000,
    discount: 0,
    imagePath: '/images/products/a2/dress-navy-front-240.jpg',
    productPath: '/product/atelier-solene-ipek-saten-midi-elbise-3307',
  },
];

const orderConfirmed: MessageData<'orderConfirmed'> = {
  number: ORDER,
  isGuest: false,
  orderPath: ORDER_PATH,
  lines,
  subtotal: 6_322_900,
  discount: 619_980,
  shipping: 0,
  total: 5_702_920,
  delivery: {
    kind: 'home',
    place: 'Teşvikiye Mah. Abdi İpekçi Cad. No: 18 D: 5\n34367 Şişli / İstanbul',
    recipient: 'Elif Yıldız',
  },
  payments: [
    { method: 'card', detail: '4821', installments: 3, amount: 4_702_920 },
    { method: 'giftcard', detail: '6035 •••• •••• 7730', amount: 1_000_000 },
  ],
  documents: [
    { kind: 'preliminary-information', path: '/order-web-bff/api/v1/agreements/pre-info?orderId=48213' },
    { kind: 'distance-sales', path: '/order-web-bff/api/v1/agreements/sales?orderId=48213' },
    { kind: 'invoice', path: '/customer/order/invoice/48213/VITRIN.pdf' },
  ],
};

const refunds: MessageData<'orderUpdate'>['refunds'] = [
  { method: 'card', detail: '4821', amount: 1_423_920, arrives: 'card' },
  { method: 'points', amount: 25_000, arrives: 'now' },
];

/** One sample of every kind. */
export const SAMPLES: { [K in MessageKind]: MessageData<K> } = {
  code: { code: '482913', minutes: 3, purpose: 'sign-in' },
  welcome: { firstName: 'Elif', accountPath: '/customer' },
  orderConfirmed,
  orderUpdate: {
    number: ORDER,
    status: 'shipped',
    count: 2,
    orderPath: ORDER_PATH,
    lines: lines.slice(0, 2),
    cargo: {
      company: 'Yurtiçi Kargo',
      trackingNumber: 'YK7302291184',
      trackingUrl: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK7302291184',
    },
  },
  returnRequested: {
    number: ORDER,
    method: 'cargo_branch',
    company: 'Yurtiçi Kargo',
    code: 'IAD-7K2Q9',
    codeExpiresAt: '2026-03-19T20:59:00.000Z',
    trackingNumber: 'YK7302291562',
    orderPath: ORDER_PATH,
  },
  returnCancelled: { number: ORDER, orderPath: ORDER_PATH },
  addressChanged: {
    number: ORDER,
    address: 'Elif Yıldız\nBağdat Cad. No: 402 D: 9, Suadiye\n34740 Kadıköy / İstanbul',
    orderPath: ORDER_PATH,
  },
  passwordChanged: { at: '2026-03-12T11:05:00.000Z', resetPath: '/customer/forgotpassword' },
  dataExportReady: { downloadPath: '/customer/my-data', expiresAt: '2026-03-14T11:05:00.000Z' },
  accountDeleted: { firstName: 'Elif' },
  bagShared: { bagPath: '/cart/shared/9f3c2a7e41b84d0c', days: 7 },
  appLink: { link: 'https://www.vitrin.com.tr/content/uygulamayi-indir' },
  sellerAnswered: { questionsPath: '/customer/messages', productName: 'Valdera dana derisi omuz çantası' },
  rebornUpdate: {
    id: 'RB-20417',
    status: 'offered',
    brand: 'Valdera',
    model: 'Mini Tote',
    offer: 1_250_000,
    applicationPath: '/customer/reborn/applications',
  },
  repairBooked: {
    reference: 'ONR-58214',
    item: 'Valdera dana derisi omuz çantası',
    service: 'Kenar boyama ve dikiş onarımı',
    store: 'Vitrin Nişantaşı',
    dropOffDate: '14 Mart 2026',
  },
  pointsStatement: {
    card: '•••• 4821',
    balance: 2_350,
    rows: [
      { date: '2026-03-10T14:20:00.000Z', kind: 'earn', points: 570 },
      { date: '2026-03-02T09:12:00.000Z', kind: 'spend', points: -250 },
      { date: '2026-02-18T16:45:00.000Z', kind: 'refund', points: 30 },
      { date: '2026-01-05T10:00:00.000Z', kind: 'seed', points: 2_000 },
    ],
  },
  campaign: {
    title: 'Yeni sezon: kaşmir ve yün',
    body: 'Soğuk sabahlar için seçtiğimiz kaşmir ve yün parçalar şimdi Vitrin’de.\n\nThe One üyelerine özel, 750 TL ve üzeri alışverişlerde kargo ücretsiz.',
    path: '/campaigns/yeni-sezon-kasmir',
    imagePath: '/images/editorial/a2/new-season-hero-1440.jpg',
  },
};

/** A sample under a name: one kind and its data. */
export type Sample = { [K in MessageKind]: { name: string; kind: K; data: MessageData<K> } }[MessageKind];

const sample = <K extends MessageKind>(name: string, kind: K, data: MessageData<K>): Sample => ({ name, kind, data }) as Sample;

const paid = (method: 'gift_card' | 'money_transfer' | 'donation'): MessageData<'rebornUpdate'> => ({
  ...SAMPLES.rebornUpdate,
  status: 'paid',
  payout: {
    amount: 1_250_000,
    method,
    ...(method === 'gift_card'
      ? { reference: 'HK-20417', giftCard: { number: '6035 2210 4471 9083', pin: '4417', securityCode: '882' } }
      : { reference: method === 'money_transfer' ? 'HVL-20260312-0041' : 'BGS-7731' }),
  },
});

/** Every variant a template words differently: each purpose, status and method, and the ones with and without optional parts. */
export const SAMPLE_VARIANTS: readonly Sample[] = [
  ...CODE_PURPOSES.map((purpose) => sample(`code-${purpose}`, 'code', { ...SAMPLES.code, purpose })),
  sample('code-onecard-points', 'code', { ...SAMPLES.code, purpose: 'onecard', points: 2_500 }),
  sample('welcome', 'welcome', SAMPLES.welcome),
  sample('welcome-no-name', 'welcome', { ...SAMPLES.welcome, firstName: '' }),
  sample('orderConfirmed-member', 'orderConfirmed', orderConfirmed),
  sample('orderConfirmed-guest-pickup', 'orderConfirmed', {
    ...orderConfirmed,
    isGuest: true,
    orderPath: `/customer/ordertracking?orderNumber=${ORDER}`,
    lines: [lines[1]!],
    subtotal: 1_675_000,
    discount: 0,
    total: 1_675_000,
    delivery: { kind: 'pickup', place: 'Vitrin Nişantaşı, Abdi İpekçi Cad. No: 42, Şişli / İstanbul' },
    payments: [
      { method: 'digital', detail: 'PayPal', amount: 1_175_000 },
      { method: 'returncard', amount: 500_000 },
    ],
  }),
  sample('orderConfirmed-car-shipping', 'orderConfirmed', {
    ...orderConfirmed,
    lines: [{ ...lines[2]!, imagePath: undefined, productPath: undefined }],
    subtotal: 1_798_000,
    discount: 0,
    shipping: 4_990,
    total: 1_802_990,
    delivery: {
      kind: 'car',
      place: 'Vitrin İstinyePark, Pınar Mah. İstinye Bayırı Cad. No: 73, Sarıyer / İstanbul',
      recipient: 'Elif Yıldız',
    },
    payments: [
      { method: 'saved-card', detail: '0094', amount: 1_000_000 },
      { method: 'wallet', detail: 'Masterpass', amount: 500_000 },
      { method: 'points', amount: 250_000 },
      { method: 'coins', amount: 52_990 },
    ],
    documents: [],
  }),
  ...ORDER_UPDATES.map((status) =>
    sample(`orderUpdate-${status}`, 'orderUpdate', {
      ...SAMPLES.orderUpdate,
      status,
      count: status === 'delivered' ? 1 : 2,
      cargo: status === 'shipped' ? SAMPLES.orderUpdate.cargo : undefined,
      refunds: status === 'cancelled' || status === 'refunded' ? refunds : undefined,
    }),
  ),
  // Each refund instrument says how soon it arrives in its own words: a gift card alone, then the
  // other stored value and PayPal.
  sample('orderUpdate-refunded-gift-card', 'orderUpdate', {
    ...SAMPLES.orderUpdate,
    status: 'refunded',
    count: 1,
    lines: lines.slice(0, 1),
    cargo: undefined,
    refunds: [{ method: 'giftcard', detail: '6035 •••• •••• 7730', amount: 1_000_000, arrives: 'now' }],
  }),
  sample('orderUpdate-refunded-paypal-and-balances', 'orderUpdate', {
    ...SAMPLES.orderUpdate,
    status: 'refunded',
    count: 2,
    cargo: undefined,
    refunds: [
      { method: 'digital', detail: 'PayPal', amount: 1_175_000, arrives: 'paypal' },
      { method: 'returncard', amount: 500_000, arrives: 'now' },
      { method: 'coins', amount: 52_990, arrives: 'now' },
    ],
  }),
  ...(['cargo_branch', 'home_pickup', 'other_cargo', 'large_volume'] as const).map((method) =>
    sample(`returnRequested-${method}`, 'returnRequested', {
      ...SAMPLES.returnRequested,
      method,
      company: method === 'large_volume' ? 'Horoz Lojistik' : method === 'other_cargo' ? 'Aras Kargo' : 'Yurtiçi Kargo',
      code: method === 'cargo_branch' ? SAMPLES.returnRequested.code : undefined,
      codeExpiresAt: method === 'cargo_branch' ? SAMPLES.returnRequested.codeExpiresAt : undefined,
      pickupDate: method === 'home_pickup' ? '16 Mart 2026, 09.00–18.00' : undefined,
    }),
  ),
  sample('returnCancelled', 'returnCancelled', SAMPLES.returnCancelled),
  sample('addressChanged', 'addressChanged', SAMPLES.addressChanged),
  sample('passwordChanged', 'passwordChanged', SAMPLES.passwordChanged),
  sample('dataExportReady', 'dataExportReady', SAMPLES.dataExportReady),
  sample('accountDeleted', 'accountDeleted', SAMPLES.accountDeleted),
  sample('accountDeleted-no-name', 'accountDeleted', { firstName: ' ' }),
  sample('bagShared', 'bagShared', SAMPLES.bagShared),
  sample('appLink', 'appLink', SAMPLES.appLink),
  sample('sellerAnswered', 'sellerAnswered', SAMPLES.sellerAnswered),
  sample('sellerAnswered-no-product', 'sellerAnswered', { questionsPath: '/customer/messages' }),
  ...(['awaiting_approval', 'in_review', 'offered', 'accepted', 'rejected', 'sold'] as const).map((status) =>
    sample(`rebornUpdate-${status}`, 'rebornUpdate', { ...SAMPLES.rebornUpdate, status }),
  ),
  sample('rebornUpdate-in_review-pickup', 'rebornUpdate', { ...SAMPLES.rebornUpdate, status: 'in_review', pickup: true }),
  ...(['gift_card', 'money_transfer', 'donation'] as const).map((method) =>
    sample(`rebornUpdate-paid-${method}`, 'rebornUpdate', paid(method)),
  ),
  sample('repairBooked', 'repairBooked', SAMPLES.repairBooked),
  sample('pointsStatement', 'pointsStatement', SAMPLES.pointsStatement),
  sample('pointsStatement-empty', 'pointsStatement', { ...SAMPLES.pointsStatement, rows: [] }),
  sample('pointsStatement-every-kind', 'pointsStatement', {
    ...SAMPLES.pointsStatement,
    rows: [
      ...SAMPLES.pointsStatement.rows,
      { date: '2026-02-20T12:00:00.000Z', kind: 'reverse', points: 250 },
      { date: '2026-01-04T08:00:00.000Z', kind: 'test_refund', points: 1 },
      { date: '2026-01-04T07:59:00.000Z', kind: 'test_charge', points: -1 },
      { date: '2026-01-03T07:59:00.000Z', kind: 'a kind the ledger added later', points: 10 },
    ],
  }),
  sample('campaign', 'campaign', SAMPLES.campaign),
  sample('campaign-no-picture', 'campaign', { ...SAMPLES.campaign, imagePath: undefined }),
];
