import { useTranslation } from 'react-i18next';
import { type CartState, linesOf, setCampaignPreference, setGiftPackage } from './state';
import { type Lang, formatPrice } from '@lib/platform';
import { LineItem } from './LineItem';
import { checkoutLinks, Summary } from './Summary';

/** The empty bag's line and ways on (the page's own copy). */
export interface EmptyCopy {
  heading: string;
  actions: { href: string; label: string; primary?: boolean }[];
}

interface Props {
  state: CartState;
  lang: Lang;
  signedIn: boolean;
  empty: EmptyCopy;
}

/** Gifts packed all together or each separately, offered when two or more gift items are in the bag. */
function GiftPackaging({ multiple }: { multiple: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="cart-gift-package">
      <legend className="eyebrow">{t('cart:gift.title')}</legend>
      {[false, true].map((separately) => (
        <label key={String(separately)} className="radio-card">
          <input type="radio" name="gift-package" checked={multiple === separately} onChange={() => void setGiftPackage(separately)} />
          <span>
            <span className="radio-card-title">{t(separately ? 'cart:gift.separately' : 'cart:gift.together')}</span>
            <span className="radio-card-text">{t(separately ? 'cart:gift.separatelyText' : 'cart:gift.togetherText')}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The bag tab: lines by seller, the gift and campaign choices, the summary, and the phone's checkout bar. */
export function Bag({ state, lang, signedIn, empty }: Props) {
  const { t } = useTranslation();
  const { cart, summary } = state;
  if (cart.GroupedProducts.length === 0)
    return (
      <div className="empty-state cart-empty">
        <h2>{empty.heading}</h2>
        <p>{t('cart:empty.text')}</p>
        <p className="empty-state-actions">
          {empty.actions.map((a) => (
            <a key={a.href} className={a.primary ? 'btn btn-primary' : 'btn btn-text'} href={a.href}>
              {a.label}
            </a>
          ))}
        </p>
      </div>
    );
  const noInstalment = linesOf(cart)
    .filter((line) => line.NoInstalment)
    .map((line) => line.DisplayName);
  return (
    <div className="cart-layout">
      <div className="cart-main">
        {cart.GroupedProducts.map((group) => (
          <section key={group.SellerCode} className="cart-seller" aria-labelledby={`seller-${group.SellerCode}`}>
            <h2 className="cart-seller-title" id={`seller-${group.SellerCode}`}>
              {t('cart:seller.soldBy', { name: group.SellerName })}
              {group.SellerType > 1 && <span className="badge">{t('cart:seller.marketplace')}</span>}
            </h2>
            <ul className="cart-lines">
              {group.Products.map((line) => (
                <LineItem key={line.VariantId} line={line} />
              ))}
            </ul>
          </section>
        ))}
        {cart.IsShowShippingNoteActive && <p className="cart-muted">{t('cart:seller.shippingNote')}</p>}
        {cart.IsSuitableForMultipleGiftPackage && <GiftPackaging multiple={cart.IsMultipleGiftPackage} />}
        <label className="check cart-campaigns">
          <input type="checkbox" checked={cart.CustomerWantsToUseCampaign} onChange={(e) => void setCampaignPreference(e.target.checked)} />
          <span>
            {t('cart:campaigns.use')}
            {cart.AppliedCampaign && <span className="cart-muted"> · {cart.AppliedCampaign.Name}</span>}
          </span>
        </label>
      </div>
      <aside className="cart-aside">
        <Summary summary={summary} lang={lang} signedIn={signedIn} noInstalment={noInstalment} />
      </aside>
      <div className="cart-bar">
        <p>
          <span className="cart-bar-label">{t('cart:summary.total')}</span>
          <span className="cart-bar-total">{formatPrice(summary.TotalAmountToBePaid)}</span>
        </p>
        <a className="btn btn-primary" href={checkoutLinks(lang, signedIn).primary}>
          {t('cart:summary.checkout')}
        </a>
      </div>
    </div>
  );
}
