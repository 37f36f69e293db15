import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { formatDateTime } from '../../runtime/i18n/index.ts';
import {
  usePlayedGamesHistory,
  useProviders,
  useSelectGames,
  type PlayedGame,
} from '../../runtime/queries/index.ts';
import { joinPrefix, leadsToPage, usePagePresence } from '../../runtime/routing/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import { Button, FormAlert, LazyImage, Skeleton } from '../../runtime/ui/index.ts';
import { gamePath, localePrefixOf } from '../../runtime/ui/game-tile/index.ts';
import type { GamesHistoryProps } from './games-history.schema.ts';
import './games-history.css';

const LOADING_ROWS = 3;
/** Size of the game artwork in a row (the generated artwork is 4:3). */
const THUMBNAIL = { width: 64, height: 48 } as const;

export default function GamesHistory({ props }: WidgetRenderProps<GamesHistoryProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const played = usePlayedGamesHistory();
  const size = props.pageSize;
  const [chunks, setChunks] = useState(1);
  const headingId = useId();

  let body;
  if (played.isPending) {
    body = (
      <div className="cr-games-history__loading" aria-busy="true">
        <span className="cr-visually-hidden" role="status">
          {t('PROFILE_HISTORY.GAMES.LOADING')}
        </span>
        {Array.from({ length: LOADING_ROWS }, (_, i) => (
          <Skeleton key={i} height={THUMBNAIL.height + 16} />
        ))}
      </div>
    );
  } else if (!played.data) {
    body = (
      <FormAlert className="cr-games-history__message">
        <p>{t('PROFILE_HISTORY.GAMES.ERROR')}</p>
        <Button
          size="s"
          variant="secondary"
          loading={played.isFetching}
          onClick={() => void played.refetch()}
        >
          {t('PROFILE_HISTORY.GAMES.RETRY')}
        </Button>
      </FormAlert>
    );
  } else if (played.data.length === 0) {
    const lobby = joinPrefix(localePrefixOf(ctx), '/');
    body = (
      <div className="cr-games-history__message">
        <p>{t('PROFILE_HISTORY.GAMES.EMPTY')}</p>
        {leadsToPage({ href: '/' }, presence) && (
          <Button size="s" variant="secondary" href={lobby}>
            {t('PROFILE_HISTORY.GAMES.BROWSE')}
          </Button>
        )}
      </div>
    );
  } else {
    const list = played.data;
    const shown = Math.min(list.length, chunks * size);
    body = (
      <>
        <ul className="cr-games-history__list" aria-label={t('PROFILE_HISTORY.GAMES.LIST_LABEL')}>
          {Array.from({ length: Math.ceil(shown / size) }, (_, index) => (
            <PlayedChunk
              key={index}
              entries={list.slice(index * size, Math.min(shown, (index + 1) * size))}
              focusOnMount={index > 0}
            />
          ))}
        </ul>
        <div className="cr-games-history__more">
          <p className="cr-games-history__muted" aria-live="polite">
            {t('PROFILE_HISTORY.GAMES.SHOWN', { shown, total: list.length })}
          </p>
          {shown < list.length && (
            <Button variant="secondary" onClick={() => setChunks((count) => count + 1)}>
              {t('PROFILE_HISTORY.GAMES.SHOW_MORE')}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="cr-games-history" aria-labelledby={headingId}>
      <h2 id={headingId} className="cr-games-history__title">
        {t('PROFILE_HISTORY.GAMES.TITLE')}
      </h2>
      {body}
    </section>
  );
}

/**
 * The rows of one "page" of played games. Each page asks for its own games' details, so showing
 * more never loads again the rows already shown.
 */
function PlayedChunk({ entries, focusOnMount }: { entries: PlayedGame[]; focusOnMount: boolean }) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const ids = entries.map((entry) => entry.identifier);
  const games = useSelectGames(ids);
  const providers = useProviders();
  const first = useRef<HTMLLIElement>(null);
  const linkGames = leadsToPage({ route: 'game' }, presence);
  const prefix = localePrefixOf(ctx);

  // "Show more" added these rows: the reader continues from the first of them.
  useEffect(() => {
    if (focusOnMount) first.current?.focus();
  }, [focusOnMount]);

  return entries.map((entry, index) => {
    const game = games.data?.find((candidate) => candidate.identifier === entry.identifier);
    const providerSlug = game?.provider ?? entry.identifier.split('/')[0] ?? '';
    const provider =
      providers.data?.find((candidate) => candidate.slug === providerSlug)?.title ?? providerSlug;
    let title;
    if (game) {
      title = linkGames ? (
        <Link className="cr-games-history__game" to={gamePath(game, prefix)}>
          {game.title}
        </Link>
      ) : (
        <span className="cr-games-history__game">{game.title}</span>
      );
    } else if (games.isPending) {
      title = <Skeleton width="60%" shape="text" />;
    } else {
      // A game the catalogue no longer has (or could not be read): named by its identifier.
      title = (
        <span className="cr-games-history__game">
          {entry.identifier.split('/').pop()}{' '}
          <span className="cr-games-history__muted">{t('PROFILE_HISTORY.GAMES.UNAVAILABLE')}</span>
        </span>
      );
    }
    return (
      <li
        key={entry.identifier}
        ref={index === 0 ? first : undefined}
        tabIndex={index === 0 && focusOnMount ? -1 : undefined}
        className="cr-games-history__row"
      >
        {game ? (
          <LazyImage
            src={game.preview}
            alt=""
            width={THUMBNAIL.width}
            height={THUMBNAIL.height}
            className="cr-games-history__image"
          />
        ) : (
          <span className="cr-games-history__image cr-games-history__image--none" aria-hidden="true" />
        )}
        <div className="cr-games-history__text">
          {title}
          <span className="cr-games-history__muted">{provider}</span>
        </div>
        {entry.last_activity_at && (
          <time className="cr-games-history__when" dateTime={entry.last_activity_at}>
            {t('PROFILE_HISTORY.GAMES.LAST_PLAYED', { date: formatDateTime(entry.last_activity_at) })}
          </time>
        )}
      </li>
    );
  });
}
