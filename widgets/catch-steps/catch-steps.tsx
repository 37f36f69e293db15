import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { joinPrefix, leadsToPage, usePagePresence } from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { CatchStepsProps } from './catch-steps.schema.ts';
import './catch-steps.css';

export default function CatchSteps({ props }: WidgetRenderProps<CatchStepsProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const headingId = useId();
  const presence = usePagePresence();
  const { steps } = props;
  if (steps.length === 0) return null;
  const wanted = ctx.auth === 'guest' ? props.guestCta : props.playerCta;
  const cta = wanted && leadsToPage({ href: wanted.href }, presence) ? wanted : undefined;
  return (
    <section className="cr-catch-steps" aria-labelledby={headingId}>
      <h2 id={headingId} className="cr-catch-steps__title">
        {t(props.titleKey)}
      </h2>
      <ol className="cr-catch-steps__list">
        {steps.map((step, i) => (
          <li key={step.titleKey} className="cr-catch-steps__step">
            <span className="cr-catch-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="cr-catch-steps__step-title">{t(step.titleKey)}</h3>
              <p className="cr-catch-steps__step-text">{t(step.textKey)}</p>
            </div>
          </li>
        ))}
      </ol>
      {cta && (
        <Button href={joinPrefix(localePrefixOf(ctx), cta.href)} size="l" className="cr-catch-steps__cta">
          {t(cta.labelKey)}
        </Button>
      )}
    </section>
  );
}
