import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDateTime, useMoney } from '../../runtime/i18n/index.ts';
import {
  useConfirmTournament,
  useGamesFilter,
  useTournament,
  useTournaments,
  useTournamentStatus,
  type Tournament,
  type TournamentPlayerStatus,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, routePath, usePagePresence } from '../../runtime/routing/index.ts';
import { promoItemState } from '../../runtime/rules/index.ts';
import { Button, FormAlert } from '../../runtime/ui/index.ts';
import { ModelGameTile, registrationPath, useGameTiles } from '../../runtime/ui/game-tile/index.ts';
import { leaderboard, type BoardRow } from './leaderboard.ts';
import { PageHead, PageState, PrizeList, prizeText, usePromoRoute, useVisible } from './page-parts.tsx';
import type { TournamentPageProps } from './tournament-page.schema.ts';

const STRATEGY_KEYS = {
  spin: 'TOURNAMENTS.PAGE.STRATEGY.SPIN',
  win: 'TOURNAMENTS.PAGE.STRATEGY.WIN',
  rate: 'TOURNAMENTS.PAGE.STRATEGY.RATE',
  points: 'TOURNAMENTS.PAGE.STRATEGY.POINTS',
  bet: 'TOURNAMENTS.PAGE.STRATEGY.BET',
} as const;

export function TournamentView({ props }: { props: TournamentPageProps }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const route = usePromoRoute();
  const visible = useVisible();
  const list = useTournaments();
  const found = list.data?.find((item) => item.frontend_identifier === route.slug && visible(item)) ?? null;
  const detail = useTournament(found?.id ?? null);
  const status = useTournamentStatus(found?.id ?? null);
  const tournament = detail.data ?? found;

  if (!tournament) {
    const state = list.data ? 'missing' : list.isError ? 'error' : 'loading';
    return (
      <PageState
        state={state}
        texts={{
          loading: t('TOURNAMENTS.PAGE.LOADING'),
          error: t('TOURNAMENTS.PAGE.LOAD_ERROR'),
          missing: t('TOURNAMENTS.PAGE.NOT_FOUND'),
        }}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  }

  const refresh = () => {
    void list.refetch();
    void detail.refetch();
  };
  const own = ctx.auth === 'player' ? (status.data ?? null) : null;
  return (
    <article className="cr-promo-page">
      <PageHead
        kind={t('TOURNAMENTS.KIND.TOURNAMENT')}
        title={tournament.title}
        image={props.image.replace('{identifier}', encodeURIComponent(tournament.frontend_identifier))}
        times={tournament}
        poolCents={tournament.money_prize_pool_cents || tournament.money_budget_cents}
        currency={tournament.currency}
        onStateChange={refresh}
      >
        <JoinControl tournament={tournament} own={own} statusPending={status.isPending} />
      </PageHead>
      {route.board ? (
        <Leaderboard tournament={tournament} own={own} size={Number.POSITIVE_INFINITY} />
      ) : (
        <div className="cr-promo-page__columns">
          <div className="cr-promo-page__column">
            <Conditions tournament={tournament} />
            <PrizeList prizes={tournament.prizes} currency={tournament.currency} />
          </div>
          <div className="cr-promo-page__column">
            <Leaderboard tournament={tournament} own={own} size={props.leaderboardSize} />
          </div>
          <Games category={tournament.game_category_identity} count={props.gamesCount} />
        </div>
      )}
    </article>
  );
}

/** Joining (spec §7 POST /api/tournaments/{id}/confirm): a guest registers first and comes back. */
function JoinControl({
  tournament,
  own,
  statusPending,
}: {
  tournament: Tournament;
  own: TournamentPlayerStatus | null;
  statusPending: boolean;
}) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const route = usePromoRoute();
  const confirm = useConfirmTournament();
  const [failed, setFailed] = useState(false);
  const state = promoItemState(tournament, Date.now());
  if (state === 'archive')
    return <p className="cr-promo-page__muted">{t('TOURNAMENTS.PAGE.FINISHED_NOTE')}</p>;
  if (ctx.auth !== 'player') {
    return (
      <Button href={registrationPath(route.here, route.prefix)}>{t('TOURNAMENTS.PAGE.JOIN_GUEST')}</Button>
    );
  }
  const joined =
    own?.user_confirmed === true ||
    (!tournament.user_confirmation_required && (own?.award_place ?? null) !== null);
  if (joined) {
    return (
      <p className="cr-promo-page__joined" role="status">
        {t('TOURNAMENTS.PAGE.JOINED')}
      </p>
    );
  }
  return (
    <>
      <Button
        loading={confirm.isPending}
        disabled={statusPending}
        onClick={async () => {
          setFailed(false);
          try {
            await confirm.mutateAsync(tournament.id);
          } catch {
            setFailed(true);
          }
        }}
      >
        {t('TOURNAMENTS.PAGE.JOIN')}
      </Button>
      {failed && <FormAlert>{t('TOURNAMENTS.PAGE.JOIN_FAILED')}</FormAlert>}
    </>
  );
}

function Conditions({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation();
  return (
    <section className="cr-promo-page__section" aria-labelledby="cr-promo-conditions">
      <h2 id="cr-promo-conditions" className="cr-promo-page__heading">
        {t('TOURNAMENTS.PAGE.CONDITIONS')}
      </h2>
      <ul className="cr-promo-page__conditions">
        <li>
          {t('TOURNAMENTS.PAGE.PERIOD', {
            start: formatDateTime(tournament.start_at),
            end: formatDateTime(tournament.end_at),
          })}
        </li>
        <li>{t(STRATEGY_KEYS[tournament.strategy])}</li>
        {tournament.games_taken_limit > 0 && (
          <li>{t('TOURNAMENTS.PAGE.SPIN_LIMIT', { count: tournament.games_taken_limit })}</li>
        )}
        {tournament.user_confirmation_required && <li>{t('TOURNAMENTS.PAGE.CONFIRM_NEEDED')}</li>}
        {tournament.group_ids.length > 0 && <li>{t('TOURNAMENTS.PAGE.GROUPS_ONLY')}</li>}
      </ul>
    </section>
  );
}

/** The leaderboard: the top places with the player's highlighted, their place said in words. */
function Leaderboard({
  tournament,
  own,
  size,
}: {
  tournament: Tournament;
  own: TournamentPlayerStatus | null;
  size: number;
}) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const money = useMoney();
  const route = usePromoRoute();
  const board = leaderboard(tournament, own, size);
  const score = (value: number) =>
    tournament.strategy === 'win' || tournament.strategy === 'bet'
      ? money.format(value, tournament.currency)
      : tournament.strategy === 'rate'
        ? value.toFixed(2)
        : value.toLocaleString(ctx.locale);
  const row = (entry: BoardRow) => (
    <tr
      key={`${entry.place}-${entry.nickname}`}
      className={entry.you ? 'cr-promo-board__row cr-promo-board__row--you' : 'cr-promo-board__row'}
      aria-current={entry.you ? 'true' : undefined}
    >
      <td>{entry.place}</td>
      <td>
        {entry.nickname}
        {entry.you && <span className="cr-promo-board__you"> ({t('TOURNAMENTS.LEADERBOARD.YOU')})</span>}
      </td>
      <td>{score(entry.score)}</td>
      <td>{entry.prize ? prizeText(entry.prize, tournament.currency, money.format, t) : ''}</td>
    </tr>
  );
  const boardPath = joinPrefix(route.prefix, routePath('tournament-leaderboard', { slug: route.slug }));
  const pagePath = joinPrefix(route.prefix, routePath('tournament', { slug: route.slug }));
  const running = promoItemState(tournament, Date.now()) === 'active';
  return (
    <section className="cr-promo-page__section" aria-labelledby="cr-promo-board">
      <h2 id="cr-promo-board" className="cr-promo-page__heading">
        {t('TOURNAMENTS.LEADERBOARD.TITLE')}
      </h2>
      {ctx.auth === 'player' && (
        <p className="cr-promo-board__place" role="status">
          {board.place !== null
            ? t('TOURNAMENTS.LEADERBOARD.YOUR_PLACE', { place: board.place })
            : running
              ? t('TOURNAMENTS.LEADERBOARD.NO_PLACE')
              : ''}
        </p>
      )}
      {board.rows.length === 0 ? (
        <p className="cr-promo-page__muted">{t('TOURNAMENTS.LEADERBOARD.EMPTY')}</p>
      ) : (
        <div className="cr-promo-board__scroll">
          <table className="cr-promo-board">
            <thead>
              <tr>
                <th scope="col">{t('TOURNAMENTS.LEADERBOARD.PLACE')}</th>
                <th scope="col">{t('TOURNAMENTS.LEADERBOARD.PLAYER')}</th>
                <th scope="col">{t('TOURNAMENTS.LEADERBOARD.SCORE')}</th>
                <th scope="col">{t('TOURNAMENTS.LEADERBOARD.PRIZE')}</th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map(row)}
              {board.below && (
                <>
                  <tr className="cr-promo-board__gap" aria-hidden="true">
                    <td colSpan={4}>…</td>
                  </tr>
                  {row(board.below)}
                </>
              )}
            </tbody>
          </table>
        </div>
      )}
      {route.board ? (
        <Link className="cr-promo-page__more" to={pagePath}>
          {t('TOURNAMENTS.LEADERBOARD.BACK')}
        </Link>
      ) : (
        tournament.top_players.length > 0 && (
          <Link className="cr-promo-page__more" to={boardPath}>
            {t('TOURNAMENTS.LEADERBOARD.FULL')}
          </Link>
        )
      )}
    </section>
  );
}

/** The tournament's games, each leading to its game page, and the whole category when it has a page. */
function Games({ category, count }: { category: string; count: number }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const model = useGameTiles();
  const everything = !category || category === 'all';
  const games = useGamesFilter(
    { device: ctx.device, categories: everything ? undefined : [category], page: 1, pageSize: count },
    count > 0,
  );
  const list = games.data?.data ?? [];
  if (count === 0 || list.length === 0) return null;
  const categoryPath = `/categories/${encodeURIComponent(category)}`;
  const linked = !everything && leadsToPage({ href: categoryPath }, presence);
  return (
    <section className="cr-promo-page__section cr-promo-page__games" aria-labelledby="cr-promo-games">
      <h2 id="cr-promo-games" className="cr-promo-page__heading">
        {t('TOURNAMENTS.PAGE.GAMES')}
      </h2>
      <ul className="cr-promo-page__game-list">
        {list.map((game) => (
          <li key={game.identifier}>
            <ModelGameTile game={game} model={model} />
          </li>
        ))}
      </ul>
      {linked && (
        <Link className="cr-promo-page__more" to={joinPrefix(model.localePrefix, categoryPath)}>
          {t('TOURNAMENTS.PAGE.ALL_GAMES')}
        </Link>
      )}
    </section>
  );
}
