import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { joinPrefix } from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { Button } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { NotFoundProps } from './not-found.schema.ts';
import './not-found.css';

export default function NotFound({ props }: WidgetRenderProps<NotFoundProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const open = useModalStore((s) => s.open);
  const headingId = useId();
  return (
    <section className="cr-not-found" aria-labelledby={headingId}>
      <p className="cr-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id={headingId} className="cr-not-found__title">
        {t('NOT_FOUND.TITLE')}
      </h1>
      <p className="cr-not-found__text">{t('NOT_FOUND.TEXT')}</p>
      <div className="cr-not-found__actions">
        <Button href={joinPrefix(localePrefixOf(ctx), '/')} iconStart="home" size="l">
          {t('NOT_FOUND.BACK_TO_LOBBY')}
        </Button>
        {props.search && (
          <Button
            variant="secondary"
            iconStart="search"
            size="l"
            aria-haspopup="dialog"
            onClick={() => open('search')}
          >
            {t('NOT_FOUND.SEARCH')}
          </Button>
        )}
      </div>
    </section>
  );
}
