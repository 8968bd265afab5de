import en from '@lib/platform/i18n/locales/en/checkout.json';
import tr from '@lib/platform/i18n/locales/tr/checkout.json';
import { type Lang, formatInIstanbul, formatPrice } from '@lib/platform';
import type { AddressSnapshot, AgreementsResult } from './schema';

// The Distance Sales Agreement and the Preliminary Information Form, drawn from one order's plain data
// (the checkout's choice now, a stored order later) and the wording editors keep in the checkout
// catalogs (checkout.agreements: sections whose text takes {{values}} and [[blocks]]). Every value
// and every piece of wording is HTML-escaped: an address or a note cannot inject markup.

/** One line of the order as the documents list it (the colour already named in the language). */
export interface AgreementLine {
  brand: string;
  name: string;
  size: string;
  colour: string;
  quantity: number;
  /** Unit sale price, kuruş. */
  unitPrice: number;
  /** Line total, kuruş. */
  total: number;
}

/** Everything the documents show of one order; amounts in kuruş. */
export interface AgreementData {
  /** When the documents are drawn (ISO); the order's date for a stored order. */
  date: string;
  buyer: { name: string; email: string; phone: string };
  /** The delivery address, or null when collected in store. */
  shipping: AddressSnapshot | null;
  pickup: { name: string; address: string; phone: string; carDelivery: boolean } | null;
  billing: AddressSnapshot;
  lines: AgreementLine[];
  discounts: { name: string; amount: number }[];
  shippingFee: number;
  total: number;
  /** Payment method codes (credit_card …), each named in the language. */
  paymentMethods: string[];
  installments: number;
}

interface Section {
  heading: string;
  body: string;
}
type Wording = typeof tr.agreements;
const WORDING: Record<Lang, Wording> = { tr: tr.agreements, en: en.agreements };

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Escapes text for HTML content and attribute values. */
const escapeHtml = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const dateOf = (iso: string, lang: Lang) => formatInIstanbul(iso, lang, 'date');
const placeOf = (a: AddressSnapshot) => `${a.AddressText}, ${a.NeighborhoodName}, ${a.DistrictName} / ${a.CityName}`;
const phoneOf = (digits: string) =>
  /^\d{10}$/.test(digits) ? `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}` : digits;

/** A definition list of label/value pairs, values escaped; empty values left out. */
function pairs(rows: [string, string][]): string {
  const items = rows
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`);
  return `<dl>${items.join('')}</dl>`;
}

function billingRows(w: Wording, billing: AddressSnapshot): [string, string][] {
  const l = w.labels;
  return [
    [l.name, billing.Name],
    [l.address, placeOf(billing)],
    [l.citizenId, billing.CitizenID],
    [l.tax, billing.TaxNo ? `${billing.TaxOffice} / ${billing.TaxNo}` : ''],
  ];
}

function parties(w: Wording, data: AgreementData): string {
  const l = w.labels;
  const s = w.seller;
  const seller = pairs([
    [l.name, s.name],
    [l.address, s.address],
    [l.phone, s.phone],
    [l.email, s.email],
    [l.kep, s.kep],
    [l.mersis, s.mersis],
    [l.tax, `${s.taxOffice} / ${s.taxNo}`],
  ]);
  const buyer = pairs([
    [l.name, data.buyer.name],
    [l.email, data.buyer.email],
    [l.phone, phoneOf(data.buyer.phone)],
  ]);
  const billing = pairs(billingRows(w, data.billing));
  return `<h4>${escapeHtml(l.seller)}</h4>${seller}<h4>${escapeHtml(l.buyer)}</h4>${buyer}<h4>${escapeHtml(l.billing)}</h4>${billing}`;
}

function lines(w: Wording, data: AgreementData): string {
  const l = w.labels;
  const head = [l.product, l.size, l.colour, l.quantity, l.unitPrice, l.lineTotal].map((h) => `<th scope="col">${escapeHtml(h)}</th>`);
  const rows = data.lines.map(
    (line) =>
      `<tr><td>${escapeHtml(`${line.brand} ${line.name}`)}</td><td>${escapeHtml(line.size)}</td><td>${escapeHtml(line.colour)}</td><td>${line.quantity}</td><td>${escapeHtml(formatPrice(line.unitPrice))}</td><td>${escapeHtml(formatPrice(line.total))}</td></tr>`,
  );
  return `<table><thead><tr>${head.join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function totals(w: Wording, data: AgreementData): string {
  const l = w.labels;
  const subtotal = data.lines.reduce((sum, line) => sum + line.total, 0);
  return pairs([
    [l.subtotal, formatPrice(subtotal)],
    ...data.discounts.map((d): [string, string] => [d.name, `−${formatPrice(d.amount)}`]),
    [l.shipping, data.shippingFee > 0 ? formatPrice(data.shippingFee) : l.free],
    [l.total, formatPrice(data.total)],
  ]);
}

function delivery(w: Wording, data: AgreementData): string {
  const l = w.labels;
  if (data.pickup) {
    const rows: [string, string][] = [
      [l.pickup, `${data.pickup.name}, ${data.pickup.address}`],
      [l.phone, phoneOf(data.pickup.phone)],
    ];
    if (data.pickup.carDelivery) rows.push([l.carDelivery, '✓']);
    return pairs(rows);
  }
  const to = data.shipping;
  return to
    ? pairs([
        [l.delivery, `${to.Name}, ${placeOf(to)}`],
        [l.phone, phoneOf(to.Phone)],
      ])
    : '';
}

/** Fills a paragraph's {{values}} (escaped) into its escaped wording. */
function fill(text: string, values: Record<string, string>): string {
  return escapeHtml(text).replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(values[key] ?? ''));
}

function document(title: string, sections: readonly Section[], blocks: Record<string, string>, values: Record<string, string>): string {
  const body = sections.map((section) => {
    const paragraphs = section.body.split('\n\n').map((paragraph) => {
      const block = /^\[\[(\w+)\]\]$/.exec(paragraph.trim());
      return block ? (blocks[block[1]!] ?? '') : `<p>${fill(paragraph, values)}</p>`;
    });
    return `<section><h3>${escapeHtml(section.heading)}</h3>${paragraphs.join('')}</section>`;
  });
  return `<article class="agreement"><h2>${escapeHtml(title)}</h2>${body.join('')}</article>`;
}

/** The two documents of one order in a language, as HTML in which every value is escaped. */
export function renderAgreements(data: AgreementData, lang: Lang): AgreementsResult {
  const w = WORDING[lang];
  const blocks = { parties: parties(w, data), lines: lines(w, data), totals: totals(w, data), delivery: delivery(w, data) };
  const methods = data.paymentMethods.map((code) => (w.methods as Record<string, string>)[code] ?? code).join(', ');
  const values = {
    date: dateOf(data.date, lang),
    payment: methods,
    installments: data.installments > 1 ? String(data.installments) : w.labels.singlePayment,
    sellerEmail: w.seller.email,
    sellerPhone: w.seller.phone,
  };
  return {
    DistanceSalesAgreement: document(w.distance.title, w.distance.sections, blocks, values),
    PreInformationForm: document(w.preInfo.title, w.preInfo.sections, blocks, values),
  };
}

/** The privacy notice shown beside the agreements, escaped into paragraphs. */
export function renderPrivacyNotice(lang: Lang): { Title: string; Html: string } {
  const { title, body } = WORDING[lang].privacy;
  return {
    Title: title,
    Html: body
      .split('\n\n')
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join(''),
  };
}
