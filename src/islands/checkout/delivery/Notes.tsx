import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '@lib/checkout/steps/api';

/** The three notes of the order. */
export interface NotesValue {
  GiftNote: string;
  AddressDescription: string;
  OrderNote: string;
}

function Note({ name, value, onChange }: { name: keyof NotesValue; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const left = NOTE_MAX - value.length;
  return (
    <div className="field delivery-notes-field">
      <label className="field-label" htmlFor={id}>
        {t(`checkout:notes.${name}`)}
      </label>
      <textarea
        id={id}
        className="input"
        rows={3}
        maxLength={NOTE_MAX}
        value={value}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="delivery-counter" id={`${id}-count`} aria-live="polite">
        {t('checkout:notes.left', { count: left })}
      </p>
    </div>
  );
}

/** Gift note (only when a piece is a gift), shipment note (not when collecting) and order note, each with its characters left. */
export function Notes({
  value,
  gift,
  pickup,
  onChange,
}: {
  value: NotesValue;
  gift: boolean;
  /** Collected in store: no courier, so no note for one. */
  pickup: boolean;
  onChange: (next: Partial<NotesValue>) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="delivery-section" aria-labelledby="delivery-notes">
      <h2 className="delivery-heading" id="delivery-notes">
        {t('checkout:notes.title')}
      </h2>
      {gift && <Note name="GiftNote" value={value.GiftNote} onChange={(GiftNote) => onChange({ GiftNote })} />}
      {!pickup && (
        <Note
          name="AddressDescription"
          value={value.AddressDescription}
          onChange={(AddressDescription) => onChange({ AddressDescription })}
        />
      )}
      <Note name="OrderNote" value={value.OrderNote} onChange={(OrderNote) => onChange({ OrderNote })} />
    </section>
  );
}
