import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDate, useMoney } from '../../runtime/i18n/index.ts';
import { tournamentScore } from '../../runtime/queries/index.ts';
import {
  joinPrefix,
  presentRouteOf,
  routePath,
  splitLocalePrefix,
  usePagePresence,
  type RouteName,
} from '../../runtime/routing/index.ts';
import {
  defaultSubunitsToUnit,
  questBySlug,
  questSizeOf,
  questSlugOf,
  type QuestLevelState,
} from '../../runtime/rules/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Badge, Button, Countdown, FormAlert, Skeleton, type BadgeTone } from '../../runtime/ui/index.ts';
import { localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import { useQuestEntries, type QuestEntry } from './quest-data.ts';
import type { QuestsProps } from './quests.schema.ts';
import './quests.css';

type Entries = ReturnType<typeof useQuestEntries>;

const TIME_TONE: Record<QuestEntry['time'], BadgeTone> = {
  active: 'success',
  future: 'primary',
  archive: 'neutral',
};
const LEVEL_TONE: Record<QuestLevelState, BadgeTone> = {
  completed: 'success',
  active: 'primary',
  locked: 'neutral',
};

/** The clock of the page: read once, moved on when a countdown ends (the state changes then). */
function usePageClock(): [number, () => void] {
  const [now, setNow] = useState(() => Date.now());
  return [now, useCallback(() => setNow(Date.now()), [])];
}

/** A link to a route of the table under the visitor's locale prefix. */
function useHref() {
  const ctx = useSiteContext();
  const prefix = localePrefixOf(ctx);
  return useCallback(
    (name: RouteName, params: Record<string, string> = {}) => joinPrefix(prefix, routePath(name, params)),
    [prefix],
  );
}

/** The slug of /action/<slug> on this page (null on /action). */
function useQuestSlug(): string | null {
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const { pathname } = useLocation();
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const matched = presentRouteOf(path, presence);
  return matched?.route.name === 'action' ? (matched.params['slug'] ?? null) : null;
}

function Loading({ label }: { label: string }) {
  return (
    <div className="cr-quests__loading" aria-busy="true">
      <span className="cr-visually-hidden">{label}</span>
      <Skeleton height={96} />
      <Skeleton height={96} />
    </div>
  );
}

function LoadError({ entries }: { entries: Entries }) {
  const { t } = useTranslation();
  return (
    <FormAlert className="cr-quests__alert">
      <p>{t('QUESTS.LOAD_ERROR')}</p>
      <Button
        variant="secondary"
        size="s"
        loading={entries.tournaments.isFetching}
        onClick={() => void entries.tournaments.refetch()}
      >
        {t('QUESTS.RETRY')}
      </Button>
    </FormAlert>
  );
}

/** When the quest ends or starts (a ticking countdown), or when it finished. */
function QuestTiming({ entry, onEnd }: { entry: QuestEntry; onEnd: () => void }) {
  const { t } = useTranslation();
  const { promo, time } = entry;
  if (time === 'archive') {
    return <p className="cr-quests__timing">{t('QUESTS.ENDED_ON', { date: formatDate(promo.end_at) })}</p>;
  }
  return (
    <p className="cr-quests__timing">
      <span>{t(time === 'active' ? 'QUESTS.ENDS_IN' : 'QUESTS.STARTS_IN')} </span>
      <Countdown to={time === 'active' ? promo.end_at : promo.start_at} onEnd={onEnd} />
    </p>
  );
}

function ProgressBar({ percent, label, text }: { percent: number; label: string; text: string }) {
  return (
    <div
      className="cr-quests__bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
    >
      <span className="cr-quests__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** Units of the currency as minor units, for the money formatter. */
function useUnits(currency: string) {
  const money = useMoney();
  const subunits = money.subunitsOf(currency) ?? defaultSubunitsToUnit(currency);
  return (units: number) => money.format(Math.round(units * subunits), currency);
}

/** The player's level and the bar to the next one. */
function LevelProgress({ entry, entries }: { entry: QuestEntry; entries: Entries }) {
  const { t } = useTranslation();
  const format = useUnits(entries.currency);
  const progress = entry.progress;
  if (!progress) return null;
  if (!entries.standingsLoaded) return <Skeleton height={48} />;
  const total = progress.levels.length;
  const bets = Number(entry.status?.bets ?? 0);
  const text = progress.done
    ? t('QUESTS.DONE')
    : t('QUESTS.PROGRESS_TEXT', {
        bets: format(bets),
        missing: format(progress.missing),
        level: progress.current + 1,
      });
  return (
    <div className="cr-quests__progress">
      <p className="cr-quests__level" data-level={progress.current}>
        {t('QUESTS.LEVEL_OF', { level: progress.current, total })}
      </p>
      <ProgressBar percent={progress.percent} label={t('QUESTS.PROGRESS_LABEL')} text={text} />
      <p className="cr-quests__text">{text}</p>
    </div>
  );
}

function GuestNote() {
  const { t } = useTranslation();
  const href = useHref();
  return (
    <div className="cr-quests__guest">
      <p className="cr-quests__text">{t('QUESTS.GUEST')}</p>
      <Link className="cr-quests__cta" to={href('registration')}>
        {t('QUESTS.SIGN_UP')}
      </Link>
    </div>
  );
}

/** One quest in a list: its title (the link to its page), state, timing and the player's level. */
function QuestCard({ entry, entries, onEnd }: { entry: QuestEntry; entries: Entries; onEnd: () => void }) {
  const { t } = useTranslation();
  const href = useHref();
  const size = questSizeOf(entry.promo);
  return (
    <li className={`cr-quests__card cr-quests__card--${entry.time}`}>
      <div className="cr-quests__card-head">
        <h3 className="cr-quests__card-title">
          <Link to={href('action', { slug: questSlugOf(entry.promo) })}>{entry.promo.title}</Link>
        </h3>
        <Badge tone={TIME_TONE[entry.time]}>{t(`QUESTS.STATE.${entry.time.toUpperCase()}`)}</Badge>
      </div>
      <p className="cr-quests__text">
        {t('QUESTS.LEVELS_COUNT', { count: entry.progress?.levels.length ?? 0, size: size.toUpperCase() })}
      </p>
      <QuestTiming entry={entry} onEnd={onEnd} />
      {entries.signedIn && entry.time !== 'future' && <LevelProgress entry={entry} entries={entries} />}
    </li>
  );
}

function QuestList({ entries, onEnd }: { entries: Entries; onEnd: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="cr-quests" aria-labelledby={headingId}>
      <header className="cr-quests__intro">
        <h1 id={headingId} className="cr-quests__title">
          {t('QUESTS.TITLE')}
        </h1>
        <p className="cr-quests__text">{t('QUESTS.INTRO')}</p>
      </header>
      {entries.tournaments.isPending ? (
        <Loading label={t('QUESTS.LOADING')} />
      ) : entries.tournaments.isError ? (
        <LoadError entries={entries} />
      ) : entries.quests.length === 0 ? (
        <p className="cr-quests__empty">{t('QUESTS.EMPTY')}</p>
      ) : (
        <ul className="cr-quests__list">
          {entries.quests.map((entry) => (
            <QuestCard key={entry.promo.id} entry={entry} entries={entries} onEnd={onEnd} />
          ))}
        </ul>
      )}
      {!entries.signedIn && <GuestNote />}
    </section>
  );
}

/** One quest's page: its levels by size, the player's current level and progress. */
function QuestPage({ slug, entries, onEnd }: { slug: string; entries: Entries; onEnd: () => void }) {
  const { t } = useTranslation();
  const href = useHref();
  const format = useUnits(entries.currency);
  const headingId = useId();
  const back = (
    <Link className="cr-quests__back" to={href('action')}>
      {t('QUESTS.ALL_QUESTS')}
    </Link>
  );
  if (entries.tournaments.isPending) return <Loading label={t('QUESTS.LOADING')} />;
  if (entries.tournaments.isError) return <LoadError entries={entries} />;
  const found = questBySlug(
    entries.quests.map((q) => q.promo),
    slug,
  );
  const entry = entries.quests.find((e) => e.promo === found);
  if (!entry) {
    return (
      <section className="cr-quests" aria-labelledby={headingId}>
        <h1 id={headingId} className="cr-quests__title">
          {t('QUESTS.NOT_FOUND_TITLE')}
        </h1>
        <p className="cr-quests__text">{t('QUESTS.NOT_FOUND')}</p>
        {back}
      </section>
    );
  }
  const size = questSizeOf(entry.promo);
  const levels = entry.progress?.levels ?? [];
  return (
    <section className={`cr-quests cr-quest cr-quest--${size}`} aria-labelledby={headingId}>
      {back}
      <header className="cr-quests__intro">
        <div className="cr-quests__card-head">
          <h1 id={headingId} className="cr-quests__title">
            {entry.promo.title}
          </h1>
          <Badge tone={TIME_TONE[entry.time]}>{t(`QUESTS.STATE.${entry.time.toUpperCase()}`)}</Badge>
        </div>
        <p className="cr-quests__text">{t('QUESTS.HOW')}</p>
        <QuestTiming entry={entry} onEnd={onEnd} />
      </header>
      {entries.signedIn ? (
        entry.time !== 'future' && <LevelProgress entry={entry} entries={entries} />
      ) : (
        <GuestNote />
      )}
      <h2 className="cr-quests__subtitle">{t('QUESTS.LEVELS_TITLE')}</h2>
      <ol className="cr-quest__levels">
        {levels.map((level) => {
          const state = level.state;
          return (
            <li
              key={level.level}
              className={`cr-quest__level cr-quest__level--${state}`}
              aria-current={state === 'active' && entries.signedIn ? 'step' : undefined}
              data-state={state}
            >
              <span className="cr-quest__level-number">{t('QUESTS.LEVEL', { level: level.level })}</span>
              <span className="cr-quest__level-threshold">
                {level.threshold === 0
                  ? t('QUESTS.START')
                  : t('QUESTS.THRESHOLD', { amount: format(level.threshold) })}
              </span>
              <Badge tone={LEVEL_TONE[state]}>{t(`QUESTS.LEVEL_STATE.${state.toUpperCase()}`)}</Badge>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Achievements({ entries, onEnd }: { entries: Entries; onEnd: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section className="cr-quests" aria-labelledby={headingId}>
      <header className="cr-quests__intro">
        <h1 id={headingId} className="cr-quests__title">
          {t('QUESTS.ACHIEVEMENTS.TITLE')}
        </h1>
        <p className="cr-quests__text">{t('QUESTS.ACHIEVEMENTS.INTRO')}</p>
      </header>
      {entries.tournaments.isPending ? (
        <Loading label={t('QUESTS.LOADING')} />
      ) : entries.tournaments.isError ? (
        <LoadError entries={entries} />
      ) : entries.achievements.length === 0 ? (
        <p className="cr-quests__empty">{t('QUESTS.ACHIEVEMENTS.EMPTY')}</p>
      ) : (
        <ul className="cr-quests__list">
          {entries.achievements.map((entry) => {
            const score = entry.status ? tournamentScore(entry.status, entry.promo.strategy) : 0;
            return (
              <li key={entry.promo.id} className={`cr-quests__card cr-quests__card--${entry.time}`}>
                <div className="cr-quests__card-head">
                  <h2 className="cr-quests__card-title">{entry.promo.title}</h2>
                  <Badge tone={TIME_TONE[entry.time]}>{t(`QUESTS.STATE.${entry.time.toUpperCase()}`)}</Badge>
                </div>
                <QuestTiming entry={entry} onEnd={onEnd} />
                {entries.signedIn && entry.time !== 'future' && (
                  <p className="cr-quests__score" data-score={score}>
                    {t(`QUESTS.ACHIEVEMENTS.SCORE.${entry.promo.strategy.toUpperCase()}`, {
                      count: score,
                      value: number.format(score),
                    })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!entries.signedIn && <GuestNote />}
    </section>
  );
}

/** The activity hub: the running quests with the player's level, and the achievements. */
function Hub({ entries, onEnd }: { entries: Entries; onEnd: () => void }) {
  const { t } = useTranslation();
  const href = useHref();
  const presence = usePagePresence();
  const headingId = useId();
  const questsId = useId();
  const achievementsId = useId();
  const running = entries.quests.filter((entry) => entry.time === 'active');
  const achievements = entries.achievements.filter((entry) => entry.time === 'active');
  const achievementsPage = presentRouteOf(routePath('achievements'), presence) !== null;
  let body;
  if (entries.tournaments.isPending) body = <Loading label={t('QUESTS.LOADING')} />;
  else if (entries.tournaments.isError) body = <LoadError entries={entries} />;
  else
    body = (
      <>
        <section className="cr-activity-hub__section" aria-labelledby={questsId}>
          <h2 id={questsId} className="cr-quests__subtitle">
            {t('ACTIVITY_HUB.QUESTS_TITLE')}
          </h2>
          {running.length === 0 ? (
            <p className="cr-quests__empty">{t('ACTIVITY_HUB.QUESTS_EMPTY')}</p>
          ) : (
            <ul className="cr-quests__list">
              {running.map((entry) => (
                <QuestCard key={entry.promo.id} entry={entry} entries={entries} onEnd={onEnd} />
              ))}
            </ul>
          )}
          <Link className="cr-quests__more" to={href('action')}>
            {t('ACTIVITY_HUB.ALL_QUESTS')}
          </Link>
        </section>
        <section className="cr-activity-hub__section" aria-labelledby={achievementsId}>
          <h2 id={achievementsId} className="cr-quests__subtitle">
            {t('ACTIVITY_HUB.ACHIEVEMENTS_TITLE')}
          </h2>
          <p className="cr-quests__text">
            {t('ACTIVITY_HUB.ACHIEVEMENTS_TEXT', { count: achievements.length })}
          </p>
          {achievementsPage && (
            <Link className="cr-quests__more" to={href('achievements')}>
              {t('ACTIVITY_HUB.ALL_ACHIEVEMENTS')}
            </Link>
          )}
        </section>
      </>
    );
  return (
    <section className="cr-quests cr-activity-hub" aria-labelledby={headingId}>
      <header className="cr-quests__intro">
        <h1 id={headingId} className="cr-quests__title">
          {t('ACTIVITY_HUB.TITLE')}
        </h1>
        <p className="cr-quests__text">{t('ACTIVITY_HUB.INTRO')}</p>
      </header>
      {body}
      {!entries.signedIn && <GuestNote />}
    </section>
  );
}

export default function Quests({ props }: WidgetRenderProps<QuestsProps>) {
  const [now, tick] = usePageClock();
  const entries = useQuestEntries(now);
  const slug = useQuestSlug();
  const { view } = props;
  if (view === 'achievements') return <Achievements entries={entries} onEnd={tick} />;
  if (view === 'activity-hub') return <Hub entries={entries} onEnd={tick} />;
  return slug ? (
    <QuestPage slug={slug} entries={entries} onEnd={tick} />
  ) : (
    <QuestList entries={entries} onEnd={tick} />
  );
}
