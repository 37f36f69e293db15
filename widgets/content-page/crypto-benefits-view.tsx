import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { leadsToPage, usePagePresence } from '../../runtime/routing/index.ts';
import { buttonClassName } from '../../runtime/ui/index.ts';
import { usePagePath } from './page-path.ts';

/** The benefits, in order; each has a TITLE and a TEXT under CONTENT_PAGES.CRYPTO_BENEFITS.<KEY>. */
const BENEFITS = ['SPEED', 'FEES', 'PRIVACY', 'LIMITS'] as const;

/** Why pay with crypto (/benefits-of-crypto); the layout keeps it from the EE licence (spec §1). */
export function CryptoBenefitsView() {
  const { t } = useTranslation();
  const presence = usePagePresence();
  const { href } = usePagePath();
  const headingId = useId();
  const payments = leadsToPage({ href: '/payments' }, presence);
  const deposit = leadsToPage({ route: 'cashbox-deposit' }, presence);
  return (
    <section className="cr-content-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-content-page__title">
        {t('CONTENT_PAGES.CRYPTO_BENEFITS.TITLE')}
      </h1>
      <p className="cr-content-page__lead">{t('CONTENT_PAGES.CRYPTO_BENEFITS.INTRO')}</p>
      <ul className="cr-content-page__grid">
        {BENEFITS.map((key) => (
          <li key={key} className="cr-content-page__card">
            <h2 className="cr-content-page__item-title">{t(`CONTENT_PAGES.CRYPTO_BENEFITS.${key}.TITLE`)}</h2>
            <p className="cr-content-page__text">{t(`CONTENT_PAGES.CRYPTO_BENEFITS.${key}.TEXT`)}</p>
          </li>
        ))}
      </ul>
      <p className="cr-content-page__text">{t('CONTENT_PAGES.CRYPTO_BENEFITS.CURRENCIES')}</p>
      <div className="cr-content-page__actions">
        {deposit && (
          <Link className={buttonClassName({})} to={href('/deposit')}>
            {t('CONTENT_PAGES.CRYPTO_BENEFITS.DEPOSIT')}
          </Link>
        )}
        {payments && (
          <Link className={buttonClassName({ variant: 'secondary' })} to={href('/payments')}>
            {t('CONTENT_PAGES.CRYPTO_BENEFITS.METHODS')}
          </Link>
        )}
      </div>
    </section>
  );
}
