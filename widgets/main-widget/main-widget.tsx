import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { joinPrefix, routePath, type RouteName } from '../../runtime/routing/index.ts';
import { mainWidgetCounter, mainWidgetHasNew, type MainWidgetCard } from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Badge, Icon, useHydrated } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { MainWidgetProps } from './main-widget.schema.ts';
import { useMainWidgetCards } from './use-cards.ts';
import './main-widget.css';

/** The floating button waits this long after the page is ready: the page's own calls go first. */
export const FLOATING_DELAY_MS = 1_200;

function CardList({ cards, onPick }: { cards: readonly MainWidgetCard[]; onPick?: () => void }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const prefix = localePrefixOf(ctx);
  return (
    <ul className="cr-main-widget__cards">
      {cards.map((card) => (
        <li key={card.type}>
          <Link
            className={`cr-main-widget__card${card.current ? ' cr-main-widget__card--current' : ''}`}
            to={joinPrefix(prefix, routePath(card.route as RouteName, card.params))}
            aria-current={card.current ? 'page' : undefined}
            data-card={card.type}
            onClick={onPick}
          >
            <img className="cr-main-widget__image" src={card.image} alt="" width={40} height={40} />
            <span className="cr-main-widget__name">{card.name}</span>
            {card.isNew && <Badge tone="accent">{t('ACTIVITY_HUB.WIDGET.NEW')}</Badge>}
            {card.counter > 0 && (
              <Badge
                tone="primary"
                count={card.counter}
                max={99}
                label={t('ACTIVITY_HUB.WIDGET.COUNTER', { count: card.counter })}
              />
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The cards laid out in a page (the activity hub). */
function InPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { cards } = useMainWidgetCards();
  if (cards.length === 0) return null;
  return (
    <section className="cr-main-widget cr-main-widget--page" aria-labelledby={headingId}>
      <h2 id={headingId} className="cr-main-widget__title">
        {t('ACTIVITY_HUB.WIDGET.TITLE')}
      </h2>
      <CardList cards={cards} />
    </section>
  );
}

/** The corner button and its panel of cards. */
function Floating() {
  const { t } = useTranslation();
  const panelId = useId();
  const { cards } = useMainWidgetCards();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (cards.length === 0) return null;
  const count = mainWidgetCounter(cards);
  const fresh = mainWidgetHasNew(cards);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const label = t('ACTIVITY_HUB.WIDGET.TITLE');
  return (
    <div className="cr-main-widget cr-main-widget--floating" ref={root} onKeyDown={onKeyDown}>
      {open && (
        <div id={panelId} className="cr-main-widget__panel" role="region" aria-label={label}>
          <CardList cards={cards} onPick={() => setOpen(false)} />
        </div>
      )}
      <button
        ref={button}
        type="button"
        className="cr-main-widget__launcher"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <Icon name={open ? 'close' : 'star'} size={26} />
        <span className="cr-visually-hidden">{label}</span>
        {count > 0 ? (
          <span className="cr-main-widget__count">
            {count > 99 ? '99+' : count}
            <span className="cr-visually-hidden"> {t('ACTIVITY_HUB.WIDGET.WAITING')}</span>
          </span>
        ) : (
          fresh && (
            <span className="cr-main-widget__dot">
              <span className="cr-visually-hidden">{t('ACTIVITY_HUB.WIDGET.NEW')}</span>
            </span>
          )
        )}
      </button>
    </div>
  );
}

/** Mounts the floating button once the page has hydrated and settled: its calls never delay the page. */
function DeferredFloating() {
  const hydrated = useHydrated();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated) return;
    const timer = setTimeout(() => setReady(true), FLOATING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hydrated]);
  return ready ? <Floating /> : null;
}

export default function MainWidget({ props }: WidgetRenderProps<MainWidgetProps>) {
  return props.mode === 'cards' ? <InPage /> : <DeferredFloating />;
}
