import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withIslandI18n } from '@lib/platform';
import { REBORN_API } from '@lib/programmes/reborn/schema';
import { accountCall } from '../../platform/forms/api';
import type { IslandProps } from '../../platform/forms/namespaces';
import { TextDialog } from './TextDialog';

/** "Read the agreement" of one application: its resale user agreement in a modal, fetched when asked for. */
function AgreementLink({ lang, rebornId }: IslandProps & { rebornId: number }) {
  const { t } = useTranslation();
  const [text, setText] = useState<string>();
  const open = async () => {
    const answer = await accountCall<{ agreement: string }>(lang, REBORN_API.agreement, { query: { rebornId } });
    if (answer.Success && answer.Result) setText(answer.Result.agreement);
  };
  return (
    <>
      <p>
        <button type="button" className="btn btn-text" onClick={() => void open()}>
          {t('reborn:detail.agreement')}
        </button>
      </p>
      <TextDialog
        open={text !== undefined}
        title={t('reborn:agreement.resaleTitle')}
        text={text ?? ''}
        closeLabel={t('reborn:form.close')}
        onClose={() => setText(undefined)}
      />
    </>
  );
}

export default withIslandI18n(AgreementLink);
