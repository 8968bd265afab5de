import type { TFunction } from 'i18next';
import { formatPrice, type Lang } from '@lib/platform';
import type { Session } from '@lib/platform/index.server';
import { ownDemand } from './demands.server';
import { shareText } from './rules';
import { demandView } from './views.server';

// The Reborn agreements: the resale user agreement every application accepts at its last step (with
// that application's details when it is shown for one), and the consignor agreement behind it.

type AgreementType = 'resale' | 'consignor';

/** An agreement's text in the shopper's language. */
export function agreementText(type: AgreementType, t: TFunction): string {
  return t(`reborn:agreement.${type}`);
}

/** GET application agreement: the resale user agreement filled in with one of the member's applications. */
export async function applicationAgreement(customerId: number, id: number, t: TFunction, lang: Lang): Promise<string> {
  const view = demandView(await ownDemand(customerId, id), t);
  const details = t('reborn:agreement.details', {
    id: view.Reference,
    item: `${view.Brand} ${view.Model}`,
    price: formatPrice(view.Price),
    payment: view.PaymentText,
    share: shareText(view.Ratio, lang),
  });
  return `${details}\n\n${agreementText('resale', t)}`;
}

/** GET popup agreements: which agreements the Reborn pages offer in a modal. */
export function popupAgreements(t: TFunction) {
  return (['resale', 'consignor'] as const).map((type) => ({ Type: type, Title: t(`reborn:agreement.${type}Title`) }));
}

/** GET customer permission (Reborn): a signed-in member may apply and see their applications. */
export function rebornPermission(session: Session | undefined) {
  const member = session?.customerId != null;
  return { CanApply: member, CanSeeApplications: member };
}
