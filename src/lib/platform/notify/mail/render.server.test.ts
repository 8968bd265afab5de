import { describe, expect, it } from 'vitest';
import { catalogs } from '@lib/platform/i18n/catalogs.server';
import { LANGS, type Lang } from '@lib/platform/i18n/lang';
import { formatCount, formatPrice } from '@lib/platform/money/format';
import { CODE_PURPOSES, MESSAGE_KINDS, ORDER_UPDATES, PREFERENCES_PATH } from '../messages';
import { FOOTER_PATHS, logoPath } from './parts/Layout';
import { composeEmail, type RenderedEmail } from './render.server';
import { SAMPLE_ORIGIN, SAMPLE_VARIANTS, SAMPLES, type Sample } from './samples';
import type { WordsAudit } from './words.server';
import { buttonHrefs, hrefs, tags, attribute } from './html.test-data';

// Every sample of every kind, in both languages, rendered once; each test reads the renders.

/** The absolute addresses a sample carries itself: the parcel's tracking page, the app's link. */
function ownLinks(sample: Sample): string[] {
  if (sample.kind === 'orderUpdate' && sample.data.cargo?.trackingUrl) return [sample.data.cargo.trackingUrl];
  if (sample.kind === 'appLink') return [sample.data.link];
  return [];
}

interface Render {
  sample: Sample;
  lang: Lang;
  email: RenderedEmail;
}

const audit: WordsAudit = { used: new Set(), missing: new Set() };
const renders: Render[] = [];
for (const sample of SAMPLE_VARIANTS) {
  for (const lang of LANGS) {
    renders.push({ sample, lang, email: await composeEmail(sample.kind, lang, sample.data as never, SAMPLE_ORIGIN, audit) });
  }
}
const named = (name: string, lang: Lang) => {
  const found = renders.find((render) => render.sample.name === name && render.lang === lang);
  if (!found) throw new Error(`no sample ${name}`);
  return found;
};
const label = ({ sample, lang }: Render) => `${sample.name} (${lang})`;

/** The keys of a catalog tree, dotted, with plural suffixes folded into their base key. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(tree).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

describe('the e-mail samples', () => {
  it('cover every kind and every purpose, status and method a template words differently', () => {
    const names = SAMPLE_VARIANTS.map((sample) => sample.name);
    expect(new Set(SAMPLE_VARIANTS.map((sample) => sample.kind))).toEqual(new Set(Object.keys(MESSAGE_KINDS)));
    for (const purpose of CODE_PURPOSES) expect(names).toContain(`code-${purpose}`);
    for (const status of ORDER_UPDATES) expect(names).toContain(`orderUpdate-${status}`);
    for (const method of ['cargo_branch', 'home_pickup', 'other_cargo', 'large_volume'])
      expect(names).toContain(`returnRequested-${method}`);
    for (const status of ['awaiting_approval', 'in_review', 'offered', 'accepted', 'rejected', 'sold'])
      expect(names).toContain(`rebornUpdate-${status}`);
    for (const method of ['gift_card', 'money_transfer', 'donation']) expect(names).toContain(`rebornUpdate-paid-${method}`);
    expect(new Set(names).size).toBe(names.length);
    for (const sample of SAMPLE_VARIANTS) expect(MESSAGE_KINDS[sample.kind].data.safeParse(sample.data).success, sample.name).toBe(true);
  });
});

describe('the mail catalogs', () => {
  it('have the same keys in Turkish and English', () => {
    expect(keysOf(catalogs.en.mail).sort()).toEqual(keysOf(catalogs.tr.mail).sort());
  });

  it('have every word the templates use, in both languages, and no word they do not', () => {
    expect([...audit.missing]).toEqual([]);
    const unused = [...new Set(keysOf(catalogs.tr.mail))].filter((key) => !audit.used.has(key));
    expect(unused).toEqual([]);
  });
});

describe('every rendered e-mail', () => {
  it('has a one-line subject in its language', () => {
    for (const render of renders) {
      const { subject } = render.email;
      expect(subject.trim().length, label(render)).toBeGreaterThan(3);
      expect(subject, label(render)).not.toMatch(/[\r\n]/);
      // The campaign's subject is the editors' title, the same in both languages.
      if (render.lang === 'en' && render.sample.kind !== 'campaign') {
        expect(subject, label(render)).not.toBe(named(render.sample.name, 'tr').email.subject);
      }
    }
    expect(named('code-password-reset', 'tr').email.subject).toBe('Vitrin şifre yenileme kodunuz');
    expect(named('code-password-reset', 'en').email.subject).toBe('Your Vitrin password reset code');
    expect(named('orderConfirmed-member', 'en').email.subject).toBe('Your order is confirmed: V260312-K7PQ3M');
  });

  it('says which language it is in, and leaves no key unresolved', () => {
    for (const render of renders) {
      expect(render.email.html, label(render)).toMatch(new RegExp(`<html[^>]* lang="${render.lang === 'tr' ? 'tr-TR' : 'en-TR'}"`));
      expect(render.email.text, label(render)).not.toMatch(/\b[a-z]+[A-Z]\w*\.[a-z_-]+\b/);
    }
  });

  it('carries no script, no stylesheet and nothing loaded from another address', () => {
    for (const render of renders) {
      const { html } = render.email;
      expect(html, label(render)).not.toMatch(/<script/i);
      expect(html, label(render)).not.toMatch(/<link\b/i);
      expect(html, label(render)).not.toMatch(/@import/i);
      expect(html, label(render)).not.toMatch(/url\(/i);
      expect(tags(html, 'style'), label(render)).toHaveLength(1);
    }
  });

  it('gives every picture words for when pictures are off, and serves it from the store', () => {
    for (const render of renders) {
      for (const img of tags(render.email.html, 'img')) {
        expect(attribute(img, 'alt')?.trim(), `${label(render)}: ${img}`).toBeTruthy();
        expect(attribute(img, 'src'), `${label(render)}: ${img}`).toMatch(new RegExp(`^${SAMPLE_ORIGIN}/images/`));
      }
    }
    const pictures = tags(named('orderConfirmed-member', 'tr').email.html, 'img').map((img) => attribute(img, 'alt'));
    expect(pictures).toEqual(['Vitrin', 'Vitrin', ...SAMPLES.orderConfirmed.lines.map((line) => `${line.brand} ${line.name}`)]);
  });

  it('links only to the store, absolutely, but for the addresses its data carries', () => {
    for (const render of renders) {
      for (const href of hrefs(render.email.html)) {
        const ok = href.startsWith(`${SAMPLE_ORIGIN}/`) || href.startsWith('mailto:') || ownLinks(render.sample).includes(href);
        expect(ok, `${label(render)}: ${href}`).toBe(true);
      }
    }
  });

  it('links English readers to the English pages, and leaves the API and files as they are', () => {
    const en = hrefs(named('orderConfirmed-member', 'en').email.html);
    expect(en).toContain(`${SAMPLE_ORIGIN}/en/customer/order?orderId=48213`);
    expect(en).toContain(`${SAMPLE_ORIGIN}/en${FOOTER_PATHS.help}`);
    expect(en).toContain(`${SAMPLE_ORIGIN}/order-web-bff/api/v1/agreements/sales?orderId=48213`);
    expect(en).toContain(`${SAMPLE_ORIGIN}/customer/order/invoice/48213/VITRIN.pdf`);
    expect(hrefs(named('orderConfirmed-member', 'tr').email.html)).toContain(`${SAMPLE_ORIGIN}/customer/order?orderId=48213`);
  });

  it('is a 600 px column, readable in dark mode', () => {
    for (const render of renders) {
      const { html } = render.email;
      const column = tags(html, 'table').filter((table) => attribute(table, 'class') === 'v-card');
      expect(column, label(render)).toHaveLength(1);
      expect(attribute(column[0]!, 'width'), label(render)).toBe('600');
      expect(attribute(column[0]!, 'style'), label(render)).toContain('max-width:600px');
      expect(html, label(render)).toContain('<meta name="color-scheme" content="light dark"/>');
      expect(html, label(render)).toContain('<meta name="supported-color-schemes" content="light dark"/>');
      expect(html, label(render)).toMatch(/@media \(prefers-color-scheme: dark\)/);
      expect(html, label(render)).toContain(logoPath(render.lang, true));
    }
  });

  it('has a plain-text part that reads alone: no tags, every button’s address written out', () => {
    for (const render of renders) {
      const { html, text } = render.email;
      expect(text, label(render)).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(text, label(render)).not.toContain('&amp;');
      expect(text.split('\n')[0], label(render)).not.toMatch(/^https?:/);
      for (const href of buttonHrefs(html)) expect(text, label(render)).toContain(href);
      expect(text, label(render)).toContain(`${SAMPLE_ORIGIN}${render.lang === 'en' ? '/en' : ''}${FOOTER_PATHS.help}`);
    }
  });

  it('says in its footer why it was sent; only the campaign offers a way out', () => {
    for (const render of renders) {
      const preferences = `${SAMPLE_ORIGIN}${render.lang === 'en' ? '/en' : ''}${PREFERENCES_PATH}`;
      const commercial = MESSAGE_KINDS[render.sample.kind].commercial;
      expect(render.email.text.includes(preferences), label(render)).toBe(commercial);
      expect(render.email.text, label(render)).toContain('Vitrin Mağazacılık A.Ş.');
    }
    expect(named('campaign', 'tr').email.text).toContain('iletişim tercihlerinizi');
  });
});

describe('the facts each e-mail states', () => {
  const text = (name: string, lang: Lang = 'tr') => named(name, lang).email.text;

  it('code: the code, its minutes, and a heading that follows the purpose', () => {
    for (const lang of LANGS) {
      for (const purpose of CODE_PURPOSES) expect(text(`code-${purpose}`, lang)).toContain(SAMPLES.code.code);
      expect(text('code-sign-in', lang)).toContain(lang === 'tr' ? '3 dakika' : '3 minutes');
    }
    expect(text('code-password-reset')).toContain('Şifrenizi yenileyin');
    expect(text('code-password-reset', 'en')).toContain('Reset your password');
    expect(text('code-password-reset')).toContain('şifreniz değişmez');
    expect(text('code-onecard-points')).toContain(`${formatCount(2_500)} OneCard puanı`);
    expect(text('code-sign-in')).toContain('kimseyle paylaşmayın');
  });

  it('order confirmation: the number, every piece, the amounts, the delivery, the payments and the documents', () => {
    const data = SAMPLES.orderConfirmed;
    for (const lang of LANGS) {
      const confirmation = text('orderConfirmed-member', lang);
      expect(confirmation).toContain(data.number);
      for (const amount of [data.subtotal, data.total, ...data.payments.map((payment) => payment.amount)]) {
        expect(confirmation).toContain(formatPrice(amount));
      }
      expect(confirmation).toContain(`−${formatPrice(data.discount)}`);
      for (const line of data.lines) {
        expect(confirmation).toContain(line.name);
        expect(confirmation).toContain(formatPrice(line.price - line.discount));
      }
      expect(confirmation).toContain(formatPrice(data.lines[0]!.price));
      expect(confirmation).toContain('34367 Şişli / İstanbul');
      expect(confirmation).toContain('•••• 4821');
      for (const document of data.documents) expect(confirmation).toContain(`${SAMPLE_ORIGIN}${document.path}`);
    }
    expect(text('orderConfirmed-member')).toContain('3 taksit');
    expect(text('orderConfirmed-member')).toContain('Kargo: Ücretsiz');
    expect(text('orderConfirmed-member', 'en')).toContain('Delivery: Complimentary');
    expect(text('orderConfirmed-car-shipping')).toContain(`Kargo: ${formatPrice(4_990)}`);
    expect(text('orderConfirmed-car-shipping')).toContain('Mağazadan araca teslim');
    expect(text('orderConfirmed-guest-pickup')).toContain('Siparişi takip et');
    expect(text('orderConfirmed-guest-pickup')).toContain(`${SAMPLE_ORIGIN}/customer/ordertracking?orderNumber=V260312-K7PQ3M`);
    expect(text('orderConfirmed-guest-pickup', 'en')).toContain('Collect in store');
  });

  it('order update: each status its own heading; the parcel when shipped; the refund when cancelled or refunded', () => {
    const cargo = SAMPLES.orderUpdate.cargo!;
    const headings = ORDER_UPDATES.map((status) => text(`orderUpdate-${status}`).split('\n')[2]);
    expect(new Set(headings).size).toBe(ORDER_UPDATES.length);
    for (const status of ORDER_UPDATES) expect(text(`orderUpdate-${status}`)).toContain(SAMPLES.orderUpdate.number);
    for (const fact of [cargo.company, cargo.trackingNumber, cargo.trackingUrl!]) expect(text('orderUpdate-shipped')).toContain(fact);
    expect(text('orderUpdate-delivered')).not.toContain(cargo.trackingNumber);
    for (const status of ['cancelled', 'refunded']) {
      expect(text(`orderUpdate-${status}`)).toContain(formatPrice(1_423_920));
      expect(text(`orderUpdate-${status}`)).toContain(`İade toplamı: ${formatPrice(1_448_920)}`);
    }
    expect(text('orderUpdate-delivered', 'en')).toContain('1 item from your order V260312-K7PQ3M has been delivered');
    expect(text('orderUpdate-shipped', 'en')).toContain('2 items from your order V260312-K7PQ3M have been dispatched');
  });

  // The order page's refund box words each part by refundArrival; the e-mail carries the same word per row.
  it('refund: each instrument says when it arrives, the bank’s working days only for a card', async () => {
    const card = text('orderUpdate-refunded');
    expect(card).toContain(`Kart (•••• 4821 · Onaydan sonra 2–8 iş günü içinde kartınıza yansır): ${formatPrice(1_423_920)}`);
    expect(card).toContain(`OneCard puanı (OneCard puanlarınıza hemen eklenir): ${formatPrice(25_000)}`);
    expect(text('orderUpdate-refunded', 'en')).toContain('Card (•••• 4821 · Reaches your card 2 to 8 working days after approval)');
    for (const lang of LANGS) {
      const gift = text('orderUpdate-refunded-gift-card', lang);
      expect(gift).toContain(lang === 'tr' ? 'Hediye kartınıza hemen yüklenir' : 'Goes back onto your gift card at once');
      expect(gift).not.toMatch(/iş günü|working day|kartınıza yansır|reaches your card/i);
    }
    const others = text('orderUpdate-refunded-paypal-and-balances');
    for (const words of [
      'Onaydan sonra 2–8 iş günü içinde PayPal hesabınıza yansır',
      'İade bakiye kartınıza hemen yüklenir',
      'Coins bakiyenize hemen eklenir',
    ])
      expect(others).toContain(words);
    expect(others).not.toContain('kartınıza yansır');
    // A message written before the rows said when they arrive is still sent, claiming no timing.
    const before = { ...SAMPLES.orderUpdate, status: 'refunded', cargo: undefined, refunds: [{ method: 'card', amount: 1_000 }] };
    const old = await composeEmail('orderUpdate', 'tr', before as never, SAMPLE_ORIGIN);
    expect(old.text).toContain(`Kart: ${formatPrice(1_000)}`);
    expect(old.text).not.toContain('iş günü');
  });

  it('return request: by each method, the code, the courier and the parcel number', () => {
    expect(text('returnRequested-cargo_branch')).toContain('İade kodu: IAD-7K2Q9');
    expect(text('returnRequested-cargo_branch')).toContain('Kod 19 Mart 2026 tarihine kadar geçerlidir.');
    expect(text('returnRequested-home_pickup')).toContain('16 Mart 2026, 09.00–18.00');
    expect(text('returnRequested-other_cargo')).toContain('Aras Kargo');
    expect(text('returnRequested-large_volume', 'en')).toContain('Horoz Lojistik will call you');
    for (const method of ['cargo_branch', 'home_pickup', 'other_cargo', 'large_volume']) {
      expect(text(`returnRequested-${method}`)).toContain('YK7302291562');
    }
  });

  it('Reborn: the application, the offer, the payout and a gift card’s details', () => {
    expect(text('rebornUpdate-offered')).toContain(formatPrice(1_250_000));
    expect(text('rebornUpdate-in_review')).toContain('Abdi İpekçi Caddesi No: 42');
    // A courier collects it: no studio address to send it to.
    expect(text('rebornUpdate-in_review-pickup')).toContain('Kuryemiz');
    expect(text('rebornUpdate-in_review-pickup')).not.toContain('Abdi İpekçi');
    const gift = text('rebornUpdate-paid-gift_card');
    for (const fact of ['RB-20417', formatPrice(1_250_000), '6035 2210 4471 9083', 'PIN: 4417', 'Güvenlik kodu: 882'])
      expect(gift).toContain(fact);
    expect(text('rebornUpdate-paid-money_transfer')).toContain('Havale referansı: HVL-20260312-0041');
    expect(text('rebornUpdate-paid-donation', 'en')).toContain('Receipt number: BGS-7731');
  });

  it('the account, the programmes and the campaign: their own facts', () => {
    expect(text('passwordChanged')).toContain('12 Mart 2026 14:05');
    expect(text('passwordChanged', 'en')).toContain('12 March 2026 at 14:05');
    expect(text('dataExportReady')).toContain(`${SAMPLE_ORIGIN}/customer/my-data`);
    expect(text('bagShared', 'en')).toContain('valid for 7 days');
    expect(text('appLink')).toContain(SAMPLES.appLink.link);
    expect(text('sellerAnswered')).toContain('Valdera dana derisi omuz çantası hakkında');
    expect(text('repairBooked')).toContain('Randevu numarası: ONR-58214');
    expect(text('pointsStatement')).toContain('Güncel bakiye: 2.350 puan');
    expect(text('pointsStatement')).toContain('Harcama · −250');
    expect(text('pointsStatement-empty', 'en')).toContain('No activity yet.');
    expect(text('welcome')).toContain('Hoş geldiniz, Elif');
    expect(text('welcome-no-name')).toContain('Vitrin’e hoş geldiniz');
    expect(text('accountDeleted', 'en')).toContain('Dear Elif,');
    expect(text('campaign')).toContain(SAMPLES.campaign.title);
    expect(text('campaign')).toContain('750 TL ve üzeri');
  });
});
