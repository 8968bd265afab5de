import type { TFunction } from 'i18next';
import { editorialImageUrl } from '@lib/catalogue';
import { CATEGORIES, CONDITIONS, categoryById } from './catalogue';
import { rebornReference } from './reference';
import { storePaymentSettings } from './settings.server';
import { uniqueByDisplayName } from './rules';
import type { rebornDemands } from './tables.server';

// What the Reborn calls answer, in the shopper's language.

type Row = typeof rebornDemands.$inferSelect;

const settingsIn = (t: TFunction) =>
  storePaymentSettings().map((s) => ({
    ...s,
    DisplayName: t(`reborn:payment.${s.DisplayName}`),
    displayName: t(`reborn:payment.${s.DisplayName}`),
  }));

/** GET demand init data: the payment settings (once per display name), per category, and each category's example photo. */
export function initData(t: TFunction) {
  const settings = settingsIn(t);
  return {
    PaymentSettings: uniqueByDisplayName(settings).map(({ PaymentType, displayName, Ratio }) => ({ PaymentType, displayName, Ratio })),
    PaymentSettingsWithCategory: CATEGORIES.map((c) => ({ CategoryCode: c.displayCode, PaymentSettings: settings })),
    DefaultImageUrlsWithCategory: CATEGORIES.map((c) => ({
      CategoryCode: c.displayCode,
      ImageUrl: editorialImageUrl(`reborn-${c.displayCode}`, 'tile', 480, 'webp'),
    })),
    Conditions: CONDITIONS.map((c) => ({ value: c, text: t(`reborn:conditions.${c}`) })),
  };
}

/** GET categories: id, displayCode, displayName and otherText. */
export function categoriesIn(t: TFunction) {
  return CATEGORIES.map((c) => ({
    id: c.id,
    displayCode: c.displayCode,
    displayName: t(`reborn:categories.${c.displayCode}`),
    otherText: c.displayCode === 'other' ? t('reborn:categories.otherText') : '',
  }));
}

/** GET attributes with category: its attributes (with options), checkboxes and a description; undefined for an unknown category. */
export function attributesOf(categoryId: number, t: TFunction) {
  const category = categoryById(categoryId);
  if (!category) return undefined;
  return {
    attributes: category.attributes.map((a) => ({
      name: a.name,
      label: t(`fields:attr.${a.name}`),
      options: a.options.map((value) => ({ value, text: t(`reborn:options.${value}`, { defaultValue: value }) })),
    })),
    checkboxes: category.checkboxes.map((name) => ({ name, label: t(`reborn:checkboxes.${name}`) })),
    brands: [...category.brands],
    description: t(`reborn:descriptions.${category.displayCode}`),
  };
}

/** An IBAN as shown back: country and the last four digits only. */
const maskIban = (iban: string | null) => (iban ? `${iban.slice(0, 4)} **** **** **** **** ${iban.slice(-4)}` : null);

/** One application as the list and the detail show it. */
export function demandView(row: Row, t: TFunction) {
  const category = categoryById(row.categoryId);
  return {
    RebornId: row.id,
    Reference: rebornReference(row.id, row.createdAt),
    Status: row.status,
    StatusText: t(`reborn:status.${row.status}`),
    CreatedAt: row.createdAt.toISOString(),
    Category: category ? t(`reborn:categories.${category.displayCode}`) : '',
    Brand: row.brand,
    Model: row.model,
    Color: row.color,
    Condition: t(`reborn:conditions.${row.condition}`),
    HeightCm: row.heightCm,
    WidthCm: row.widthCm,
    // Applications from before members chose were told to send the item.
    Handover: row.customer.handover ?? 'send',
    Price: row.price,
    OfferPrice: row.offerPrice,
    PaymentType: row.paymentType,
    PaymentText: t(`reborn:paymentType.${row.paymentType}`),
    Ratio: row.ratio,
    Payout: row.payout,
    // A gift card's number is the member's to spend: shown whole only in the e-mail, here its end.
    PayoutReference: row.paymentType === 'gift_card' && row.payoutReference ? `**** ${row.payoutReference.slice(-4)}` : row.payoutReference,
    Iban: maskIban(row.iban),
    RecipientName: row.recipientName,
    IsOtpRequired: row.otpRequired === 1,
    History: row.history.map((e) => ({ Status: e.status, StatusText: t(`reborn:status.${e.status}`), At: e.at })),
  };
}
export type DemandView = ReturnType<typeof demandView>;
