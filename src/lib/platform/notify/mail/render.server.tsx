/** @jsxRuntime automatic */
import { render } from '@react-email/render';
import type { Lang } from '@lib/platform/i18n/lang';
import { MESSAGE_KINDS, type MessageData, type MessageKind } from '../messages';
import { assetUrl, checkedOrigin, formatDateTime, formatDay, type Mail, pageUrl } from './mail';
import { Layout } from './parts/Layout';
import { plainTextOf } from './plain-text';
import { TEMPLATES } from './templates';
import type { Template } from './templates/template';
import { type WordsAudit, wordsFor } from './words.server';

// A message's data becomes an e-mail here, when it is sent: the outbox keeps the data, so a retry
// renders the same facts in the templates of the day. The plain-text part is read from the HTML
// part of the same render, so the two always say the same.

/** A rendered e-mail: its subject and its two parts. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** renderEmail, noting in `audit` the catalog keys it used and those it found missing (the tests' check of the catalogs). */
export async function composeEmail<K extends MessageKind>(
  kind: K,
  lang: Lang,
  data: MessageData<K>,
  origin: string,
  audit?: WordsAudit,
): Promise<RenderedEmail> {
  const facts = MESSAGE_KINDS[kind].data.parse(data) as MessageData<K>;
  const base = checkedOrigin(origin);
  const mail: Mail = {
    lang,
    t: wordsFor(lang, audit),
    page: (path) => pageUrl(base, lang, path),
    asset: (path) => assetUrl(base, path),
    date: (iso) => formatDateTime(iso, lang),
    day: (iso) => formatDay(iso, lang),
  };
  const template = TEMPLATES[kind] as Template<K>;
  const { subject, preview, reason, body } = template(facts, mail);
  // A subject is one header line: data with a line break must not start another header.
  const oneLine = subject.replace(/\s+/g, ' ').trim();
  const html = await render(
    <Layout mail={mail} subject={oneLine} preview={preview} reason={reason} commercial={MESSAGE_KINDS[kind].commercial}>
      {body}
    </Layout>,
  );
  return { subject: oneLine, html, text: plainTextOf(html) };
}

/** A message as an e-mail in the recipient's language, its links absolute on `origin`; throws on data its kind's schema refuses. */
export function renderEmail<K extends MessageKind>(kind: K, lang: Lang, data: MessageData<K>, origin: string): Promise<RenderedEmail> {
  return composeEmail(kind, lang, data, origin);
}
