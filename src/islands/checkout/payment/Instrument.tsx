import { type ReactNode, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSplit, TenderKind } from '@lib/checkout/payments/tenders';
import { closedReason } from './tenders';
import { useKeepFocus } from '../../platform/forms/useKeepFocus';

/** An instrument's tab or panel: its (lazily loaded) content, or why it is closed for this bag. */
export function Instrument({ kind, split, children }: { kind: TenderKind; split: PaymentSplit; children: ReactNode }) {
  const { t } = useTranslation();
  const applied = split.Tenders.some((tender) => tender.Kind === kind);
  const reason = applied ? null : closedReason(kind, split);
  if (reason) return <p className="pay-note">{t(reason)}</p>;
  return <Later>{children}</Later>;
}

/** A lazily loaded tab's content, with a quiet line while its script arrives; its views keep the keyboard's focus. */
export function Later({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  useKeepFocus(region);
  return (
    <div ref={region} className="pay-later">
      <Suspense fallback={<p className="pay-note">{t('pay:tenders.loading')}</p>}>{children}</Suspense>
    </div>
  );
}

/** A panel under the tabs (loyalty points, coins): closed, and drawn (its script loaded) only once opened. */
export function Panel({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLDetailsElement>(null);
  useKeepFocus(region);
  return (
    <details ref={region} className="accordion pay-panel" onToggle={(event) => setOpen(event.currentTarget.open)}>
      {/* One box for the title: the summary spreads its children apart, and a title in parts ("Coins" marked English) came apart. */}
      <summary>
        <span>{title}</span>
      </summary>
      {open && children}
    </details>
  );
}
