import { useTranslation } from 'react-i18next';
import { ACCOUNT_API } from '@lib/account/schema';
import { resetVerificationToken } from '@lib/http/client';
import { safeReturnUrl } from '@lib/routing/guard';
import { setSignedIn } from '@lib/session/store';
import { showToast, toastOnNextPage } from '@lib/toast/store';
import { withIslandI18n } from '@lib/i18n/IslandI18n';
import type { IslandProps } from '../forms/namespaces';
import { NewPasswordForm } from './NewPasswordForm';

interface Props extends IslandProps {
  /** forced: after signing in with a flagged password; change: while signed in. */
  mode: 'forced' | 'change';
  returnUrl: string;
}

function Change({ lang, mode, returnUrl }: Props) {
  const { t } = useTranslation();
  const done = () => {
    // Both changes rotate the session id; the cached verification token is stale.
    resetVerificationToken();
    const toast = { kind: 'success', title: t('account:password.doneTitle'), message: t('account:password.done') } as const;
    if (mode === 'change') return void showToast(toast);
    // The forced change goes on to the page the shopper asked for, which says it.
    toastOnNextPage(toast);
    setSignedIn(true);
    window.location.assign(safeReturnUrl(returnUrl));
  };
  return (
    <NewPasswordForm
      lang={lang}
      url={mode === 'forced' ? ACCOUNT_API.forceChange : ACCOUNT_API.changePassword}
      withCurrent={mode === 'change'}
      onDone={done}
    />
  );
}

export default withIslandI18n(Change);
