import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MasterPassInfo } from '@lib/checkout/steps/schema';
import { type Envelope, showToast } from '@lib/platform';
import { CARD_LIST_DELAY_MS, type WalletCardView, type WalletStatus } from '@lib/checkout/payments/wallet/api';
import { isCardListFailure, WALLET_API, walletCall } from './api';
import { WalletAddCard } from './WalletAddCard';
import { WalletCards } from './WalletCards';
import { WalletCode } from './WalletCode';
import './wallet.css';

interface Props {
  isGuest: boolean;
  /** The rest to pay, in kuruş. */
  amount: number;
  onChange: (info: MasterPassInfo | null) => void;
  /** The card list failed (1078): the page pays by credit_card instead, saying why. */
  onFallback: (message: string) => void;
}

type State =
  | { step: 'loading' }
  | { step: 'link' | 'add' }
  | { step: 'code'; referenceNo: string; secret: 'otp' | 'pin'; after: 'link' | 'add' }
  | { step: 'cards'; cards: WalletCardView[]; adding: boolean }
  | { step: 'failed'; message: string; fallback: boolean };

type Done = 'link' | 'add' | 'delete';
const DONE_TEXT: Record<Done, string> = { link: 'wallet:tab.linked', add: 'wallet:tab.added', delete: 'wallet:tab.deleted' };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The card wallet tab: link the wallet, list, add and delete saved cards, and choose one to pay the rest with. */
export function WalletTab({ isGuest, amount, onChange, onFallback }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ step: 'loading' });
  const account = useRef<WalletStatus | null>(null);
  const walletToken = useRef<Promise<string | null> | null>(null);

  const fail = useCallback(
    (answer: Envelope<unknown>) => {
      const fallback = isCardListFailure(answer);
      const message = answer.Message ?? t('errors:generic.message');
      if (fallback) onFallback(message);
      setState({ step: 'failed', message, fallback });
    },
    [t, onFallback],
  );

  /** The account's view; the card list 1 s later (docs/behaviour/payments.md#card-wallet). */
  const refresh = useCallback(async () => {
    setState({ step: 'loading' });
    const status = await walletCall<WalletStatus>(WALLET_API.status);
    if (!status.Success) return fail(status);
    account.current = status.Result!;
    if (status.Result!.View !== 'cards') return setState({ step: status.Result!.View });
    await wait(CARD_LIST_DELAY_MS);
    const list = await walletCall<{ Cards: WalletCardView[] }>(WALLET_API.cards);
    if (!list.Success) return fail(list);
    setState({ step: 'cards', cards: list.Result!.Cards, adding: false });
  }, [fail]);

  useEffect(() => {
    if (!isGuest) void refresh();
  }, [isGuest, refresh]);

  const token = useCallback(() => {
    const me = account.current;
    if (!me) return Promise.resolve(null);
    walletToken.current ??= walletCall<{ Token: string }>(WALLET_API.token, { phone: me.Msisdn, customerId: me.CustomerId }).then((a) =>
      a.Success ? a.Result!.Token : null,
    );
    return walletToken.current;
  }, []);

  /** A wallet action went through: its toast, the activity log call, and the account read again. */
  const done = (kind: Done) => {
    showToast({ kind: 'success', message: t(DONE_TEXT[kind]) });
    void walletCall(WALLET_API.log, { customerId: account.current?.CustomerId, processDate: new Date().toISOString(), processType: kind });
    void refresh();
  };

  const link = async () => {
    const answer = await walletCall(WALLET_API.link, {});
    if (!answer.Success) return fail(answer);
    const r = answer.Result!;
    if (r.Action === 'otp' || r.Action === 'pin')
      setState({ step: 'code', referenceNo: String(r.ReferenceNo), secret: r.Action, after: 'link' });
    else done('link');
  };

  const remove = async (name: string) => {
    const answer = await walletCall(WALLET_API.deleteCard, { cardName: name });
    if (!answer.Success) return fail(answer);
    done('delete');
  };

  if (isGuest) return <p className="wallet-text">{t('wallet:tab.guest')}</p>;
  const phone = account.current?.Phone ?? '';
  const challenge = (c: { referenceNo: string; secret: 'otp' | 'pin' }) => setState({ step: 'code', ...c, after: 'add' });
  const added = () => done('add');

  return (
    <section className="wallet" aria-label={t('wallet:tab.title')} aria-busy={state.step === 'loading'}>
      {state.step === 'loading' && (
        <p className="wallet-text" role="status">
          {t('wallet:tab.loading')}
        </p>
      )}
      {state.step === 'failed' && (
        <div className="wallet-failed">
          <p className="wallet-error" role="alert">
            {state.message}
          </p>
          {state.fallback && (
            <button type="button" className="btn btn-secondary" onClick={() => onFallback(state.message)}>
              {t('wallet:tab.payWithCard')}
            </button>
          )}
        </div>
      )}
      {state.step === 'link' && (
        <div className="wallet-prompt">
          <h3 className="wallet-title">{t('wallet:tab.linkTitle')}</h3>
          <p className="wallet-text">{t('wallet:tab.linkText', { phone })}</p>
          <button type="button" className="btn btn-primary" onClick={link}>
            {t('wallet:tab.link')}
          </button>
        </div>
      )}
      {state.step === 'add' && <WalletAddCard onAdded={added} onChallenge={challenge} />}
      {state.step === 'code' && (
        <WalletCode
          secret={state.secret}
          phone={phone}
          referenceNo={state.referenceNo}
          onDone={() => done(state.after)}
          onCancel={refresh}
        />
      )}
      {state.step === 'cards' && (
        <>
          <WalletCards cards={state.cards} token={token} amount={amount} onChange={onChange} onDelete={remove} />
          {state.adding ? (
            <WalletAddCard onAdded={added} onChallenge={challenge} onCancel={() => setState({ ...state, adding: false })} />
          ) : (
            <button type="button" className="btn btn-secondary wallet-add-another" onClick={() => setState({ ...state, adding: true })}>
              {t('wallet:tab.addAnother')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
