import { useTranslation } from 'react-i18next';

/** A payment that did not go through: the bank's or the store's reasons, and whether to offer the bag. */
export interface Failure {
  messages: string[];
  showCartLink: boolean;
}

/** The payment error above the pay button, announced at once (role=alert). */
export function PayError({ failure, cartHref }: { failure: Failure; cartHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="pay-error" role="alert">
      <p className="pay-error-title">{t('pay:errors.title')}</p>
      {failure.messages.length === 1 ? (
        <p className="pay-error-text">{failure.messages[0]}</p>
      ) : (
        <ul className="pay-error-text">
          {failure.messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {failure.showCartLink && (
        <a className="btn btn-secondary pay-error-cart" href={cartHref}>
          {t('pay:errors.toCart')}
        </a>
      )}
    </div>
  );
}
