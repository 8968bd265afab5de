import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COINS_API, type CoinsState } from '@lib/checkout/payments/coins/api';
import { PanelField, PanelMessage, usePanelCall } from '../onecard/panel-kit';
import { BusyButton } from '../../../platform/forms/BusyButton';

/** Links the coins app by the code it shows, or reconnects it when its token has expired. */
export function CoinsLink({ expired, onLinked }: { expired: boolean; onLinked: (state: CoinsState) => void }) {
  const { t } = useTranslation();
  const { busy, message, run } = usePanelCall();
  const [token, setToken] = useState('');

  async function submit() {
    const answer = await run<CoinsState>(COINS_API.updateInfo, { method: 'POST', body: { AppToken: token.trim().toUpperCase() } });
    if (answer?.Success && answer.Result) onLinked(answer.Result);
  }

  return (
    <div className="tender-form">
      <p>{expired ? t('coins:panel.reconnect') : t('coins:panel.intro')}</p>
      <div className="tender-row">
        <PanelField
          label={t('coins:panel.appToken')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={45}
          value={token}
          onChange={(event) => setToken(event.target.value)}
          onEnter={() => token.trim() && void submit()}
        />
        <BusyButton className="btn btn-primary" busy={busy} disabled={!token.trim()} onClick={() => void submit()}>
          {expired ? t('coins:panel.connect') : t('coins:panel.link')}
        </BusyButton>
      </div>
      <PanelMessage message={message} />
    </div>
  );
}
