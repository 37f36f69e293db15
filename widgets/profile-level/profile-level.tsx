import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../runtime/i18n/index.ts';
import {
  playerLevel,
  useCompPoints,
  useCurrencies,
  usePlayer,
  useStatuses,
  useVipStatusProgress,
  type GiftDescription,
  type Status,
} from '../../runtime/queries/index.ts';
import {
  FALLBACK_CURRENCY,
  levelPosition,
  levelProgress,
  levelsOf,
  thresholdPercent,
  vipCard,
  vipStatusExpiry,
  type LevelPosition,
  type LevelProgress,
  type VipStatus,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import {
  Badge,
  Button,
  FormAlert,
  Icon,
  IconButton,
  LazyImage,
  Skeleton,
  usePrefersReducedMotion,
  type BadgeTone,
  type IconName,
} from '../../runtime/ui/index.ts';
import type { ProfileLevelProps } from './profile-level.schema.ts';
import './profile-level.css';

type Level = Status & { level: number };

const BADGE_SIZE = 56;
const STATE_TONE: Record<LevelPosition, BadgeTone> = {
  achieved: 'success',
  current: 'primary',
  locked: 'neutral',
};
const GIFT_ICON: Record<string, IconName> = {
  points: 'star',
  freespins: 'play',
  cashback: 'wallet',
  bonus: 'gift',
};

const upper = (word: string) => word.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/** Formats shared by the parts of the tab: numbers and money in the visitor's language. */
function useFormats() {
  const { t, i18n } = useTranslation();
  const currencies = useCurrencies();
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  return {
    t,
    number: (value: number) => number.format(value),
    money: (cents: number, currency: string) =>
      formatMoney(cents, currency, i18n.language, {
        subunits: currencies.data?.find((c) => c.code === currency)?.subunits_to_unit,
      }),
  };
}

type Formats = ReturnType<typeof useFormats>;

/** A gift in the visitor's language from its value; the platform's own wording otherwise. */
function giftText(gift: GiftDescription, formats: Formats): string {
  const { t } = formats;
  const value = gift.value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return gift.text;
  switch (gift.type) {
    case 'points':
      return t('PROFILE_LEVEL.GIFT.POINTS', { count: value, value: formats.number(value) });
    case 'freespins':
      return t('PROFILE_LEVEL.GIFT.FREESPINS', { count: value, value: formats.number(value) });
    case 'cashback':
      return t('PROFILE_LEVEL.GIFT.CASHBACK', { value: formats.number(value) });
    case 'bonus':
      return gift.currency
        ? t('PROFILE_LEVEL.GIFT.BONUS', { amount: formats.money(value, gift.currency) })
        : gift.text;
    default:
      return gift.text;
  }
}

/** A bar that says how far something is, 0..100, to assistive technology too. */
function ProgressBar({ percent, label, text }: { percent: number; label: string; text: string }) {
  return (
    <div
      className="cr-profile-level__bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
    >
      <span className="cr-profile-level__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

export default function ProfileLevel({ props }: WidgetRenderProps<ProfileLevelProps>) {
  const formats = useFormats();
  const { t } = formats;
  const headingId = useId();
  const player = usePlayer();
  const statuses = useStatuses();
  const points = useCompPoints();
  const levels = useMemo(() => levelsOf(statuses.data ?? []), [statuses.data]);
  const serverLevel = player.data ? playerLevel(player.data) : null;
  const progress = points.data ? levelProgress(levels, points.data.persistent.points, serverLevel) : null;
  const current = progress?.level ?? serverLevel ?? levels[0]?.level ?? 1;

  let body;
  if (statuses.isPending || (points.isPending && !points.isError)) {
    body = (
      <div className="cr-profile-level__loading" aria-busy="true">
        <span className="cr-visually-hidden">{t('PROFILE_LEVEL.LOADING')}</span>
        <Skeleton height={72} />
        <Skeleton height={220} />
      </div>
    );
  } else if (levels.length === 0) {
    // The statuses call answers no levels when it fails (spec §8: lists fall back to empty).
    body = <p className="cr-profile-level__text">{t('PROFILE_LEVEL.EMPTY')}</p>;
  } else {
    body = (
      <>
        {points.isError ? (
          <FormAlert className="cr-profile-level__alert">
            <p>{t('PROFILE_LEVEL.LOAD_ERROR')}</p>
            <Button
              variant="secondary"
              size="s"
              loading={points.isFetching}
              onClick={() => void points.refetch()}
            >
              {t('PROFILE_LEVEL.RETRY')}
            </Button>
          </FormAlert>
        ) : (
          progress && <LevelSummary progress={progress} levels={levels} formats={formats} />
        )}
        <LevelSlider levels={levels} current={current} formats={formats} />
      </>
    );
  }

  return (
    <section className="cr-profile-level" aria-labelledby={headingId}>
      <div className="cr-profile-level__intro">
        <h2 id={headingId} className="cr-profile-level__title">
          {t('PROFILE_LEVEL.TITLE')}
        </h2>
        <p className="cr-profile-level__text">{t('PROFILE_LEVEL.INTRO')}</p>
      </div>
      {body}
      {props.vip && <VipStatusCard formats={formats} />}
    </section>
  );
}

/** The player's level, their points and the bar to the next level. */
function LevelSummary({
  progress,
  levels,
  formats,
}: {
  progress: LevelProgress;
  levels: readonly Level[];
  formats: Formats;
}) {
  const { t, number } = formats;
  const name = levels.find((level) => level.level === progress.level)?.name;
  const text =
    progress.next === null || progress.nextAt === null
      ? t('PROFILE_LEVEL.TOP')
      : t('PROFILE_LEVEL.PROGRESS_TEXT', {
          points: number(progress.points),
          target: number(progress.nextAt),
          missing: number(progress.missing),
          level: progress.next,
        });
  return (
    <div className="cr-profile-level__summary">
      <p className="cr-profile-level__current">
        <span className="cr-profile-level__current-level">
          {t('PROFILE_LEVEL.LEVEL', { level: progress.level })}
        </span>
        {name && <span className="cr-profile-level__current-name">{name}</span>}
      </p>
      <p className="cr-profile-level__points">
        {t('PROFILE_LEVEL.POINTS', { count: progress.points, value: number(progress.points) })}
      </p>
      <ProgressBar
        percent={progress.percent}
        label={
          progress.next === null
            ? t('PROFILE_LEVEL.LEVEL', { level: progress.level })
            : t('PROFILE_LEVEL.PROGRESS_LABEL', { level: progress.next })
        }
        text={text}
      />
      <p className="cr-profile-level__text">{text}</p>
    </div>
  );
}

/**
 * The levels side by side, the player's marked and brought into view. The arrows, or the arrow
 * keys, Home and End on a level, move between them (one tab stop for the whole list).
 */
function LevelSlider({
  levels,
  current,
  formats,
}: {
  levels: readonly Level[];
  current: number;
  formats: Formats;
}) {
  const { t } = formats;
  const currentIndex = Math.max(
    0,
    levels.findIndex((level) => level.level === current),
  );
  const [active, setActive] = useState(currentIndex);
  const trackRef = useRef<HTMLUListElement>(null);
  const cards = useRef<(HTMLElement | null)[]>([]);
  const reducedMotion = usePrefersReducedMotion();
  const labelId = useId();
  const hintId = useId();

  /** Scrolls the track (never the page) so that a level sits in the middle of it. */
  const reveal = useCallback((index: number, behavior: ScrollBehavior) => {
    const track = trackRef.current;
    const slide = cards.current[index]?.parentElement;
    if (!track || !slide) return;
    const left = slide.offsetLeft - (track.clientWidth - slide.offsetWidth) / 2;
    track.scrollTo?.({ left: Math.max(0, left), behavior });
  }, []);

  useEffect(() => {
    setActive(currentIndex);
    reveal(currentIndex, 'auto');
  }, [currentIndex, reveal]);

  const moveTo = (index: number, focus: boolean) => {
    const next = Math.min(levels.length - 1, Math.max(0, index));
    setActive(next);
    if (focus) cards.current[next]?.focus({ preventScroll: true });
    reveal(next, reducedMotion ? 'auto' : 'smooth');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: levels.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target, true);
  };

  return (
    <div className="cr-profile-level__slider">
      <div className="cr-profile-level__slider-head">
        <h3 id={labelId} className="cr-profile-level__subtitle">
          {t('PROFILE_LEVEL.SLIDER_TITLE')}
        </h3>
        <div className="cr-profile-level__nav">
          <IconButton
            icon="chevron-left"
            label={t('PROFILE_LEVEL.PREVIOUS')}
            size="s"
            variant="secondary"
            disabled={active <= 0}
            onClick={() => moveTo(active - 1, false)}
          />
          <IconButton
            icon="chevron-right"
            label={t('PROFILE_LEVEL.NEXT')}
            size="s"
            variant="secondary"
            disabled={active >= levels.length - 1}
            onClick={() => moveTo(active + 1, false)}
          />
        </div>
      </div>
      <p id={hintId} className="cr-visually-hidden">
        {t('PROFILE_LEVEL.SLIDER_HINT')}
      </p>
      <ul
        ref={trackRef}
        className="cr-profile-level__track"
        aria-labelledby={labelId}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        {levels.map((level, index) => (
          <li key={level.id} className="cr-profile-level__slide">
            <LevelCard
              level={level}
              position={levelPosition(level.level, current)}
              tabIndex={index === active ? 0 : -1}
              formats={formats}
              cardRef={(element) => {
                cards.current[index] = element;
              }}
              onFocus={() => setActive(index)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LevelCard({
  level,
  position,
  tabIndex,
  formats,
  cardRef,
  onFocus,
}: {
  level: Level;
  position: LevelPosition;
  tabIndex: number;
  formats: Formats;
  cardRef: (element: HTMLElement | null) => void;
  onFocus: () => void;
}) {
  const { t } = formats;
  const titleId = useId();
  const gifts = level.gift_descriptions ?? [];
  return (
    <article
      ref={cardRef}
      className={`cr-profile-level__card cr-profile-level__card--${position}`}
      tabIndex={tabIndex}
      aria-labelledby={titleId}
      aria-current={position === 'current' ? 'step' : undefined}
      onFocus={onFocus}
    >
      <div className="cr-profile-level__card-head">
        {level.image ? (
          <LazyImage
            className="cr-profile-level__badge"
            src={level.image}
            alt=""
            width={BADGE_SIZE}
            height={BADGE_SIZE}
          />
        ) : null}
        <div>
          <h4 id={titleId} className="cr-profile-level__card-title">
            {t('PROFILE_LEVEL.LEVEL', { level: level.level })}{' '}
            <span className="cr-profile-level__card-name">{level.name}</span>
          </h4>
          <Badge tone={STATE_TONE[position]}>{t(`PROFILE_LEVEL.STATE.${upper(position)}`)}</Badge>
        </div>
      </div>
      <p className="cr-profile-level__gifts-title">{t('PROFILE_LEVEL.GIFTS_TITLE')}</p>
      {gifts.length === 0 ? (
        <p className="cr-profile-level__text">{t('PROFILE_LEVEL.NO_GIFTS')}</p>
      ) : (
        <ul className="cr-profile-level__gifts">
          {gifts.map((gift, index) => (
            <li key={index} className="cr-profile-level__gift">
              <Icon name={GIFT_ICON[gift.type] ?? 'gift'} />
              <span>{giftText(gift, formats)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

const statusName = (t: Formats['t'], status: VipStatus) => t(`PROFILE_LEVEL.VIP.STATUS.${upper(status)}`);

/**
 * The VIP status (spec §4): its progress to the next status from deposits and bets, falling back
 * to regular with bronze next when the progress cannot be loaded (spec §8), and when it expires:
 * the end of the quarter, never for diamond.
 */
function VipStatusCard({ formats }: { formats: Formats }) {
  const { t, money } = formats;
  const headingId = useId();
  const player = usePlayer();
  const progress = useVipStatusProgress();
  const [now] = useState(() => Date.now());

  if (progress.isPending) {
    return (
      <div className="cr-profile-level__vip" aria-busy="true">
        <span className="cr-visually-hidden">{t('PROFILE_LEVEL.VIP.LOADING')}</span>
        <Skeleton height={160} />
      </div>
    );
  }
  const card = vipCard(progress.data, player.data?.currency ?? FALLBACK_CURRENCY);
  const expiry = vipStatusExpiry(card.status, now);
  const nextName = card.next ? statusName(t, card.next) : null;
  const overall = nextName
    ? t('PROFILE_LEVEL.VIP.PROGRESS_TEXT', { percent: card.percent, status: nextName })
    : t('PROFILE_LEVEL.VIP.TOP');

  return (
    <section className="cr-profile-level__vip" aria-labelledby={headingId}>
      <h3 id={headingId} className="cr-profile-level__subtitle">
        {t('PROFILE_LEVEL.VIP.TITLE')}
      </h3>
      <div className="cr-profile-level__vip-card">
        <p className={`cr-profile-level__vip-status cr-profile-level__vip-status--${card.status}`}>
          {statusName(t, card.status)}
        </p>
        {nextName && (
          <p className="cr-profile-level__text">{t('PROFILE_LEVEL.VIP.NEXT', { status: nextName })}</p>
        )}
        <ProgressBar
          percent={card.percent}
          label={
            nextName
              ? t('PROFILE_LEVEL.VIP.PROGRESS_LABEL', { status: nextName })
              : t('PROFILE_LEVEL.VIP.TITLE')
          }
          text={overall}
        />
        <p className="cr-profile-level__text">{overall}</p>
        {card.next && (
          <dl className="cr-profile-level__vip-sums">
            <VipSum
              label={t('PROFILE_LEVEL.VIP.DEPOSITS')}
              value={t('PROFILE_LEVEL.VIP.OF', {
                amount: money(card.depositCents, card.currency),
                threshold: money(card.depositThresholdCents, card.currency),
              })}
              percent={thresholdPercent(card.depositCents, card.depositThresholdCents)}
            />
            <VipSum
              label={t('PROFILE_LEVEL.VIP.BETS')}
              value={t('PROFILE_LEVEL.VIP.OF', {
                amount: money(card.betCents, card.currency),
                threshold: money(card.betThresholdCents, card.currency),
              })}
              percent={thresholdPercent(card.betCents, card.betThresholdCents)}
            />
          </dl>
        )}
        <p className="cr-profile-level__vip-expiry">
          <Icon name="clock" />
          <span>
            {expiry
              ? t('PROFILE_LEVEL.VIP.EXPIRES', { date: formatDate(expiry) })
              : t('PROFILE_LEVEL.VIP.LIFELONG', { status: statusName(t, card.status) })}
          </span>
        </p>
      </div>
    </section>
  );
}

function VipSum({ label, value, percent }: { label: string; value: string; percent: number }) {
  return (
    <div className="cr-profile-level__vip-sum">
      <dt>{label}</dt>
      <dd>
        {value}
        <span className="cr-profile-level__mini-bar" aria-hidden="true">
          <span className="cr-profile-level__fill" style={{ width: `${percent}%` }} />
        </span>
      </dd>
    </div>
  );
}
