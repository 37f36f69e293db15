import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { joinPrefix } from '../../runtime/routing/index.ts';
import {
  CONSENT_COOKIE,
  CONSENT_VALUE,
  COOKIE_BANNER_DELAY_MS,
  COOKIE_CONSENT_MAX_AGE_S,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { bus } from '../../runtime/state/event-bus.ts';
import { readCookie, writeCookie, Button } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { CookieBannerProps } from './cookie-banner.schema.ts';
import './cookie-banner.css';

export default function CookieBanner({ props }: WidgetRenderProps<CookieBannerProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const textId = useId();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readCookie(CONSENT_COOKIE)) return;
    // Delayed so that the notice never competes with the page's first paint (spec §9: 1.5 s).
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const accept = () => {
    writeCookie(CONSENT_COOKIE, CONSENT_VALUE, { maxAgeSeconds: COOKIE_CONSENT_MAX_AGE_S });
    setVisible(false);
    // What waited for consent (attribution cookies, analytics) starts now, on this page.
    bus.emit('consent');
  };

  // A region, not a dialog: the page stays usable and focus is never trapped.
  return (
    <section className="cr-cookie-banner" aria-label={t('COOKIE_ACCEPT.LABEL')} aria-describedby={textId}>
      <p id={textId} className="cr-cookie-banner__text">
        {t('COOKIE_ACCEPT.TEXT')}{' '}
        <Link className="cr-cookie-banner__link" to={joinPrefix(localePrefixOf(ctx), props.policyPath)}>
          {t('COOKIE_ACCEPT.POLICY_LINK')}
        </Link>
      </p>
      <Button onClick={accept} className="cr-cookie-banner__accept">
        {t('COOKIE_ACCEPT.ACCEPT')}
      </Button>
    </section>
  );
}
