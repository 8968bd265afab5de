import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PendingUpload, sendUpload, startUpload } from '@lib/orders/returns/upload-client';
import { type PhotoType, photoTypeName, type UploadKind } from '@lib/orders/returns/uploads';

/** One file on its way: name, progress, and the upload id once the server has checked it. */
interface Sending {
  key: string;
  name: string;
  share: number;
  pending?: PendingUpload;
  error?: string;
  done?: string;
}

interface Props {
  /** The return's order; none for a Reborn photo. */
  orderId?: number;
  kind: UploadKind;
  label: string;
  max: number;
  accept: string;
  /** A cap the form applies before sending (the server checks it again); shown in the hint. */
  maxBytes?: number;
  /** The checked upload ids, in order. */
  onChange: (ids: string[]) => void;
}

/** Picks files and uploads each in chunks with a progress bar, a retry that resumes, and removal. */
export function FileUpload({ orderId, kind, label, max, accept, maxBytes, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const megabytes = maxBytes ? Math.round(maxBytes / (1024 * 1024)) : undefined;
  const types = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(
    accept.split(',').map((type) => (type.startsWith('image/') ? photoTypeName(type as PhotoType) : 'PDF')),
  );
  const id = useId();
  const [files, setFiles] = useState<Sending[]>([]);
  const update = (key: string, change: Partial<Sending>) =>
    setFiles((list) => {
      const next = list.map((f) => (f.key === key ? { ...f, ...change } : f));
      onChange(next.flatMap((f) => (f.done ? [f.done] : [])));
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
      const entry: Sending = { key, name: file.name, share: 0 };
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
      onChange(next.flatMap((f) => (f.done ? [f.done] : [])));
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
      <ul className="er-files">
        {files.map((f) => (
          <li key={f.key}>
            <span className="er-file-name">{f.name}</span>
            <progress max={1} value={f.share} aria-label={t('returns:upload.progress', { name: f.name })} />
            {f.error && (
              <span role="alert" className="er-error">
                {f.error}
              </span>
            )}
            {f.error && f.pending && (
              <button type="button" className="btn btn-link" onClick={() => void send(f)}>
                {t('returns:upload.retry')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-link"
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
