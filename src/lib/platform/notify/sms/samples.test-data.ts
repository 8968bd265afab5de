import { CODE_PURPOSES, type MessageData, type MessageKind, ORDER_UPDATES } from '../messages';

// Sample data of every kind, with each variant the SMS wording branches on (a code's purpose, an
// order's status, a return's method, a Reborn status and payout). Realistic lengths: the longest
// order number, a long Istanbul address, a guest's tracking link, Turkish letters in every field.

/** One sample: a kind, a name for the test's title, and its data. */
export type SmsSample = { [K in MessageKind]: { kind: K; name: string; data: MessageData<K> } }[MessageKind];

const ORDER = 'V2026031500123';
const orderPath = `/customer/orders/${ORDER}`;
const guestPath = '/order-tracking?number=V2026031500123&token=Hx7Kq2Lm9Pz4Rt6Vw8Yb3Nc5Df1Gj0Sa';
const line = {
  brand: 'Beymen Collection',
  name: 'Yün karışımlı kaşe palto',
  size: '38',
  colour: 'Lacivert',
  quantity: 1,
  price: 1_249_900,
  discount: 0,
};
const rows = (status: (typeof ORDER_UPDATES)[number]) => ({ number: ORDER, status, count: 2, orderPath });

export const SMS_SAMPLES: SmsSample[] = [
  ...CODE_PURPOSES.map((purpose): SmsSample => ({ kind: 'code', name: purpose, data: { code: '483920', minutes: 3, purpose } })),
  { kind: 'code', name: 'onecard with points', data: { code: '771204', minutes: 3, purpose: 'onecard', points: 12_500 } },
  { kind: 'code', name: 'one minute', data: { code: '1234', minutes: 1, purpose: 'sign-in' } },
  { kind: 'welcome', name: 'named', data: { firstName: 'Gülşen İlkay', accountPath: '/customer/account' } },
  { kind: 'welcome', name: 'no name', data: { firstName: ' ', accountPath: '/customer/account' } },
  {
    kind: 'orderConfirmed',
    name: 'member',
    data: {
      number: ORDER,
      isGuest: false,
      orderPath,
      lines: [line],
      subtotal: 1_249_900,
      discount: 0,
      shipping: 0,
      total: 1_249_900,
      delivery: { kind: 'home', place: 'Teşvikiye Mah. Abdi İpekçi Cad. No: 23, Şişli, İstanbul' },
      payments: [{ method: 'card', detail: '4242', installments: 3, amount: 1_249_900 }],
      documents: [{ kind: 'distance-sales', path: `/customer/orders/${ORDER}/documents/distance-sales` }],
    },
  },
  {
    kind: 'orderConfirmed',
    name: 'guest',
    data: {
      number: ORDER,
      isGuest: true,
      orderPath: guestPath,
      lines: [line],
      subtotal: 1_249_900,
      discount: 100_000,
      shipping: 4_990,
      total: 1_154_890,
      delivery: { kind: 'pickup', place: 'Vitrin Nişantaşı' },
      payments: [{ method: 'wallet', detail: 'BKM Express', amount: 1_154_890 }],
      documents: [],
    },
  },
  ...ORDER_UPDATES.map((status): SmsSample => ({ kind: 'orderUpdate', name: status, data: rows(status) })),
  {
    kind: 'orderUpdate',
    name: 'shipped with cargo',
    data: {
      ...rows('shipped'),
      count: 1,
      cargo: {
        company: 'Yurtiçi Kargo',
        trackingNumber: '730012345678',
        trackingUrl: 'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=730012345678',
      },
    },
  },
  {
    kind: 'orderUpdate',
    name: 'cancelled with refunds',
    data: {
      ...rows('cancelled'),
      refunds: [
        { method: 'card', detail: '4242', amount: 624_950 },
        { method: 'points', amount: 25_000 },
      ],
    },
  },
  {
    kind: 'orderUpdate',
    name: 'refunded to a card',
    data: { ...rows('refunded'), count: 1, refunds: [{ method: 'saved-card', detail: '1881', amount: 1_249_900 }] },
  },
  {
    kind: 'returnRequested',
    name: 'cargo branch',
    data: { number: ORDER, method: 'cargo_branch', company: 'Aras Kargo', code: 'ARS-99812377', trackingNumber: '3310098812', orderPath },
  },
  {
    kind: 'returnRequested',
    name: 'home pickup',
    data: {
      number: ORDER,
      method: 'home_pickup',
      company: 'Yurtiçi Kargo',
      pickupDate: '18.03.2026',
      trackingNumber: '730012345679',
      orderPath,
    },
  },
  {
    kind: 'returnRequested',
    name: 'other cargo',
    data: { number: ORDER, method: 'other_cargo', company: 'MNG Kargo', trackingNumber: 'MNG55120043', orderPath },
  },
  { kind: 'returnRequested', name: 'large volume', data: { number: ORDER, method: 'large_volume', company: 'Horoz Lojistik', orderPath } },
  { kind: 'returnCancelled', name: 'cancelled', data: { number: ORDER, orderPath } },
  {
    kind: 'addressChanged',
    name: 'long address',
    data: {
      number: ORDER,
      address: 'Gülşen İlkay, Bağdat Caddesi No: 418 Daire: 12, Çiftehavuzlar Mah., 34728 Kadıköy, İstanbul',
      orderPath,
    },
  },
  { kind: 'passwordChanged', name: 'changed', data: { at: '2026-03-15T11:05:00.000Z', resetPath: '/forgot-password' } },
  {
    kind: 'dataExportReady',
    name: 'ready',
    data: { downloadPath: '/customer/data-export/download/5f2c9a7e', expiresAt: '2026-03-22T20:59:00.000Z' },
  },
  { kind: 'accountDeleted', name: 'named', data: { firstName: 'Gülşen' } },
  { kind: 'accountDeleted', name: 'no name', data: { firstName: '' } },
  { kind: 'bagShared', name: 'fourteen days', data: { bagPath: '/cart/shared/Qm3x8Kp2Zt7Lw', days: 14 } },
  { kind: 'bagShared', name: 'one day', data: { bagPath: '/cart/shared/Qm3x8Kp2Zt7Lw', days: 1 } },
  { kind: 'appLink', name: 'app', data: { link: 'https://apps.apple.com/tr/app/vitrin/id1234567890' } },
  {
    kind: 'sellerAnswered',
    name: 'with product',
    data: { questionsPath: '/customer/questions', productName: 'Deri omuz çantası, taba rengi' },
  },
  { kind: 'sellerAnswered', name: 'without product', data: { questionsPath: '/customer/questions' } },
  ...(['awaiting_approval', 'in_review', 'offered', 'accepted', 'rejected', 'sold'] as const).map(
    (status): SmsSample => ({
      kind: 'rebornUpdate',
      name: status,
      data: {
        id: 'RB-20260315-0042',
        status,
        brand: 'Saint Laurent',
        model: 'Loulou orta boy çanta',
        offer: 1_850_000,
        applicationPath: '/reborn/applications/RB-20260315-0042',
      },
    }),
  ),
  {
    kind: 'rebornUpdate',
    name: 'in_review with a pickup',
    data: {
      id: 'RB-20260315-0042',
      status: 'in_review',
      brand: 'Saint Laurent',
      model: 'Loulou orta boy çanta',
      pickup: true,
      applicationPath: '/reborn/applications/RB-20260315-0042',
    },
  },
  {
    kind: 'rebornUpdate',
    name: 'offered without an amount',
    data: {
      id: 'RB-20260315-0042',
      status: 'offered',
      brand: 'Saint Laurent',
      model: 'Loulou',
      applicationPath: '/reborn/applications/RB-20260315-0042',
    },
  },
  ...(['gift_card', 'money_transfer', 'donation'] as const).map(
    (method): SmsSample => ({
      kind: 'rebornUpdate',
      name: `paid by ${method}`,
      data: {
        id: 'RB-20260315-0042',
        status: 'paid',
        brand: 'Saint Laurent',
        model: 'Loulou orta boy çanta',
        offer: 1_850_000,
        payout: {
          amount: 1_850_000,
          method,
          reference: method === 'gift_card' ? undefined : 'TR-EFT-88120934',
          giftCard: method === 'gift_card' ? { number: '6035 1234 5678 9012', pin: '4471', securityCode: '902' } : undefined,
        },
        applicationPath: '/reborn/applications/RB-20260315-0042',
      },
    }),
  ),
  {
    kind: 'repairBooked',
    name: 'booked',
    data: {
      reference: 'ONR-2026-0311',
      item: 'Deri omuz çantası',
      service: 'Fermuar değişimi',
      store: 'Vitrin İstinyePark',
      dropOffDate: '18.03.2026',
    },
  },
  {
    kind: 'pointsStatement',
    name: 'statement',
    data: { card: '**** 4821', balance: 12_500, rows: [{ date: '2026-03-01T09:00:00.000Z', kind: 'Alışveriş', points: 1_250 }] },
  },
  { kind: 'pointsStatement', name: 'one point', data: { card: '**** 4821', balance: 1, rows: [] } },
  {
    kind: 'campaign',
    name: 'spring',
    data: {
      title: 'Bahar koleksiyonunda %20 indirim',
      body: 'Yeni sezon ceket, elbise ve çantalarda geçerli indirim 31 Mart’a kadar sürüyor. Üyelere ücretsiz kargo.',
      path: '/kampanyalar/bahar',
    },
  },
];
