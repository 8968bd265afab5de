import type { TFunction } from 'i18next';
import { customerById, listAddresses } from '@lib/account/index.server';
import { DomainError, formatPrice, formatPhone } from '@lib/platform';
import type { RebornSetup } from './form';
import { storePaymentSettings } from './settings.server';
import { latestDraft, listDemands, ownDemand } from './demands.server';
import { APPLICATIONS_PAGE_SIZE, DRAFT } from './rules';
import { applicationsQuerySchema, rebornIdSchema } from './schema';
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

/**
 * What the application form starts from: the member's details and address book, the categories,
 * payment settings, brands and conditions, and the member's draft when there is one to resume
 * (the one the page was opened for, else their newest: a member who left at the last step comes
 * back to it).
 */
export async function formSetup(customerId: number, params: URLSearchParams, t: TFunction): Promise<RebornSetup> {
  const [customer, addresses] = await Promise.all([customerById(customerId), listAddresses(customerId)]);
  const data = initData(t);
  const resumeRow = await draftToResume(customerId, params);
  const resume = resumeRow?.status === DRAFT ? demandView(resumeRow, t) : undefined;
  return {
    member: {
      customerName: customer?.firstName ?? '',
      customerSurname: customer?.lastName ?? '',
      customerEmail: customer?.email ?? '',
      customerPhone: formatPhone(customer?.cellPhone ?? ''),
    },
    addresses: addresses.map((a) => ({ value: String(a.ID), text: `${a.AddressDescription} · ${a.DistrictName} / ${a.CityName}` })),
    categories: categoriesIn(t),
    settings: storePaymentSettings().map((s) => ({ ...s, displayName: t(`reborn:payment.${s.DisplayName}`) })),
    conditions: data.Conditions,
    ...(resume && {
      resume: {
        RebornId: resume.RebornId,
        IsOtpRequired: resume.IsOtpRequired && resumeRow?.otpVerifiedAt == null,
        Summary: [
          { label: t('reborn:detail.item'), value: `${resume.Category} · ${resume.Brand} ${resume.Model}` },
          { label: t('reborn:detail.price'), value: formatPrice(resume.Price) },
          { label: t('reborn:detail.payment'), value: resume.PaymentText },
        ],
      },
    }),
  };
}
