import { z } from 'zod';
import { emailRules, nameRules, phoneRules } from '@lib/account';
// The IBAN's check, which the price step's rules name.
import '@lib/platform/validation/iban-check';
import { flag, id, text, withRules, type FieldRules } from '@lib/platform';
import { BRANDS, CONDITIONS } from './catalogue';
import { HANDOVERS, REBORN_PHOTOS_MAX, REBORN_PHOTOS_MIN } from './rules';

// The Reborn application (docs/behaviour/reborn.md#the-application): one rule
// list per step, shared by the form (checked on blur and change) and the demand call (checked again).

/** The Reborn calls under /prc-web-bff. */
export const REBORN_API = {
  initData: '/prc-web-bff/api/reborn/init-data',
  categories: '/prc-web-bff/api/reborn/categories',
  attributes: '/prc-web-bff/api/reborn/attributes',
  demand: '/prc-web-bff/api/reborn/demand',
  applications: '/prc-web-bff/api/reborn/applications',
  application: '/prc-web-bff/api/reborn/application',
  agreement: '/prc-web-bff/api/reborn/application-agreement',
  consignorAgreement: '/prc-web-bff/api/reborn/consignor-agreement',
  isOtpRequired: '/prc-web-bff/api/reborn/is-otp-required',
  sendOtpSms: '/prc-web-bff/api/reborn/send-otp-sms',
  sendOtpMail: '/prc-web-bff/api/reborn/send-otp-mail',
  verifyPhone: '/prc-web-bff/api/reborn/verify-phone',
  verifyMail: '/prc-web-bff/api/reborn/verify-mail',
  approve: '/prc-web-bff/api/reborn/approve',
  offer: '/prc-web-bff/api/reborn/offer',
  dev: '/prc-web-bff/api/reborn/dev/applications',
} as const;

export const customerRules = {
  customerName: nameRules(100),
  customerSurname: nameRules(100),
  customerEmail: emailRules,
  customerTckn: [['tckn']],
  customerPhone: phoneRules,
  AddressId: [['required_value']],
  handover: [['required']],
} as const satisfies FieldRules;

export const productRules = {
  categoryOptionId: [['required_value']],
  brand: [['required']],
  model: [['required'], ['max', 100]],
  color: [['required'], ['max', 50]],
  productCondition: [['required']],
  orderOrInvoiceNumber: [
    ['max', 30],
    ['regex', /^[A-Za-z0-9-]*$/],
  ],
  productHeight: [['required'], ['heightsizemandatory'], ['max_value', 300]],
  productWidth: [['required'], ['widthsizemandatory'], ['max_value', 300]],
  productUsageNote: [['max', 500]],
  ImageIds: [['minLength', REBORN_PHOTOS_MIN]],
} as const satisfies FieldRules;

/** The price step's rules; the highest price a payment takes is the store's setting (REBORN_MAX_PRICE), checked again on the server. */
export const priceRules = {
  productPrice: [['required'], ['amount'], ['between', 1, 100_000_000]],
  paymentType: [['required']],
  ibanNumber: [['onlyIf', 'paymentType', 'money_transfer'], ['required'], ['iban']],
  recipientName: [['onlyIf', 'paymentType', 'money_transfer'], ['required'], ['min', 2], ['max', 100], ['nameChars']],
} as const satisfies FieldRules;

const attributeValue = z.string().max(40);

/**
 * POST demand: the three steps' fields, the category's answers and the uploaded photos; with the
 * RebornId of the member's draft, a revision of that draft (edited from its check step).
 */
export const demandSchema = withRules(
  z.object({
    IdempotencyKey: z.uuid(),
    RebornId: id().optional(),
    customerName: text(100),
    customerSurname: text(100),
    customerEmail: text(255),
    customerTckn: text(11),
    customerPhone: text(20),
    AddressId: id(),
    handover: z.enum(HANDOVERS),
    categoryOptionId: id({ max: 1000 }),
    brand: z.enum(BRANDS),
    model: text(100),
    color: text(50),
    productCondition: z.enum(CONDITIONS),
    orderOrInvoiceNumber: text(30),
    productHeight: text(10),
    productWidth: text(10),
    productUsageNote: text(500),
    attributes: z.record(z.string().max(40), attributeValue).refine((r) => Object.keys(r).length <= 10),
    checkboxes: z.array(z.string().max(40)).max(10),
    ImageIds: z.array(z.uuid()).min(REBORN_PHOTOS_MIN).max(REBORN_PHOTOS_MAX),
    productPrice: text(10),
    paymentType: z.enum(['gift_card', 'money_transfer', 'donation']),
    ibanNumber: text(40),
    recipientName: text(100),
  }),
  { ...customerRules, ...productRules, ...priceRules },
);
export type DemandInput = z.infer<typeof demandSchema>;

/** A photo's upload id, as the address of the photo names it. */
export const photoIdSchema = z.uuid();

/**
 * Where a photo of the member's application is served back to them (docs/behaviour/reborn.md#photos):
 * a draft opened in another visit shows its photos from there.
 */
export const rebornPhotoPath = (uploadId: string) => `/customer/reborn/photos/${encodeURIComponent(uploadId)}`;

/** A query naming one application. */
export const rebornIdSchema = z.object({ rebornId: id() });
/** GET attributes. */
export const attributesQuerySchema = z.object({ categoryOptionId: id({ max: 1000 }) });
/** GET applications. */
export const applicationsQuerySchema = z.object({
  limit: id({ max: 10 }).default(10),
  page: id({ max: 10_000 }).default(1),
});
/** POST approve: the resale user agreement, accepted. */
export const approveSchema = z.object({ RebornId: id(), AgreementAccepted: flag() });
/** POST verify-phone / verify-mail. */
export const rebornOtpSchema = z.object({ RebornId: id(), RequestId: z.string().max(100), Otp: z.string().max(10) });
/** POST offer: the member accepts or rejects the store's offer. */
export const offerSchema = z.object({ RebornId: id(), Accept: z.boolean() });
/** POST dev applications: the consignment team's move. */
export const devMoveSchema = z.object({ RebornId: id(), Action: z.enum(['offer', 'accept', 'reject', 'sell', 'pay']) });
/** A body naming one application. */
export const rebornBodySchema = z.object({ RebornId: id() });
