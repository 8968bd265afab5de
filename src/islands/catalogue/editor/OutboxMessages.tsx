import { type Lang, localizedPath, withIslandI18n } from '@lib/platform';
import { CampaignForm } from './CampaignForm';
import { useEditorT } from './formContext';
import { OutboxTable } from './OutboxTable';

// The operator's messages page at /editor/messages (publishers only): the SMS and e-mails the
// store could not deliver, to resend once the cause is fixed, and the campaign announcement.

function OutboxMessages({ lang }: { lang: Lang }) {
  const t = useEditorT();
  return (
    <div className="editor-list">
      <header className="editor-list-head">
        <div>
          <a className="link editor-back" href={localizedPath('/editor', lang)}>
            ← {t('messages.back')}
          </a>
          <h1 className="editor-title">{t('messages.title')}</h1>
          <p className="editor-muted">{t('messages.lead')}</p>
        </div>
      </header>
      <OutboxTable lang={lang} />
      <CampaignForm lang={lang} />
    </div>
  );
}

export default withIslandI18n(OutboxMessages);
