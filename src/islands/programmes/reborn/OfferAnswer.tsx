import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withIslandI18n, showErrorToast } from '@lib/platform';
import { REBORN_API } from '@lib/programmes/reborn/schema';
import { accountCall } from '../../platform/forms/api';
import { ConfirmDialog } from '../../platform/forms/ConfirmDialog';
import type { IslandProps } from '../../platform/forms/namespaces';

/** The member's answer to the store's offer: accept or decline, each confirmed first. */
function OfferAnswer({ lang, rebornId, amount }: IslandProps & { rebornId: number; amount: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<'accept' | 'reject'>();
  const answer = async (accept: boolean) => {
    setAsking(undefined);
    const result = await accountCall(lang, REBORN_API.offer, { method: 'POST', body: { RebornId: rebornId, Accept: accept } });
    if (result.Success) window.location.reload();
    else showErrorToast(result.Message ?? undefined);
  };
  return (
    <div className="reborn-actions">
      <button type="button" className="btn btn-primary" onClick={() => setAsking('accept')}>
        {t('reborn:detail.accept')}
      </button>
      <button type="button" className="btn btn-secondary" onClick={() => setAsking('reject')}>
        {t('reborn:detail.reject')}
      </button>
      <ConfirmDialog
        open={asking !== undefined}
        title={t(asking === 'reject' ? 'reborn:detail.reject' : 'reborn:detail.accept')}
        text={asking === 'reject' ? t('reborn:detail.rejectConfirm') : t('reborn:detail.acceptConfirm', { amount })}
        confirmLabel={t(asking === 'reject' ? 'reborn:detail.reject' : 'reborn:detail.accept')}
        cancelLabel={t('reborn:form.back')}
        danger={asking === 'reject'}
        onConfirm={() => void answer(asking === 'accept')}
        onClose={() => setAsking(undefined)}
      />
    </div>
  );
}

export default withIslandI18n(OfferAnswer);
