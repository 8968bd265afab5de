import { type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { type Lang, LANGS } from '@lib/platform';
import { ConfirmDialog } from '../../platform/forms/ConfirmDialog';
import { useEditorT } from './formContext';
import { FieldNotes } from './labels';
import { CAMPAIGN_LIMITS } from '@lib/platform';
import { type CampaignBody, campaignBodySchema, type Channel, CHANNELS } from '@lib/catalogue/staff/messages';
import { outboxApi } from './outboxApi';
import { type Outcome, OutcomeNotice } from './OutboxOutcome';
import styles from './OutboxMessages.module.css';

// The campaign announcement: one commercial message, by e-mail or SMS, to every member who allowed
// that channel. Checked here with the endpoint's own schema, confirmed, then written by the server.

type Fields = Omit<CampaignBody, 'key'>;
type Name = keyof Fields;

/**
 * A fresh idempotency key for the form: the same announcement submitted twice (a double click, a
 * retry after a lost answer) reaches nobody twice. Random bytes, not randomUUID, which a page
 * served over plain HTTP does not have.
 */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A labelled control with its help and its error tied to it. */
function Field({
  id,
  label,
  help,
  error,
  extra,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldNotes id={id} help={help} error={error} extra={extra} />
    </div>
  );
}

/** The announcement form, with its consent note and the count of messages written. */
export function CampaignForm({ lang }: { lang: Lang }) {
  const t = useEditorT();
  const id = useId();
  const [fields, setFields] = useState<Fields>({ channel: 'email', lang, title: '', body: '', path: '' });
  const [key, setKey] = useState(newKey);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const idOf = (name: Name) => `${id}-${name}`;

  const set = (name: Name, value: string) => {
    setFields((before) => ({ ...before, [name]: value }));
    setErrors((before) => ({ ...before, [name]: undefined }));
    // A changed announcement is a new one; an unchanged one sent again keeps its key and writes nothing.
    if (sent) {
      setKey(newKey());
      setSent(false);
    }
  };
  const messageOf = (name: string, issue: z.core.$ZodIssue) => {
    if (issue.code === 'too_big') return t('validation.tooLong', { count: Number(issue.maximum) });
    if (issue.code === 'too_small') return t('validation.required');
    return t(name === 'path' ? 'messages.campaign.pathInvalid' : 'validation.invalid');
  };

  const check = () => {
    const parsed = campaignBodySchema.safeParse({ ...fields, key });
    if (parsed.success) {
      setErrors({});
      setConfirming(true);
      return;
    }
    const found: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]);
      found[name] ??= messageOf(name, issue);
    }
    setErrors(found);
    const first = (Object.keys(fields) as Name[]).find((name) => found[name]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const send = async () => {
    setBusy(true);
    const answer = await outboxApi.announce(campaignBodySchema.parse({ ...fields, key })).catch(() => undefined);
    setBusy(false);
    // A fault has shown the store's error toast already.
    if (!answer) return;
    if (!answer.Success) {
      setErrors(answer.Exception?.FieldErrors ?? {});
      setOutcome({ tone: 'error', text: answer.Message ?? t('messages.campaign.fix') });
      return;
    }
    const written = answer.Result?.written ?? 0;
    setSent(true);
    setOutcome(
      written > 0
        ? { tone: 'success', text: t('messages.campaign.written', { count: written }) }
        : { tone: 'info', text: t('messages.campaign.writtenNone') },
    );
  };

  const control = (name: Name) => ({
    id: idOf(name),
    value: fields[name],
    'aria-invalid': errors[name] ? ('true' as const) : ('false' as const),
    'aria-describedby': `${idOf(name)}-help ${idOf(name)}-error`,
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });
  const count = (name: 'title' | 'body') => (
    <span className="editor-count">{t('form.count', { count: fields[name].length, max: CAMPAIGN_LIMITS[name] })}</span>
  );
  return (
    <section className={styles.campaign} aria-labelledby={`${id}-heading`}>
      <h2 className={styles.sectionTitle} id={`${id}-heading`}>
        {t('messages.campaign.title')}
      </h2>
      <p className={`editor-muted ${styles.column}`}>{t('messages.campaign.lead')}</p>
      <form
        className={`${styles.form} ${styles.column}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          check();
        }}
      >
        <p className={`editor-notice is-warning ${styles.consent}`} id={`${id}-consent`}>
          <span aria-hidden="true">ℹ </span>
          {t(`messages.campaign.consent.${fields.channel}`)}
        </p>
        <div className={styles.pair}>
          <Field id={idOf('channel')} label={t('messages.campaign.channel')} error={errors.channel}>
            <select className="select" {...control('channel')} aria-describedby={`${id}-consent ${idOf('channel')}-error`}>
              {CHANNELS.map((channel: Channel) => (
                <option key={channel} value={channel}>
                  {t(`messages.channels.${channel}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={idOf('lang')} label={t('messages.campaign.lang')} help={t('messages.campaign.langHelp')} error={errors.lang}>
            <select className="select" {...control('lang')}>
              {LANGS.map((option) => (
                <option key={option} value={option}>
                  {t(`lang.${option}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field
          id={idOf('title')}
          label={t('messages.campaign.subject')}
          help={t('messages.campaign.subjectHelp')}
          error={errors.title}
          extra={count('title')}
        >
          <input className="input" type="text" lang={fields.lang} {...control('title')} />
        </Field>
        <Field id={idOf('body')} label={t('messages.campaign.body')} error={errors.body} extra={count('body')}>
          <textarea className="input" rows={6} lang={fields.lang} {...control('body')} />
        </Field>
        <Field id={idOf('path')} label={t('messages.campaign.path')} help={t('messages.campaign.pathHelp')} error={errors.path}>
          <input className="input" type="text" inputMode="url" spellCheck={false} autoComplete="off" {...control('path')} />
        </Field>
        <button type="submit" className="btn btn-primary btn-phone-block" disabled={busy} aria-busy={busy}>
          {busy ? t('messages.campaign.sending') : t('messages.campaign.send')}
        </button>
      </form>
      <OutcomeNotice outcome={outcome} className={`${styles.outcome} ${styles.column}`} />
      <ConfirmDialog
        open={confirming}
        title={t('messages.campaign.confirmTitle')}
        text={t(`messages.campaign.confirmText.${fields.channel}`)}
        confirmLabel={t('messages.campaign.send')}
        cancelLabel={t('messages.campaign.cancel')}
        onConfirm={() => void send()}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
