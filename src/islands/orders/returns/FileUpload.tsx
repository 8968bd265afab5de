import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PendingUpload, sendUpload, startUpload } from '@lib/orders/returns/upload-client';
import { type PhotoType, photoTypeName, type UploadKind } from '@lib/orders/returns/uploads';
import { type PhotoSource, Thumbnail } from './Thumbnail';

/** One file on its way: name, progress, and the upload id once the server has checked it. */
interface Sending {
  key: string;
  name: string;
  share: number;
  pending?: PendingUpload;
  error?: string;
  done?: string;
  file?: Blob;
  still?: string;
  src?: string;
}

/** An uploaded file: its upload id, and what shows it (PhotoSource). */
export interface Uploaded extends PhotoSource {
  id: string;
}

const uploaded = (list: Sending[]): Uploaded[] =>
  list.flatMap((f) =>
    f.done
      ? [{ id: f.done, name: f.name, ...(f.file && { file: f.file }), ...(f.still && { still: f.still }), ...(f.src && { src: f.src }) }]
      : [],
  );

interface Props {
  /** The return's order; none for a Reborn photo. */
  orderId?: number;
  kind: UploadKind;
  label: string;
  max: number;
  accept: string;
  /** A cap the form applies before sending (the server checks it again); shown in the hint. */
  maxBytes?: number;
  /** Each photo shown as a thumbnail (a Reborn application's), the bar only while it uploads. */
  thumbnails?: boolean;
  /** Files uploaded before this list was shown (a step left and come back to, a reload). */
  initial?: Uploaded[];
  /** The checked upload ids, in order, and those files. */
  onChange: (ids: string[], files: Uploaded[]) => void;
}

/** Picks files and uploads each in chunks with a progress bar, a retry that resumes, and removal. */
export function FileUpload({ orderId, kind, label, max, accept, maxBytes, thumbnails = false, initial = [], onChange }: Props) {
  const { t, i18n } = useTranslation();
  const megabytes = maxBytes ? Math.round(maxBytes / (1024 * 1024)) : undefined;
  const types = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
    accept.split(',').map((type) => (type.startsWith('image/') ? photoTypeName(type as PhotoType) : 'PDF')),
  );
  const id = useId();
  const [files, setFiles] = useState<Sending[]>(() => initial.map((f) => ({ ...f, key: f.id, share: 1, done: f.id })));
  const update = (key: string, change: Partial<Sending>) =>
    setFiles((list) => {
      const next = list.map((f) => (f.key === key ? { ...f, ...change } : f));
      onChange(
        next.flatMap((f) => (f.done ? [f.done] : [])),
        uploaded(next),
      );
      return next;
    });
  const send = async (entry: Sending) => {
    update(entry.key, { error: undefined });
    const message = await sendUpload(entry.pending!, (share) => update(entry.key, { share }));
    if (message === null) update(entry.key, { share: 1, done: entry.pending!.id });
    else update(entry.key, { error: message || t('returns:upload.failed') });
  };
  const pick = async (list: FileList | null) => {
    for (const file of Array.from(list ?? []).slice(0, max - files.length)) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const entry: Sending = { key, name: file.name, share: 0, ...(thumbnails && { file }) };
      if (maxBytes && file.size > maxBytes) {
        setFiles((current) => [...current, { ...entry, error: t('returns:upload.tooLarge', { size: megabytes }) }]);
        continue;
      }
      setFiles((current) => [...current, entry]);
      const started = await startUpload(orderId, kind, file);
      if ('error' in started) update(key, { error: started.error || t('returns:upload.failed') });
      else void send({ ...entry, pending: started });
      if ('id' in started) update(key, { pending: started });
    }
  };
  const remove = (key: string) =>
    setFiles((list) => {
      const next = list.filter((f) => f.key !== key);
      onChange(
        next.flatMap((f) => (f.done ? [f.done] : [])),
        uploaded(next),
      );
      return next;
    });
  return (
    <div className="er-upload">
      <label htmlFor={id} className="er-upload-pick btn btn-secondary" aria-disabled={files.length >= max}>
        {label}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple={max > 1}
        disabled={files.length >= max}
        onChange={(e) => {
          void pick(e.target.files);
          e.target.value = '';
        }}
      />
      <p className="er-hint">{t(`returns:upload.hint.${kind}`, { max, size: megabytes, types })}</p>
      <ul className={thumbnails ? 'er-files er-thumbs' : 'er-files'}>
        {files.map((f) => (
          <li key={f.key}>
            {thumbnails && <Thumbnail photo={f} />}
            <span className="er-file-name">{f.name}</span>
            {(!thumbnails || !f.done) && <progress max={1} value={f.share} aria-label={t('returns:upload.progress', { name: f.name })} />}
            {f.error && (
              <span role="alert" className="er-error">
                {f.error}
              </span>
            )}
            {f.error && f.pending && (
              <button type="button" className="btn btn-text" onClick={() => void send(f)}>
                {t('returns:upload.retry')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-text"
              onClick={() => remove(f.key)}
              aria-label={t('returns:upload.remove', { name: f.name })}
            >
              {t('returns:upload.removeShort')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
