import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellableItem, CancelResult } from '@lib/orders/item-cancels/schema';
import type { RefundPreview as Preview } from '@lib/orders/refunds/schema';
import type { CancelReason } from '@lib/orders/item-cancels/reasons';
import { withIslandI18n, localizedPath, formatPrice } from '@lib/platform';
import type { IslandProps } from '../../platform/forms/namespaces';
import { accountCall } from '../../platform/forms/api';
import '../../../styles/easy-cancel.css';
import { BusyButton } from '../../platform/forms/BusyButton';
import { RefundPreview } from './RefundPreview';

interface Props extends Pick<IslandProps, 'lang'> {
  orderId: number;
  items: CancellableItem[];
  reasons: (CancelReason & { Text: string })[];
}

interface Choice {
  reasonId: number;
  description: string;
}

/**
 * Easy cancel: choose items and a reason for each, review what comes back to each instrument (the
 * server's preview, worked out as the cancel does it), then cancel. Every item shows its reason
 * picker, and choosing a reason chooses the item, so a shopper who picks a reason and continues is
 * not stopped by an item left unticked.
 */
function EasyCancel({ lang, orderId, items, reasons }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<Record<number, Choice>>(() =>
    items.length === 1 && items[0] ? { [items[0].OrderItemID]: { reasonId: 0, description: '' } } : {},
  );
  const [step, setStep] = useState<'choose' | 'review'>('choose');
  const [preview, setPreview] = useState<Preview>();
  const [error, setError] = useState<string>();
  // Set by a Continue that found a chosen item without a reason: those pickers are marked invalid.
  const [reasonMissing, setReasonMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => crypto.randomUUID());
  const active = reasons.filter((reason) => reason.IsActive);
  // A promotion product goes with its main product: choosing the main one takes it along.
  const taken = useMemo(
    () => items.filter((item) => chosen[item.OrderItemID] || (item.MainItemID != null && chosen[item.MainItemID])),
    [items, chosen],
  );

  const toggle = (item: CancellableItem, on: boolean) => {
    const next = { ...chosen };
    if (on) next[item.OrderItemID] = { reasonId: 0, description: '' };
    else delete next[item.OrderItemID];
    setChosen(next);
  };
  const pickReason = (itemId: number, reasonId: number) => {
    if (reasonId === 0 && !chosen[itemId]) return;
    setChoice(itemId, { reasonId, description: '' });
  };
  const setChoice = (itemId: number, choice: Partial<Choice>) => {
    const current = chosen[itemId] ?? { reasonId: 0, description: '' };
    setChosen({ ...chosen, [itemId]: { ...current, ...choice } });
  };
  const reasonOf = (choice: Choice) => active.find((reason) => reason.Id === choice.reasonId);

  const review = async (event: React.SubmitEvent) => {
    event.preventDefault();
    const entries = Object.values(chosen);
    const unexplained = entries.some((choice) => !reasonOf(choice));
    setReasonMissing(unexplained);
    if (entries.length === 0) return setError(t('cancel:errors.noItem'));
    if (unexplained) return setError(t('cancel:errors.noReason'));
    if (entries.some((choice) => reasonOf(choice)?.NeedsDescription && choice.description.trim() === ''))
      return setError(t('cancel:errors.descriptionRequired'));
    setError(undefined);
    setBusy(true);
    const answer = await accountCall<Preview>(lang, '/order-web-bff/api/v1/easy-cancel/refund-preview', {
      method: 'POST',
      body: { OrderId: orderId, OrderItemIds: Object.keys(chosen).map(Number) },
    });
    setBusy(false);
    if (!answer.Success || !answer.Result) return setError(answer.Message ?? t('errors:generic.message'));
    setPreview(answer.Result);
    setStep('review');
  };

  const submit = async () => {
    setBusy(true);
    const answer = await accountCall<CancelResult>(lang, '/order-web-bff/api/v1/easy-cancel', {
      method: 'POST',
      body: {
        OrderId: orderId,
        IdempotencyKey: key,
        Items: Object.entries(chosen).map(([itemId, choice]) => ({
          OrderItemID: Number(itemId),
          ReasonId: choice.reasonId,
          Description: choice.description,
        })),
      },
    });
    if (answer.Success && answer.Result) {
      window.location.assign(localizedPath(`/customer/easycancel/successful/${answer.Result.RequestId}`, lang));
      return;
    }
    setBusy(false);
    setStep('choose');
    setError(answer.Message ?? t('errors:generic.message'));
  };

  if (step === 'review' && preview) {
    return (
      <section className="cancel-review" aria-labelledby={`${id}-review`}>
        <h2 id={`${id}-review`} className="heading-4">
          {t('cancel:review.title')}
        </h2>
        <ul className="cancel-items">
          {taken.map((item) => (
            <li key={item.OrderItemID} className="cancel-item">
              <span>
                <strong>{item.Brand}</strong> {item.DisplayName} · {item.Size}
                <br />
                <small>{chosen[item.OrderItemID] ? reasonOf(chosen[item.OrderItemID] as Choice)?.Text : t('cancel:review.withMain')}</small>
              </span>
              <LineRefund amount={item.PaidAmount} />
            </li>
          ))}
        </ul>
        <RefundPreview preview={preview} />
        <div className="cancel-actions">
          <BusyButton className="btn btn-secondary" onClick={() => setStep('choose')} busy={busy}>
            {t('cancel:review.back')}
          </BusyButton>
          <BusyButton className="btn btn-primary" onClick={submit} busy={busy}>
            {t('cancel:review.confirm', { count: preview.ItemCount })}
          </BusyButton>
        </div>
      </section>
    );
  }

  return (
    <form className="cancel-form" onSubmit={review} noValidate>
      <fieldset>
        <legend className="heading-4">{t('cancel:choose.legend')}</legend>
        <ul className="cancel-items">
          {items.map((item) => {
            const choice = chosen[item.OrderItemID];
            const withMain = item.MainItemID != null && chosen[item.MainItemID] !== undefined;
            const reason = choice && reasonOf(choice);
            const missing = reasonMissing && choice !== undefined && !reason;
            return (
              <li key={item.OrderItemID} className="cancel-item">
                <div className="field-checkbox check">
                  <input
                    id={`${id}-${item.OrderItemID}`}
                    type="checkbox"
                    checked={choice !== undefined || withMain}
                    disabled={item.IsPromotion && item.MainItemID != null}
                    onChange={(e) => toggle(item, e.target.checked)}
                  />
                  <label htmlFor={`${id}-${item.OrderItemID}`}>
                    <strong>{item.Brand}</strong> {item.DisplayName}
                    <span className="muted">
                      {' '}
                      · {item.Colour} · {item.Size} · {t('cancel:choose.quantity', { count: item.Quantity })}
                    </span>
                    {item.IsPromotion && <span className="muted"> · {t('cancel:choose.promotion')}</span>}
                  </label>
                  <LineRefund amount={item.PaidAmount} />
                </div>
                {!withMain && (
                  <div className="cancel-reason field">
                    <label htmlFor={`${id}-${item.OrderItemID}-reason`}>
                      {t('cancel:choose.reason')}
                      <span className="visually-hidden">
                        {' '}
                        ({item.Brand} {item.DisplayName})
                      </span>
                    </label>
                    <select
                      id={`${id}-${item.OrderItemID}-reason`}
                      className="select"
                      value={choice?.reasonId ?? 0}
                      aria-invalid={missing || undefined}
                      onChange={(e) => pickReason(item.OrderItemID, Number(e.target.value))}
                    >
                      <option value={0}>{t('cancel:choose.reasonPlaceholder')}</option>
                      {active.map((r) => (
                        <option key={r.Id} value={r.Id}>
                          {r.Text}
                        </option>
                      ))}
                    </select>
                    {choice && reason?.NeedsDescription && (
                      <>
                        <label htmlFor={`${id}-${item.OrderItemID}-text`}>{t('cancel:choose.description')}</label>
                        <textarea
                          id={`${id}-${item.OrderItemID}-text`}
                          className="input"
                          maxLength={500}
                          rows={3}
                          value={choice.description}
                          onChange={(e) => setChoice(item.OrderItemID, { description: e.target.value })}
                        />
                      </>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <BusyButton type="submit" className="btn btn-primary" busy={busy}>
        {t('cancel:choose.continue')}
      </BusyButton>
    </form>
  );
}

/** A line's amount, named for what it is: what comes back for it. */
function LineRefund({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <span className="cancel-line-refund">
      <small className="muted">{t('cancel:choose.refundAmount')}</small>
      <span className="price">{formatPrice(amount)}</span>
    </span>
  );
}

export default withIslandI18n(EasyCancel);
