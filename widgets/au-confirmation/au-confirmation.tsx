import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { joinPrefix } from '../../runtime/routing/index.ts';
import { AU_CONFIRMATION_MAX_AGE_S } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { readCookie, writeCookie, Button } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { AuConfirmationProps } from './au-confirmation.schema.ts';
import './au-confirmation.css';

/** The cookie that records the Australian visitor's confirmation. */
export const AU_CONFIRMATION_COOKIE = 'au_confirmed';
export const AU_CONFIRMATION_VALUE = '1';

export default function AuConfirmation({ props }: WidgetRenderProps<AuConfirmationProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const titleId = useId();
  const [confirmed, setConfirmed] = useState(() => Boolean(readCookie(AU_CONFIRMATION_COOKIE)));
  if (confirmed) return null;

  const confirm = () => {
    writeCookie(AU_CONFIRMATION_COOKIE, AU_CONFIRMATION_VALUE, { maxAgeSeconds: AU_CONFIRMATION_MAX_AGE_S });
    setConfirmed(true);
  };

  return (
    <section className="cr-au-confirmation" aria-labelledby={titleId} aria-live="polite">
      <h2 id={titleId} className="cr-au-confirmation__title">
        {t('AU_CONFIRMATION.TITLE')}
      </h2>
      <p className="cr-au-confirmation__text">
        {t('AU_CONFIRMATION.TEXT')}{' '}
        <Link className="cr-au-confirmation__link" to={joinPrefix(localePrefixOf(ctx), props.termsPath)}>
          {t('AU_CONFIRMATION.TERMS_LINK')}
        </Link>
      </p>
      <Button onClick={confirm} fullWidth>
        {t('AU_CONFIRMATION.CONFIRM')}
      </Button>
    </section>
  );
}
