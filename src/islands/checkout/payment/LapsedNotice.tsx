import { useTranslation } from 'react-i18next';
import type { TenderKind } from '@lib/checkout/payments/tenders';

/**
 * The instruments the bag's change removed (the split's Lapsed): named, so the shopper applies them
 * again rather than paying without them unawares; nothing when none lapsed.
 */
export function LapsedNotice({ kinds }: { kinds: readonly TenderKind[] }) {
  const { t } = useTranslation();
  if (kinds.length === 0) return null;
  const names = kinds.map((kind) => t(`pay:tenders.${kind}`)).join(', ');
  return (
    <p className="pay-lapsed" role="status">
      {t('pay:tenders.lapsed', { names })}
    </p>
  );
}
