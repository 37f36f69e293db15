import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageLocation, useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useConfig } from '../../runtime/queries/index.ts';
import { sportsSiteUrl } from '../../runtime/routing/index.ts';
import { FEATURE, isOn } from '../../runtime/rules/index.ts';
import { buttonClassName } from '../../runtime/ui/index.ts';
import { usePagePath } from './page-path.ts';

const SPORT_PATH = /^\/sport(?:\/(.*))?$/;

/**
 * The betting pages (/sport, /sport/{param}, /sport/login, /sport/registration, spec §2): the
 * browser goes on to the brand's sports site with the same section, keeping the scheme and port
 * of the mirror the visitor is on. Where no sports site applies, the page says so.
 */
export function SportView() {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const { origin } = usePageLocation();
  const { path, href } = usePagePath();
  const betting = useConfig('betting-config');
  const headingId = useId();
  const section = SPORT_PATH.exec(path)?.[1] ?? '';
  const { protocol, port } = new URL(origin);
  const url =
    isOn(ctx.features, FEATURE.sports) && !betting.isPending
      ? sportsSiteUrl(ctx.bettingHost, { protocol, port }, section, betting.data?.homePath ?? '/')
      : null;

  useEffect(() => {
    if (url) window.location.replace(url);
  }, [url]);

  if (betting.isPending) {
    return (
      <section
        className="cr-content-page cr-content-page--centred"
        aria-busy="true"
        aria-labelledby={headingId}
      >
        <h1 id={headingId} className="cr-content-page__title">
          {t('CONTENT_PAGES.SPORT.TITLE')}
        </h1>
        <p className="cr-content-page__text" role="status">
          {t('CONTENT_PAGES.SPORT.LEAVING')}
        </p>
      </section>
    );
  }
  return (
    <section className="cr-content-page cr-content-page--centred" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-content-page__title">
        {t('CONTENT_PAGES.SPORT.TITLE')}
      </h1>
      {url ? (
        <>
          <p className="cr-content-page__text" role="status">
            {t('CONTENT_PAGES.SPORT.LEAVING')}
          </p>
          <a className={buttonClassName({})} href={url}>
            {t('CONTENT_PAGES.SPORT.OPEN')}
          </a>
        </>
      ) : (
        <>
          <p className="cr-content-page__text">{t('CONTENT_PAGES.SPORT.UNAVAILABLE')}</p>
          <Link className={buttonClassName({ variant: 'secondary' })} to={href('/')}>
            {t('CONTENT_PAGES.SPORT.LOBBY')}
          </Link>
        </>
      )}
    </section>
  );
}
