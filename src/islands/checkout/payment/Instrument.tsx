import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSplit, TenderKind } from '@lib/payments/tenders';
import { closedReason } from './tenders';

/** An instrument's tab or panel: its (lazily loaded) content, or why it is closed for this bag. */
export function Instrument({ kind, split, children }: { kind: TenderKind; split: PaymentSplit; children: ReactNode }) {
  const { t } = useTranslation();
  const applied = split.Tenders.some((tender) => tender.Kind === kind);
  const reason = applied ? null : closedReason(kind, split);
  if (reason) return <p className="pay-note">{t(reason)}</p>;
  return <Later>{children}</Later>;
}

/** A lazily loaded tab's content, with a quiet line while its script arrives. */
export function Later({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<p className="pay-note">{t('pay:tenders.loading')}</p>}>{children}</Suspense>;
}
