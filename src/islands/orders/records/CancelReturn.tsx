import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withIslandI18n } from '@lib/platform';
import type { IslandProps } from '../../platform/forms/namespaces';
import { accountCall } from '../../platform/forms/api';
import { ConfirmDialog } from '../../platform/forms/ConfirmDialog';

interface Props extends Pick<IslandProps, 'lang'> {
  orderId: number;
  trackingNumber: string;
  cargoCompanyCode: string;
}

/** "Cancel return": asks first, then withdraws the return and shows the order again. */
function CancelReturn({ lang, orderId, trackingNumber, cargoCompanyCode }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setOpen(false);
    const answer = await accountCall(lang, '/order-web-bff/api/v1/easy-returns/cancel', {
      method: 'POST',
      body: { orderId, trackingNumber, cargoCompanyCode },
    });
    if (answer.Success) window.location.reload();
    else setError(answer.Message ?? t('errors:generic.message'));
  };
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        {t('orders:detail.cancelReturn')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={open}
        title={t('orders:detail.cancelReturnTitle')}
        text={t('orders:detail.cancelReturnText')}
        confirmLabel={t('orders:detail.cancelReturnConfirm')}
        cancelLabel={t('orders:detail.keepReturn')}
        danger
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export default withIslandI18n(CancelReturn);
