import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withIslandI18n } from '@lib/i18n/IslandI18n';
import { type SfClient, sfHeaders } from '@lib/sellerqa/client';
import { QUESTION_MAX, QUESTION_MIN, SF_API, STORE_ID } from '@lib/sellerqa/rules';
import { showToast } from '@lib/toast/store';
import { accountCall } from '../forms/api';
import type { IslandProps } from '../forms/namespaces';

interface Props extends IslandProps {
  productId: number;
  seller: string;
  orderNumber?: string;
  sf: SfClient;
}

/**
 * "Ask the seller": a modal <dialog> with a labelled question and its counter. The focus goes to the
 * question on opening and back to the button on closing; a visitor is sent to sign in first (the
 * call's 401), and comes back here.
 */
function AskSeller({ lang, productId, seller, orderNumber, sf }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => dialog.current?.close();
  const send = async () => {
    if (text.trim().length < QUESTION_MIN) return setError(t('validation:questionLength'));
    setBusy(true);
    const answer = await accountCall(lang, SF_API.create, {
      method: 'POST',
      body: { ProductId: productId, Text: text, OrderNumber: orderNumber, StoreId: STORE_ID },
      headers: sfHeaders(sf),
    });
    setBusy(false);
    if (!answer.Success) {
      setError(answer.Exception?.FieldErrors?.Text);
      return showToast({ kind: 'error', title: t('sellerqa:ask.sendError'), message: answer.Message ?? undefined });
    }
    setText('');
    close();
    showToast({ kind: 'success', message: t('sellerqa:ask.sent') });
  };
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={() => dialog.current?.showModal()}>
        {t('sellerqa:ask.button')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={`${id}-title`}>
        <form
          method="dialog"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <div className="dialog-header">
            <h2 className="dialog-title" id={`${id}-title`}>
              {t('sellerqa:ask.title', { seller })}
            </h2>
          </div>
          <div className="dialog-body field">
            <label htmlFor={`${id}-text`}>{t('sellerqa:ask.label')}</label>
            <textarea
              id={`${id}-text`}
              className="input"
              rows={5}
              maxLength={QUESTION_MAX}
              value={text}
              aria-invalid={error ? 'true' : 'false'}
              aria-describedby={`${id}-hint ${id}-error`}
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
            />
            <small className="field-hint" id={`${id}-hint`}>
              {t('sellerqa:ask.hint', { count: text.length })}
            </small>
            <p className="field-error" id={`${id}-error`} aria-live="polite">
              {error ?? ''}
            </p>
          </div>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={close}>
              {t('sellerqa:ask.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" aria-busy={busy} disabled={busy}>
              {t('sellerqa:ask.send')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}

export default withIslandI18n(AskSeller);
