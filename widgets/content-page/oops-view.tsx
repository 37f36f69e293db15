import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../runtime/ui/index.ts';
import { usePagePath } from './page-path.ts';

/** The error page (/oops): what happened, and the way back (the previous page or the lobby). */
export function OopsView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { href } = usePagePath();
  const headingId = useId();
  return (
    <section className="cr-content-page cr-content-page--centred" aria-labelledby={headingId}>
      <h1 id={headingId} className="cr-content-page__title">
        {t('CONTENT_PAGES.OOPS.TITLE')}
      </h1>
      <p className="cr-content-page__lead">{t('CONTENT_PAGES.OOPS.TEXT')}</p>
      <div className="cr-content-page__actions">
        <Link className={buttonClassName({})} to={href('/')}>
          {t('CONTENT_PAGES.OOPS.LOBBY')}
        </Link>
        <Button
          variant="secondary"
          onClick={() => {
            // Opened directly there is no page to go back to: the lobby is the way back then.
            if (window.history.length > 1) void navigate(-1);
            else void navigate(href('/'));
          }}
        >
          {t('CONTENT_PAGES.OOPS.BACK')}
        </Button>
      </div>
    </section>
  );
}
