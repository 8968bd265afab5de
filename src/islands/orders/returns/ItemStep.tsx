import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@lib/platform';
import { PRODUCT_CONDITIONS, type ReturnableItem } from '@lib/orders/returns/reasons';
import type { PhotoRules } from '@lib/orders/returns/uploads';
import { FileUpload } from './FileUpload';
import { type Choice, choiceProblem, type Reason, withReason } from './model';

interface Props {
  orderId: number;
  /** The return photo settings: how many, how large, which types. */
  photos: PhotoRules;
  item: ReturnableItem;
  choice: Choice;
  reasons: readonly Reason[];
  showProblems: boolean;
  /** Whether this promotion item is chosen through its main item (it cannot go alone). */
  lockedBy: boolean;
  onChange: (choice: Choice) => void;
}

/** One returnable item: the tick, its reason, and what the reason asks for. */
export function ItemChoice({ orderId, photos, item, choice, reasons, showProblems, lockedBy, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const reason = reasons.find((r) => r.ReasonId === choice.reasonId);
  const problem = showProblems && choice.selected && !item.MainOrderItemId ? choiceProblem(item, choice, reasons) : null;
  return (
    <li className={`er-item${choice.selected ? ' is-selected' : ''}`}>
      <div className="field field-checkbox er-item-head">
        <input
          id={`${id}-pick`}
          type="checkbox"
          checked={choice.selected}
          disabled={item.MainOrderItemId != null}
          onChange={(e) => onChange({ ...choice, selected: e.target.checked })}
        />
        <label htmlFor={`${id}-pick`}>
          <span className="er-brand" lang="en">
            {item.Brand}
          </span>
          <span className="er-name">{item.Name}</span>
          <span className="er-meta">
            {t('returns:items.meta', { colour: item.Colour, size: item.Size, quantity: item.Quantity })} · {formatPrice(item.Price)}
          </span>
        </label>
      </div>
      {item.MainOrderItemId != null && (
        <p className="er-hint">{t(lockedBy ? 'returns:items.promotionWith' : 'returns:items.promotionOnly')}</p>
      )}
      {choice.selected && item.MainOrderItemId == null && (
        <div className="er-item-body">
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('returns:items.reason')}</label>
            <select
              className="select"
              id={`${id}-reason`}
              value={choice.reasonId ?? ''}
              onChange={(e) => onChange(withReason(choice, e.target.value ? Number(e.target.value) : null))}
            >
              <option value="">{t('returns:items.reasonPlaceholder')}</option>
              {reasons.map((r) => (
                <option key={r.ReasonId} value={r.ReasonId}>
                  {r.Text}
                </option>
              ))}
            </select>
          </div>
          {reason?.NeedsExplanation && (
            <div className="field">
              <label htmlFor={`${id}-note`}>{t('returns:items.note')}</label>
              <textarea
                className="input"
                id={`${id}-note`}
                maxLength={500}
                rows={3}
                value={choice.description}
                onChange={(e) => onChange({ ...choice, description: e.target.value })}
              />
            </div>
          )}
          {reason?.NeedsPhotos && (
            <FileUpload
              key={choice.round}
              orderId={orderId}
              kind="photo"
              label={t('returns:items.addPhotos')}
              max={photos.max}
              maxBytes={photos.maxBytes}
              accept={photos.types.join(',')}
              onChange={(photoIds) => onChange({ ...choice, photoIds })}
            />
          )}
          {item.IsSecondHand && (
            <div className="field">
              <label htmlFor={`${id}-condition`}>{t('returns:items.condition')}</label>
              <select
                className="select"
                id={`${id}-condition`}
                value={choice.condition}
                onChange={(e) => onChange({ ...choice, condition: e.target.value })}
              >
                <option value="">{t('returns:items.reasonPlaceholder')}</option>
                {PRODUCT_CONDITIONS.map((c) => (
                  <option key={c} value={c}>
                    {t(`returns:conditions.${c}`)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {problem && (
            <p className="field-error" role="alert">
              {t(problem)}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
