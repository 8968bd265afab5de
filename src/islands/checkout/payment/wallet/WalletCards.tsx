import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MasterPassInfo } from '@lib/checkout/steps/schema';
import type { InstallmentOptionsReply } from '@lib/checkout/payments/card/schema';
import type { TransactionTokenAnswer, WalletCardView } from '@lib/checkout/payments/wallet/api';
import { Instalments } from '../Instalments';
import { WALLET_API, walletCall } from './api';

interface Props {
  cards: WalletCardView[];
  /** The checkout's wallet token (generate card-wallet token), asked once per tab. */
  token: () => Promise<string | null>;
  amount: number;
  onChange: (info: MasterPassInfo | null) => void;
  onDelete: (name: string) => void;
}

/** The saved cards as radio cards, each deletable; the chosen card's instalments; its tokens sent up as MasterPassInfo. */
export function WalletCards({ cards, token, amount, onChange, onDelete }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(cards[0]?.Name ?? '');
  const [info, setInfo] = useState<InstallmentOptionsReply | null>(null);
  const [loading, setLoading] = useState(false);
  const [count, setCount] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const card = cards.find((c) => c.Name === chosen) ?? cards[0];

  // The wallet instalment options of the chosen card, asked again when the amount to pay changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server prices the bag; a new amount means new options.
  useEffect(() => {
    if (!card) return;
    let live = true;
    setLoading(true);
    void walletCall<[InstallmentOptionsReply]>(WALLET_API.instalments, {
      cardNumbers: [card.Value1],
      cardNames: [card.Name],
    }).then((answer) => {
      if (!live) return;
      setInfo(answer.Success ? (answer.Result?.[0] ?? null) : null);
      setLoading(false);
      setCount(1);
    });
    return () => {
      live = false;
    };
  }, [card, amount]);

  // The transaction token of the chosen card and count: what the checkout sends as MasterPassInfo.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new amount to pay asks a fresh token.
  useEffect(() => {
    if (!card) return onChange(null);
    let live = true;
    onChange(null);
    void (async () => {
      const walletToken = await token();
      if (!walletToken || !live) return;
      const answer = await walletCall<TransactionTokenAnswer>(WALLET_API.transactionToken, {
        token: walletToken,
        cardName: card.Name,
        installmentCount: count,
      });
      if (!live) return;
      if (!answer.Success) return setError(answer.Message ?? null);
      setError(null);
      const r = answer.Result!;
      onChange({
        Token: r.Token,
        TransactionToken: r.TransactionToken,
        ReferenceNo: r.ReferenceNo,
        InstallmentCount: r.InstallmentCount,
        MaskedCardNumber: r.MaskedCardNumber,
        CardAliasName: r.CardAliasName,
        UseMasterPass: true,
      });
    })();
    return () => {
      live = false;
    };
  }, [card, count, amount, token, onChange]);

  return (
    <div className="wallet-cards">
      <fieldset className="wallet-list">
        <legend className="wallet-title">{t('wallet:tab.chooseCard')}</legend>
        {cards.map((c) => (
          <div key={c.Name} className="wallet-card">
            <label className="radio-card">
              <input type="radio" name="WalletCard" value={c.Name} checked={c.Name === card?.Name} onChange={() => setChosen(c.Name)} />
              <span className="wallet-card-name">{c.Name}</span>
              <span className="wallet-card-number">{c.Value1}</span>
            </label>
            <button
              type="button"
              className="btn btn-text wallet-delete"
              aria-label={t('wallet:tab.delete', { name: c.Name })}
              onClick={() => onDelete(c.Name)}
            >
              {t('wallet:tab.remove')}
            </button>
          </div>
        ))}
      </fieldset>
      <div className="wallet-instalments">
        <Instalments
          info={info}
          loading={loading}
          count={count}
          total={amount}
          extraText={null}
          onChange={setCount}
          name="WalletInstalment"
        />
      </div>
      {error && (
        <p className="wallet-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
