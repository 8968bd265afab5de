import { useTranslation } from 'react-i18next';
import { tidyTypedNumber } from '@lib/platform';
import { REBORN_PHOTOS_MAX } from '@lib/programmes/reborn/rules';
import { CheckboxField, Field, SelectField } from '../../platform/forms/Field';
import type { Form } from '../../platform/forms/useForm';
import { FileUpload, type Uploaded } from '../../orders/returns/FileUpload';
import type { Attributes, Category, Option } from '@lib/programmes/reborn/form';

interface Props {
  form: Form;
  categories: Category[];
  attributes?: Attributes;
  conditions: Option[];
  /** The photos uploaded so far (shown again when the step is come back to). */
  photos: Uploaded[];
  onPhotos: (photos: Uploaded[]) => void;
  onCategory: (id: string) => void;
  onBack: () => void;
  onNext: () => void;
}

/** Step 1: the category first (its questions follow), then the item, its size and its photos. */
export function ProductStep({ form, categories, attributes, conditions, photos, onPhotos, onCategory, onBack, onNext }: Props) {
  const { t } = useTranslation();
  const category = String(form.values.categoryOptionId ?? '');
  // A size as typed ("30.5" or "30,5") is shown back as the store writes numbers when the field is left.
  const tidy = tidyTypedNumber;
  return (
    <form className="account-form" noValidate onSubmit={form.handleSubmit(onNext)}>
      <SelectField
        form={form}
        name="categoryOptionId"
        label={t('reborn:form.category')}
        placeholder={t('reborn:form.chooseCategory')}
        options={categories.map((c) => ({ value: String(c.id), text: c.displayName }))}
        onPick={onCategory}
      />
      <p className="form-intro">{attributes?.description ?? t('reborn:form.categoryCleared')}</p>
      {category && attributes && (
        <>
          {attributes.attributes.map((a) => (
            <SelectField
              key={`${category}-${a.name}`}
              form={form}
              name={`attr.${a.name}`}
              label={a.label}
              options={a.options}
              placeholder={t('reborn:form.chooseOption')}
            />
          ))}
          <SelectField
            form={form}
            name="brand"
            options={attributes.brands.map((b) => ({ value: b, text: b }))}
            placeholder={t('reborn:form.chooseOption')}
          />
          <Field form={form} name="model" />
          <Field form={form} name="color" />
          <SelectField form={form} name="productCondition" options={conditions} placeholder={t('reborn:form.chooseOption')} />
          <Field form={form} name="orderOrInvoiceNumber" />
          <div className="form-row">
            {/* Examples under the fields, not in them: a grey value inside reads as one already typed. */}
            <Field form={form} name="productHeight" inputMode="decimal" hint={t('reborn:form.heightHint')} tidy={tidy} />
            <Field form={form} name="productWidth" inputMode="decimal" hint={t('reborn:form.widthHint')} tidy={tidy} />
          </div>
          <Field form={form} name="productUsageNote" />
          {attributes.checkboxes.map((c) => (
            <CheckboxField key={`${category}-${c.name}`} form={form} name={`check.${c.name}`}>
              {c.label}
            </CheckboxField>
          ))}
          <fieldset className="field">
            <legend>{t('reborn:form.photos')}</legend>
            <FileUpload
              key={category}
              kind="reborn"
              label={t('reborn:form.addPhoto')}
              max={REBORN_PHOTOS_MAX}
              accept="image/jpeg,image/png"
              thumbnails
              initial={photos}
              onChange={(ids, files) => {
                form.change('ImageIds', ids);
                onPhotos(files);
              }}
            />
            {form.error('ImageIds') && (
              <p className="field-error" role="alert">
                {form.error('ImageIds')}
              </p>
            )}
          </fieldset>
        </>
      )}
      <div className="reborn-actions">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          {t('reborn:form.back')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('reborn:form.next')}
        </button>
      </div>
    </form>
  );
}
