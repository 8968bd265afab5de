import type { TFunction } from 'i18next';
import { customerById } from '@lib/account/index.server';
import { homePickupLocations, returnAddresses } from '@lib/orders/index.server';
import { DomainError, formatPhone, tidyTypedNumber } from '@lib/platform';
import { db } from '@lib/platform/index.server';
import type { Resume, RebornSetup } from './form';
import { storePaymentSettings } from './settings.server';
import { draftPhotos, latestDraft, listDemands, ownDemand } from './demands.server';
import { APPLICATIONS_PAGE_SIZE, DRAFT } from './rules';
import { applicationsQuerySchema, rebornIdSchema } from './schema';
import type { rebornDemands } from './tables.server';
import { categoriesIn, type DemandView, demandView, initData } from './views.server';

/** A page of the member's applications. */
export interface ApplicationList {
  kind: 'list';
  list: DemandView[];
  totalCount: number;
  page: number;
  pages: number;
}

/** What the applications page shows for its query: a page of the list, one application, or not found. */
export async function applicationPage(
  customerId: number,
  params: URLSearchParams,
  t: TFunction,
): Promise<ApplicationList | { kind: 'detail'; application: DemandView } | { kind: 'missing' }> {
  if (params.has('rebornId')) {
    const query = rebornIdSchema.safeParse({ rebornId: params.get('rebornId') });
    if (!query.success) return { kind: 'missing' };
    try {
      return { kind: 'detail', application: demandView(await ownDemand(customerId, query.data.rebornId), t) };
    } catch (error) {
      if (error instanceof DomainError) return { kind: 'missing' };
      throw error;
    }
  }
  const parsed = applicationsQuerySchema.safeParse({ page: params.get('page') ?? undefined });
  const page = parsed.success ? parsed.data.page : 1;
  const { list, totalCount } = await listDemands(customerId, page, APPLICATIONS_PAGE_SIZE);
  return {
    kind: 'list',
    list: list.map((row) => demandView(row, t)),
    totalCount,
    page,
    pages: Math.max(1, Math.ceil(totalCount / APPLICATIONS_PAGE_SIZE)),
  };
}

/** The draft the form opens again: the one named (?rebornId=), else the member's newest, unless a new application was asked for (?new). */
async function draftToResume(customerId: number, params: URLSearchParams) {
  if (params.has('new')) return undefined;
  if (!params.has('rebornId')) return latestDraft(customerId);
  const named = rebornIdSchema.safeParse({ rebornId: params.get('rebornId') });
  return named.success ? ownDemand(customerId, named.data.rebornId).catch(() => undefined) : undefined;
}

/** A draft as the form holds it again: its fields (never the ID number or the IBAN), its photos, the IBAN masked. */
async function resumeOf(row: typeof rebornDemands.$inferSelect, t: TFunction): Promise<Resume> {
  const view = demandView(row, t);
  const photos = await draftPhotos(await db(), row.id);
  return {
    RebornId: row.id,
    IsOtpRequired: view.IsOtpRequired && row.otpVerifiedAt == null,
    values: {
      customer: {
        customerName: row.customer.name,
        customerSurname: row.customer.surname,
        customerEmail: row.customer.email,
        customerPhone: formatPhone(row.customer.phone),
        customerTckn: '',
        AddressId: String(row.customer.addressId),
        handover: row.customer.handover ?? 'send',
      },
      product: {
        categoryOptionId: String(row.categoryId),
        brand: row.brand,
        model: row.model,
        color: row.color,
        productCondition: row.condition,
        orderOrInvoiceNumber: row.orderOrInvoiceNumber,
        productHeight: tidyTypedNumber(row.heightCm),
        productWidth: tidyTypedNumber(row.widthCm),
        productUsageNote: row.usageNote,
        ImageIds: photos.map((p) => p.id),
        ...Object.fromEntries(Object.entries(row.attributes).map(([name, value]) => [`attr.${name}`, value])),
        ...Object.fromEntries(row.checkboxes.map((name) => [`check.${name}`, true])),
      },
      price: {
        productPrice: tidyTypedNumber(String(row.price / 100)),
        paymentType: row.paymentType,
        ibanNumber: '',
        recipientName: row.recipientName ?? '',
      },
    },
    photos,
    maskedIban: view.Iban,
  };
}

/**
 * What the application form starts from: the member's details and address book (each address saying
 * whether a courier collects from it, by the easy return's rule, and the cities they do), the categories,
 * payment settings, brands and conditions, and the member's draft when there is one to resume
 * (the one the page was opened for, else their newest: a member who left at the last step comes
 * back to it).
 */
export async function formSetup(customerId: number, params: URLSearchParams, t: TFunction): Promise<RebornSetup> {
  const [customer, addresses] = await Promise.all([customerById(customerId), returnAddresses(customerId)]);
  const data = initData(t);
  const resumeRow = await draftToResume(customerId, params);
  const resume = resumeRow?.status === DRAFT ? await resumeOf(resumeRow, t) : undefined;
  return {
    member: {
      customerName: customer?.firstName ?? '',
      customerSurname: customer?.lastName ?? '',
      customerEmail: customer?.email ?? '',
      customerPhone: formatPhone(customer?.cellPhone ?? ''),
    },
    addresses: addresses.map((a) => ({
      value: String(a.ID),
      text: `${a.AddressDescription} · ${a.DistrictName} / ${a.CityName}`,
      pickup: a.isSuitableReturnFromHome,
    })),
    pickupCities: homePickupLocations().map((city) => city.CityName),
    categories: categoriesIn(t),
    settings: storePaymentSettings().map((s) => ({ ...s, displayName: t(`reborn:payment.${s.DisplayName}`) })),
    conditions: data.Conditions,
    ...(resume && { resume }),
  };
}
