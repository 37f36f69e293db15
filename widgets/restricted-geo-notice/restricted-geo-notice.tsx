import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { joinPrefix, leadsToPage, usePagePresence } from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useToastStore } from '../../runtime/state/toast-store.ts';
import { Icon } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { RestrictedGeoNoticeProps } from './restricted-geo-notice.schema.ts';
import './restricted-geo-notice.css';

/** A fixed toast id: pushing again replaces the toast instead of stacking a second one. */
export const RESTRICTED_GEO_TOAST_ID = 'restricted-geo';

/**
 * The visitor's country by name, in the page's language ('Russland' for RU in German); the code
 * itself where the browser has no names.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Partial restriction: a persistent toast; the rest of the site stays as it is. */
function RestrictedGeoToast({ messageKey }: { messageKey: string }) {
  const push = useToastStore((s) => s.push);
  useEffect(() => {
    push({ id: RESTRICTED_GEO_TOAST_ID, kind: 'warning', messageKey, persistent: true });
  }, [push, messageKey]);
  return null;
}

/**
 * Full restriction: the page says plainly that the casino is closed in the visitor's country,
 * why, and what is still open to them, instead of a site whose buttons silently do nothing.
 */
function RestrictedGeoPanel({ props }: { props: RestrictedGeoNoticeProps }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const titleId = useId();
  const prefix = localePrefixOf(ctx);
  const links = [
    { path: props.termsPath, labelKey: 'OOPS.RESTRICTED_FULL.TERMS' },
    { path: props.supportPath, labelKey: 'OOPS.RESTRICTED_FULL.SUPPORT' },
  ].filter((link) => leadsToPage({ href: link.path }, presence));
  return (
    <section className="cr-restricted-geo-notice" aria-labelledby={titleId}>
      <Icon name="lock" className="cr-restricted-geo-notice__icon" />
      <div className="cr-restricted-geo-notice__body">
        <h2 id={titleId} className="cr-restricted-geo-notice__title">
          {t('OOPS.RESTRICTED_FULL.TITLE', { country: countryName(ctx.country, ctx.locale) })}
        </h2>
        <p className="cr-restricted-geo-notice__text">{t('OOPS.RESTRICTED_FULL.WHY')}</p>
        <p className="cr-restricted-geo-notice__text">{t('OOPS.RESTRICTED_FULL.STILL')}</p>
        {links.length > 0 && (
          <ul className="cr-restricted-geo-notice__links">
            {links.map((link) => (
              <li key={link.path}>
                <Link className="cr-restricted-geo-notice__link" to={joinPrefix(prefix, link.path)}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default function RestrictedGeoNotice({ props }: WidgetRenderProps<RestrictedGeoNoticeProps>) {
  const ctx = useSiteContext();
  if (ctx.restriction === 'full') return <RestrictedGeoPanel props={props} />;
  return <RestrictedGeoToast messageKey={props.messageKey} />;
}
