import { describe, expect, it } from 'vitest';
import { LANGS } from '@lib/platform/i18n/lang';
import { CODE_PURPOSES, MESSAGE_KINDS, type MessageKind, ORDER_UPDATES } from '../messages';
import { SMS_SAMPLES, type SmsSample } from './samples.test-data';
import { measureSms } from './segments';
import { composeSms, plain, renderSms } from './text';
import { smsWords } from './words.server';

const ORIGIN = 'https://www.vitrin.com.tr';

/**
 * The most parts each kind may take with its samples: a code one (it is read at a glance, and an
 * OTP route may refuse more), every other transactional message two, the one commercial kind
 * three (it carries the sender's identity and the way to refuse more).
 */
const BOUND = (kind: MessageKind) => (kind === 'code' ? 1 : MESSAGE_KINDS[kind].commercial ? 3 : 2);

const render = (sample: SmsSample, lang: (typeof LANGS)[number], missing?: Set<string>) =>
  composeSms(sample.kind, sample.data as never, { lang, say: smsWords(lang, missing), origin: ORIGIN });

/** The site paths a sample's data points to, which its SMS must link to. */
function pathsOf(sample: SmsSample): string[] {
  const d = sample.data as Record<string, unknown>;
  return ['accountPath', 'orderPath', 'resetPath', 'downloadPath', 'bagPath', 'questionsPath', 'applicationPath', 'path']
    .map((key) => d[key])
    .filter((value): value is string => typeof value === 'string');
}

describe('SMS texts', () => {
  it('have samples of every kind and of every variant the wording branches on', () => {
    const kinds = new Set(SMS_SAMPLES.map((sample) => sample.kind));
    expect([...kinds].sort()).toEqual(Object.keys(MESSAGE_KINDS).sort());
    const of = <K extends MessageKind>(kind: K) =>
      SMS_SAMPLES.filter((sample) => sample.kind === kind).map((sample) => sample.data as Record<string, unknown>);
    expect(new Set(of('code').map((d) => d.purpose))).toEqual(new Set(CODE_PURPOSES));
    expect(new Set(of('orderUpdate').map((d) => d.status))).toEqual(new Set(ORDER_UPDATES));
    expect(new Set(of('returnRequested').map((d) => d.method))).toEqual(new Set(MESSAGE_KINDS.returnRequested.data.shape.method.options));
    expect(new Set(of('rebornUpdate').map((d) => d.status))).toEqual(new Set(MESSAGE_KINDS.rebornUpdate.data.shape.status.options));
    for (const sample of SMS_SAMPLES) {
      const parsed = MESSAGE_KINDS[sample.kind].data.safeParse(sample.data);
      expect(parsed.success, `${sample.kind}/${sample.name}: ${parsed.error?.message}`).toBe(true);
    }
  });

  for (const lang of LANGS) {
    describe(`in ${lang === 'tr' ? 'Turkish' : 'English'}`, () => {
      for (const sample of SMS_SAMPLES) {
        it(`${sample.kind} (${sample.name}) stands on its own, within ${BOUND(sample.kind)} part(s)`, () => {
          const missing = new Set<string>();
          const text = render(sample, lang, missing);
          expect([...missing]).toEqual([]);
          expect(text).not.toMatch(/\{\{|\}\}|undefined|NaN|null|\[object/);
          expect(text).toMatch(/Vitrin/);
          expect(text).not.toMatch(/ {2}|\s$|^\s/);
          const d = sample.data as Record<string, unknown>;
          for (const fact of ['code', 'number', 'reference']) if (typeof d[fact] === 'string') expect(text, fact).toContain(d[fact]);
          // Links are absolute, on the store, in the recipient's language.
          for (const path of pathsOf(sample)) expect(text).toContain(`${ORIGIN}${lang === 'en' ? '/en' : ''}${path}`);
          const measured = measureSms(text);
          expect(measured.alphabet, text).not.toBe('ucs2');
          expect(measured.segments, text).toBeLessThanOrEqual(BOUND(sample.kind));
          expect(renderSms(sample.kind, lang, sample.data as never, ORIGIN)).toBe(text);
        });
      }
    });
  }

  it('word a code for its purpose, bound to the store’s host on its last line', () => {
    const data = { code: '483920', minutes: 3, purpose: 'sign-in' } as const;
    expect(renderSms('code', 'tr', data, ORIGIN)).toBe(
      'Vitrin giriş kodunuz: 483920. Kod 3 dakika geçerlidir; kimseyle paylaşmayın.\n\n@www.vitrin.com.tr #483920',
    );
    expect(renderSms('code', 'en', { ...data, minutes: 1 }, ORIGIN)).toBe(
      "Your Vitrin sign-in code is 483920. It is valid for 1 minute; don't share it with anyone.\n\n@www.vitrin.com.tr #483920",
    );
    expect(renderSms('code', 'tr', { code: '771204', minutes: 3, purpose: 'onecard', points: 12_500 }, ORIGIN)).toMatch(
      /^Vitrin OneCard 12\.500 puan kullanım kodunuz: 771204\./,
    );
    const leads = CODE_PURPOSES.map((purpose) => renderSms('code', 'tr', { ...data, purpose }, ORIGIN).split(':')[0]);
    expect(new Set(leads).size).toBe(CODE_PURPOSES.length);
  });

  it('word an order’s confirmation with its number, total and page', () => {
    const sample = SMS_SAMPLES.find((s) => s.kind === 'orderConfirmed' && s.name === 'member')!;
    expect(render(sample, 'tr')).toBe(
      'Vitrin: V2026031500123 numaralı siparişinizi aldık. Tutar: 12.499,00 TL. Siparişiniz: https://www.vitrin.com.tr/customer/orders/V2026031500123',
    );
    expect(render(sample, 'en')).toBe(
      'Vitrin: we have received your order V2026031500123. Total: 12.499,00 TL. Your order: https://www.vitrin.com.tr/en/customer/orders/V2026031500123',
    );
  });

  it('name the parcel of a shipment and the amount of a refund', () => {
    const shipped = SMS_SAMPLES.find((s) => s.name === 'shipped with cargo')!;
    expect(render(shipped, 'tr')).toContain('Yurtiçi Kargo gönderi numarası: 730012345678.');
    const refunded = SMS_SAMPLES.find((s) => s.name === 'refunded to a card')!;
    expect(render(refunded, 'en')).toContain('Refund: 12.499,00 TL. A card refund can take 2 to 8 working days to appear.');
    const cancelled = SMS_SAMPLES.find((s) => s.name === 'cancelled with refunds')!;
    expect(render(cancelled, 'tr')).toContain('İade tutarı: 6.499,50 TL.');
  });

  it("give the card's days to a refund that reaches a card by any rail, and none to stored value or PayPal", () => {
    const refunded = SMS_SAMPLES.find((s) => s.name === 'refunded to a card')!;
    const to = (refunds: { method: string; amount: number; arrives?: 'now' | 'card' | 'paypal' }[]) =>
      render({ ...refunded, data: { ...refunded.data, refunds } } as typeof refunded, 'en');
    const days = 'A card refund can take 2 to 8 working days to appear.';
    expect(to([{ method: 'wallet', amount: 100_000, arrives: 'card' }])).toContain(days);
    expect(to([{ method: 'digital', amount: 100_000, arrives: 'card' }])).toContain(days);
    expect(to([{ method: 'digital', amount: 100_000, arrives: 'paypal' }])).not.toContain(days);
    expect(to([{ method: 'giftcard', amount: 100_000, arrives: 'now' }])).not.toContain(days);
  });

  it('keep a gift card’s number and PIN off the SMS', () => {
    const paid = SMS_SAMPLES.find((s) => s.name === 'paid by gift_card')!;
    for (const lang of LANGS) expect(render(paid, lang)).not.toMatch(/6035 1234|4471|902\b/);
  });

  it('give a commercial message its sender’s identity and a way to refuse more', () => {
    const campaign = SMS_SAMPLES.find((s) => s.kind === 'campaign')!;
    const text = render(campaign, 'tr');
    expect(text).toContain('Vitrin Mağazacılık A.Ş., Mersis 0925 0000 0000 0015.');
    expect(text).toMatch(/Bu iletileri almak istemiyorsanız: https:\/\/www\.vitrin\.com\.tr\/customer\/communicationpreferences$/);
    // The editor's curly apostrophe would have made the whole text UCS-2.
    expect(text).toContain("31 Mart'a");
  });

  it('clip a shopper’s own words and keep them on one line in the 7-bit alphabets', () => {
    expect(plain('  Gülşen\n  İlkay  ', 30)).toBe('Gülşen İlkay');
    expect(plain('Hakkâri’ye “hızlı” teslimat…', 40)).toBe('Hakkari\'ye "hızlı" teslimat...');
    expect(plain('a'.repeat(50), 20)).toBe(`${'a'.repeat(17)}...`);
    const long = renderSms('welcome', 'tr', { firstName: 'Ş'.repeat(500), accountPath: '/customer/account' }, ORIGIN);
    expect(measureSms(long).segments).toBeLessThanOrEqual(2);
  });
});
