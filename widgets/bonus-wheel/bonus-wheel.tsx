import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  playerGroups,
  useConfig,
  useIsLoggedIn,
  useLootboxes,
  usePlayer,
  useSpinWheel,
  type WheelSpin,
} from '../../runtime/queries/index.ts';
import {
  joinPrefix,
  presentRouteOf,
  splitLocalePrefix,
  usePagePresence,
} from '../../runtime/routing/index.ts';
import {
  isActiveWheelBox,
  lootboxChances,
  wheelLevel,
  wheelSegments,
  wheelStopAngle,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import {
  Badge,
  Button,
  FormAlert,
  Modal,
  Skeleton,
  usePrefersReducedMotion,
} from '../../runtime/ui/index.ts';
import type { BonusWheelProps } from './bonus-wheel.schema.ts';
import './bonus-wheel.css';

/** How long the wheel turns before it stops (the CSS transition's duration). */
const SPIN_MS = 4000;

/** A wheel segment as the CMS documents give it (API-SHAPES LootboxItem). */
interface Segment {
  id: number;
  weight: number;
  prize: boolean;
  bonuses: readonly { title: string }[];
}

const segmentTitle = (segment: Pick<Segment, 'bonuses'>) =>
  segment.bonuses.map((bonus) => bonus.title).join(' + ');

export default function BonusWheel({ props }: WidgetRenderProps<BonusWheelProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const prefix = localePrefixOf(ctx);
  const path = (p: string) => joinPrefix(prefix, p);
  const { pathname } = useLocation();
  const presence = usePagePresence();
  const { path: bare } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const view = presentRouteOf(bare, presence)?.route.params?.['view'] === 'segments' ? 'segments' : 'wheel';
  const headingId = useId();
  const loggedIn = useIsLoggedIn();
  const player = usePlayer();
  const defaults = useConfig('wheel-config');
  const byGroup = useConfig('wheel-config-segments');
  const groups = player.data ? playerGroups(player.data) : [];
  const { segments } = wheelSegments(groups, defaults.data ?? [], byGroup.data ?? {});
  const loading = defaults.isPending || byGroup.isPending || (loggedIn && player.isPending);

  let body;
  if (loading) {
    body = (
      <div aria-busy="true">
        <span className="cr-visually-hidden">{t('WHEEL.LOADING')}</span>
        <Skeleton height={320} />
      </div>
    );
  } else if (segments.length === 0) {
    body = <p className="cr-bonus-wheel__text">{t('WHEEL.EMPTY')}</p>;
  } else if (view === 'segments') {
    body = <SegmentList segments={segments} backHref={path('/wheel')} />;
  } else {
    body = (
      <>
        <Wheel segments={segments} loggedIn={loggedIn} turns={props.turns} path={path} />
        <p>
          <Button variant="ghost" href={path('/wheel/segments')}>
            {t('WHEEL.SEGMENTS_LINK')}
          </Button>
        </p>
      </>
    );
  }

  return (
    <section className="cr-bonus-wheel" aria-labelledby={headingId}>
      <header className="cr-bonus-wheel__intro">
        <h1 id={headingId} className="cr-bonus-wheel__title">
          {view === 'segments' ? t('WHEEL.SEGMENTS_TITLE') : t('WHEEL.TITLE')}
        </h1>
        <p className="cr-bonus-wheel__text">{t('WHEEL.INTRO')}</p>
      </header>
      {body}
    </section>
  );
}

function Wheel({
  segments,
  loggedIn,
  turns,
  path,
}: {
  segments: readonly Segment[];
  loggedIn: boolean;
  turns: number;
  path: (p: string) => string;
}) {
  const { t } = useTranslation();
  const reduced = usePrefersReducedMotion();
  const boxes = useLootboxes();
  const spin = useSpinWheel();
  const [angle, setAngle] = useState(0);
  const [animating, setAnimating] = useState(false);
  const [result, setResult] = useState<WheelSpin | null>(null);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const active = (boxes.data ?? []).filter(isActiveWheelBox).sort((a, b) => a.id - b.id);
  const level = wheelLevel(active[0]?.group_key);
  const count = segments.length;
  const slice = 360 / count;

  const reveal = () => {
    clearTimeout(timer.current);
    setAnimating(false);
    setShown(true);
  };

  const onSpin = () => {
    setFailed(false);
    spin.mutate(undefined, {
      onSuccess: (answer) => {
        setResult(answer);
        const index = segments.findIndex((segment) => segment.id === answer.segment.id);
        if (reduced || index < 0) {
          reveal();
          return;
        }
        setAnimating(true);
        setAngle((was) => Math.ceil(was / 360) * 360 + wheelStopAngle(index, count, turns));
        // The transition's end shows the prize; the timer does when no transition runs (hidden tab).
        timer.current = setTimeout(reveal, SPIN_MS + 500);
      },
      onError: () => setFailed(true),
    });
  };

  return (
    <div className={`cr-bonus-wheel__stage cr-bonus-wheel--${level}`}>
      <div className="cr-bonus-wheel__frame">
        <span className="cr-bonus-wheel__pointer" aria-hidden="true" />
        <svg
          className="cr-bonus-wheel__disc"
          viewBox="-100 -100 200 200"
          role="img"
          aria-label={t('WHEEL.WHEEL_LABEL', { count })}
          style={{
            transform: `rotate(${angle}deg)`,
            transition:
              reduced || !animating ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.15, 0.9, 0.2, 1)`,
          }}
          onTransitionEnd={() => animating && reveal()}
        >
          {segments.map((segment, index) => {
            const start = ((index * slice - 90) * Math.PI) / 180;
            const end = (((index + 1) * slice - 90) * Math.PI) / 180;
            const large = slice > 180 ? 1 : 0;
            const mid = (index + 0.5) * slice;
            // Neighbours never share a colour: two alternate, and an odd count's last takes a third.
            const tone = count % 2 === 1 && index === count - 1 && count > 1 ? 'c' : index % 2 ? 'b' : 'a';
            const d =
              count === 1
                ? 'M 0 -96 A 96 96 0 1 1 -0.01 -96 Z'
                : `M 0 0 L ${96 * Math.cos(start)} ${96 * Math.sin(start)} A 96 96 0 ${large} 1 ${96 * Math.cos(end)} ${96 * Math.sin(end)} Z`;
            return (
              <g key={segment.id}>
                <path d={d} className={`cr-bonus-wheel__slice cr-bonus-wheel__slice--${tone}`} />
                <text
                  className={`cr-bonus-wheel__label cr-bonus-wheel__label--${tone}`}
                  // Along the radius, read from the hub outward on the right half and inward on the left.
                  transform={
                    mid <= 180
                      ? `rotate(${mid - 90}) translate(56 0)`
                      : `rotate(${mid + 90}) translate(-56 0)`
                  }
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {shorten(segmentTitle(segment))}
                </text>
              </g>
            );
          })}
          <circle r="14" className="cr-bonus-wheel__hub" />
        </svg>
      </div>

      <div className="cr-bonus-wheel__panel">
        {!loggedIn ? (
          <>
            <p className="cr-bonus-wheel__text">{t('WHEEL.GUEST')}</p>
            <div className="cr-bonus-wheel__actions">
              <Button href={path('/login')} variant="secondary">
                {t('WHEEL.LOGIN')}
              </Button>
              <Button href={path('/registration')}>{t('WHEEL.REGISTER')}</Button>
            </div>
          </>
        ) : boxes.isPending ? (
          <Skeleton height={48} />
        ) : (
          <>
            <Badge tone="accent">
              {t('WHEEL.LEVEL_LABEL', { level: t(`WHEEL.LEVEL.${level.toUpperCase()}`) })}
            </Badge>
            <p className="cr-bonus-wheel__text" aria-live="polite">
              {animating
                ? t('WHEEL.SPINNING')
                : active.length > 0
                  ? t('WHEEL.SPINS', { count: active.length })
                  : t('WHEEL.NO_SPINS')}
            </p>
            <Button
              onClick={onSpin}
              loading={spin.isPending}
              disabled={active.length === 0 || spin.isPending || animating}
            >
              {t('WHEEL.SPIN')}
            </Button>
            {failed && <FormAlert>{t('WHEEL.ERROR')}</FormAlert>}
          </>
        )}
      </div>

      <Modal
        open={shown && result !== null}
        onClose={() => setShown(false)}
        title={t('WHEEL.RESULT_TITLE')}
        size="s"
        footer={<Button href={path('/profile/gifts')}>{t('WHEEL.TO_GIFTS')}</Button>}
      >
        {result && (
          <>
            <p className="cr-bonus-wheel__prize">
              {t('WHEEL.RESULT_TEXT', { prize: segmentTitle(result.segment) })}
            </p>
            <p className="cr-bonus-wheel__text">{t('WHEEL.RESULT_GIFTS')}</p>
          </>
        )}
      </Modal>
    </div>
  );
}

/** A label short enough for its slice; the full title is in the segments list and the popup. */
function shorten(title: string): string {
  return title.length > 16 ? `${title.slice(0, 15)}…` : title;
}

function SegmentList({ segments, backHref }: { segments: readonly Segment[]; backHref: string }) {
  const { t, i18n } = useTranslation();
  const chances = lootboxChances(segments);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <div className="cr-bonus-wheel__segments">
      <table className="cr-bonus-wheel__table">
        <thead>
          <tr>
            <th scope="col">{t('WHEEL.TABLE.PRIZE')}</th>
            <th scope="col">{t('WHEEL.TABLE.CHANCE')}</th>
          </tr>
        </thead>
        <tbody>
          {segments.map((segment, index) => (
            <tr key={segment.id}>
              <th scope="row">
                {segmentTitle(segment)}
                {segment.prize && (
                  <>
                    {' '}
                    <Badge tone="accent">{t('WHEEL.TABLE.TOP')}</Badge>
                  </>
                )}
              </th>
              <td>{percent.format(chances[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Button variant="secondary" href={backHref}>
          {t('WHEEL.BACK')}
        </Button>
      </p>
    </div>
  );
}
