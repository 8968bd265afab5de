import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EDITOR_API, type ImageView } from '@lib/catalogue/content/api';
import { contentImageUrl, IMAGE_MAX_BYTES, IMAGE_MAX_MB, IMAGE_NAME_HEADER, imageWidths } from '@lib/catalogue/content/images/rules';
import { call } from '@lib/platform';
import styles from './ImageField.module.css';

// A form field for an uploaded picture (a campaign banner, a home tile): upload a file, or pick an
// earlier upload, see it, remove it. The value is the image's id; the server checks every file.

interface Props {
  value: string | undefined;
  onChange(id: string | undefined): void;
  label: string;
  help?: string;
  error?: string;
}

/** The types the server recognises (by their bytes): what the file dialog offers. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

/** The smallest kept size of an image, for a thumbnail. */
const thumbnail = (image: ImageView) => contentImageUrl(image.id, imageWidths(image.width)[0]!, 'webp');

/** The uploads, newest first; none when the list cannot be read (the picker says nothing is uploaded). */
async function listUploads(): Promise<ImageView[]> {
  const answer = await call<ImageView[]>(EDITOR_API.images, { silent: true }).catch(() => undefined);
  return answer?.Success ? answer.Result! : [];
}

type Status = { kind: 'idle' } | { kind: 'uploading'; name: string } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/** The editor's image field: file input with a visible label, progress and errors, preview, a picker of earlier uploads, remove. */
export function ImageField({ value, onChange, label, help, error }: Props) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [images, setImages] = useState<ImageView[] | undefined>(undefined);
  const [picking, setPicking] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const load = () => void listUploads().then(setImages);
  // The chosen image's name and size come from the list of uploads.
  useEffect(() => {
    if (!value || images !== undefined) return;
    let gone = false;
    void listUploads().then((list) => gone || setImages(list));
    return () => {
      gone = true;
    };
  }, [value, images]);
  const chosen = images?.find((image) => image.id === value);

  const refusal = (code: unknown, message: string | null | undefined) =>
    code === 'CONTENT_IMAGE_INVALID'
      ? t('errors.imageInvalid')
      : code === 'CONTENT_IMAGE_TOO_LARGE'
        ? t('errors.imageTooLarge', { max: IMAGE_MAX_MB })
        : message || t('image.failed');

  const upload = async (file: File | undefined) => {
    if (!file) return;
    // The server refuses it too; checked here, a large file is not sent for nothing.
    if (file.size > IMAGE_MAX_BYTES) return setStatus({ kind: 'failed', text: t('errors.imageTooLarge', { max: IMAGE_MAX_MB }) });
    setStatus({ kind: 'uploading', name: file.name });
    const answer = await call<ImageView>(EDITOR_API.images, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/octet-stream', [IMAGE_NAME_HEADER]: encodeURIComponent(file.name) },
      silent: true,
    }).catch(() => undefined);
    if (!answer?.Success) return setStatus({ kind: 'failed', text: refusal(answer?.Exception?.ErrorCode, answer?.Message) });
    const image = answer.Result!;
    // The whole list, not only this upload: the picker shows every earlier one too.
    const list = await listUploads();
    setImages([image, ...list.filter((i) => i.id !== image.id)]);
    setStatus({ kind: 'done', text: t('image.uploaded', { name: image.name }) });
    onChange(image.id);
  };

  const choose = (image: ImageView) => {
    onChange(image.id);
    setPicking(false);
    setStatus({ kind: 'done', text: t('image.chosen', { name: image.name }) });
  };

  const togglePicker = () => {
    if (!picking && images === undefined) load();
    setPicking(!picking);
  };

  const describedBy = [help && `${id}-help`, error && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.field} aria-describedby={describedBy}>
      <legend className={styles.legend}>{label}</legend>
      {help && (
        <p id={`${id}-help`} className="field-hint">
          {help}
        </p>
      )}
      {value && (
        <figure className={styles.preview}>
          {chosen ? (
            <img src={thumbnail(chosen)} alt="" width={chosen.width} height={chosen.height} />
          ) : (
            <span className={styles.placeholder} />
          )}
          <figcaption>
            {chosen ? (
              <>
                <span className={styles.name}>{chosen.name}</span>{' '}
                <span className={styles.size}>{t('image.size', { width: chosen.width, height: chosen.height })}</span>
              </>
            ) : (
              t('image.chosenUnknown')
            )}
          </figcaption>
        </figure>
      )}
      <div className={styles.actions}>
        <label htmlFor={`${id}-file`} className="btn btn-secondary" aria-disabled={status.kind === 'uploading'}>
          {value ? t('image.replace') : t('image.upload')}
        </label>
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept={ACCEPT}
          disabled={status.kind === 'uploading'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button type="button" className="btn btn-text" aria-expanded={picking} aria-controls={`${id}-picker`} onClick={togglePicker}>
          {t('image.pick')}
        </button>
        {value && (
          <button
            type="button"
            className="btn btn-text"
            onClick={() => {
              onChange(undefined);
              setStatus({ kind: 'done', text: t('image.removed') });
            }}
          >
            {t('image.remove')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t('image.hint', { max: IMAGE_MAX_MB })}
      </p>
      <div role="status" className={styles.status}>
        {status.kind === 'uploading' && (
          <>
            <progress aria-label={t('image.uploading', { name: status.name })} />
            <span>{t('image.uploading', { name: status.name })}</span>
          </>
        )}
        {status.kind === 'done' && status.text}
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="field-error">
          {status.text}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error">
          {error}
        </p>
      )}
      <div id={`${id}-picker`} hidden={!picking} className={styles.picker}>
        <p className={styles.pickerTitle}>{t('image.uploads')}</p>
        {images === undefined ? (
          <p>{t('image.loading')}</p>
        ) : images.length === 0 ? (
          <p>{t('image.none')}</p>
        ) : (
          <ul className={styles.grid}>
            {images.map((image) => (
              <li key={image.id}>
                <button type="button" className={styles.choice} aria-pressed={image.id === value} onClick={() => choose(image)}>
                  <img src={thumbnail(image)} alt="" width={image.width} height={image.height} loading="lazy" />
                  <span className={styles.name}>{image.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </fieldset>
  );
}
