import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useMoney } from '../../runtime/i18n/index.ts';
import {
  usePaymentMethodCatalog,
  usePlayer,
  type PaymentAction,
  type PaymentMethod,
} from '../../runtime/queries/index.ts';
import {
  countryDefaultCurrency,
  CRYPTO_CURRENCIES,
  visiblePaymentMethods,
} from '../../runtime/rules/index.ts';
import { Skeleton } from '../../runtime/ui/index.ts';

/** Spec §9: every fee on the payment pages is free and processing is instant. */
const INSTANT = 'instant';

/**
 * The payments page (/payments): the deposit and withdrawal methods of the visitor's currency and
 * of every crypto currency, with their limits, networks, fee and processing time (spec §9).
 */
export function PaymentsView() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const player = usePlayer();
  const headingId = useId();
  const fiat = player.data?.currency ?? countryDefaultCurrency(ctx.country);
  const currencies = [fiat, ...CRYPTO_CURRENCIES.filter((code) => code !== fiat)];

  return (
    <section className="cr-content-page" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-content-page__title">
        {t('CONTENT_PAGES.PAYMENTS.TITLE')}
      </h1>
      <p className="cr-content-page__text">{t('CONTENT_PAGES.PAYMENTS.INTRO')}</p>
      <MethodsTable action="deposit" currencies={currencies} groups={ctx.groups} />
      <MethodsTable action="cashout" currencies={currencies} groups={ctx.groups} />
    </section>
  );
}

function MethodsTable({
  action,
  currencies,
  groups,
}: {
  action: PaymentAction;
  currencies: readonly string[];
  groups: readonly number[];
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const catalog = usePaymentMethodCatalog(currencies, action);
  const captionId = useId();
  const title = t(
    action === 'deposit' ? 'CONTENT_PAGES.PAYMENTS.DEPOSIT' : 'CONTENT_PAGES.PAYMENTS.WITHDRAWAL',
  );

  if (catalog.isPending || money.pending) {
    return (
      <div className="cr-content-page__table-wrap" aria-busy="true">
        <h2 className="cr-content-page__subtitle">{title}</h2>
        <span className="cr-visually-hidden" role="status">
          {t('CONTENT_PAGES.PAYMENTS.LOADING')}
        </span>
        <Skeleton height={240} />
      </div>
    );
  }
  const methods = visiblePaymentMethods(catalog.data ?? [], groups);
  const amount = (method: PaymentMethod, cents: number | null) =>
    cents === null ? t('CONTENT_PAGES.PAYMENTS.NO_LIMIT') : money.format(cents, method.currency);
  const fee = (method: PaymentMethod) =>
    Number(method.fee) === 0 ? t('CONTENT_PAGES.PAYMENTS.FREE') : String(method.fee);
  const time = (method: PaymentMethod) =>
    method.processingTime === INSTANT ? t('CONTENT_PAGES.PAYMENTS.INSTANT') : method.processingTime;

  return (
    <div className="cr-content-page__table-wrap">
      <h2 id={captionId} className="cr-content-page__subtitle">
        {title}
      </h2>
      {methods.length === 0 ? (
        <p className="cr-content-page__text">{t('CONTENT_PAGES.PAYMENTS.EMPTY')}</p>
      ) : (
        <div className="cr-content-page__scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
          <table className="cr-content-page__table">
            <thead>
              <tr>
                <th scope="col">{t('CONTENT_PAGES.PAYMENTS.METHOD')}</th>
                <th scope="col">{t('CONTENT_PAGES.PAYMENTS.NETWORKS')}</th>
                <th scope="col">{t('CONTENT_PAGES.PAYMENTS.MIN')}</th>
                <th scope="col">{t('CONTENT_PAGES.PAYMENTS.MAX')}</th>
                <th scope="col">{t('CONTENT_PAGES.PAYMENTS.FEE')}</th>
                <th scope="col">{t('CONTENT_PAGES.PAYMENTS.PROCESSING')}</th>
              </tr>
            </thead>
            <tbody>
              {methods.map((method) => (
                <tr key={method.id}>
                  <th scope="row">
                    {method.title} <span className="cr-content-page__muted">{method.currency}</span>
                  </th>
                  <td>{method.networks?.length ? method.networks.join(', ') : '—'}</td>
                  <td>{amount(method, method.min_cents)}</td>
                  <td>{amount(method, method.max_cents)}</td>
                  <td>{fee(method)}</td>
                  <td>{time(method)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
