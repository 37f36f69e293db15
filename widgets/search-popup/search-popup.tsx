import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  useGamesFilter,
  useProviders,
  type Game,
  type Provider,
  useGameSearch,
} from '../../runtime/queries/index.ts';
import {
  SEARCH_MESSAGES,
  SEARCH_RECOMMENDED_COUNT,
  searchTerm,
  searchView,
  GAMES_PAGE_SIZE,
  SEARCH_DEBOUNCE_MS,
} from '../../runtime/rules/index.ts';
import { useModalStore } from '../../runtime/state/modal-store.ts';
import { Icon, IconButton } from '../../runtime/ui/index.ts';
import {
  GameTileSkeleton,
  ModelGameTile,
  useGameTiles,
  useVisibleGames,
  type GameTilesModel,
} from '../../runtime/ui/game-tile/index.ts';
import type { WidgetRenderProps } from '../../runtime/slots/index.ts';
import type { SearchPopupProps } from './search-popup.schema.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import './search-popup.css';

const LOADING_TILES = 6;

/**
 * The provider of each game whose title another listed game shares: same-named games (each studio
 * its own "Starburst") are told apart by who made them.
 * @example sameNameNotes(games, providers) // Map { 'netent/starburst' => 'NetEnt', 'fake/starburst' => 'Fake' }
 */
export function sameNameNotes(
  games: readonly Game[],
  providers: readonly Provider[] | undefined,
): Map<string, string> {
  const counts = new Map<string, number>();
  for (const game of games) {
    const key = game.title.trim().toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const notes = new Map<string, string>();
  for (const game of games) {
    if ((counts.get(game.title.trim().toLowerCase()) ?? 0) < 2) continue;
    const provider = providers?.find((p) => p.provider === game.provider || p.slug === game.provider);
    notes.set(game.identifier, provider?.title ?? game.provider);
  }
  return notes;
}

function TileList({
  games,
  model,
  onNavigate,
  label,
}: {
  games: readonly Game[] | undefined;
  model: GameTilesModel;
  onNavigate: () => void;
  label: string;
}) {
  const providers = useProviders();
  const notes = games ? sameNameNotes(games, providers.data) : undefined;
  return (
    <ul className="cr-search-popup__list" aria-label={label} aria-busy={!games || undefined}>
      {games
        ? games.map((game) => (
            <li key={game.identifier}>
              <ModelGameTile
                game={game}
                model={model}
                onNavigate={onNavigate}
                note={notes?.get(game.identifier)}
              />
            </li>
          ))
        : Array.from({ length: LOADING_TILES }, (_, i) => (
            <li key={i}>
              <GameTileSkeleton />
            </li>
          ))}
    </ul>
  );
}

export default function SearchPopup({ props }: WidgetRenderProps<SearchPopupProps>) {
  const { t } = useTranslation();
  const ctx = useSiteContext();
  const inputId = useId();
  const hintId = useId();
  const model = useGameTiles();
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  // The popup opens to type into: focus goes straight to the field. Not with autoFocus, whose
  // focus scrolls the field into view and so lays the whole page out in the opening's task.
  useEffect(() => inputRef.current?.focus({ preventScroll: true }), []);
  const term = searchTerm(useDebouncedValue(query, SEARCH_DEBOUNCE_MS));
  const search = useGameSearch(term, ctx.device, GAMES_PAGE_SIZE);
  const found = useVisibleGames(search.data?.data);
  const view = searchView(term, { pending: search.isFetching, failed: search.isError, count: found?.length });
  const recommendedQuery = useGamesFilter({
    device: ctx.device,
    categories: [props.recommendedCategory],
    page: 1,
    pageSize: SEARCH_RECOMMENDED_COUNT,
  });
  const recommended = useVisibleGames(recommendedQuery.data?.data);
  const close = useCallback(() => useModalStore.getState().close(), []);
  const tooShort = query.trim() !== '' && searchTerm(query) === null;

  const status =
    view === 'results'
      ? t('SEARCH_POPUP.RESULTS', { n: found?.length ?? 0 })
      : view === 'loading'
        ? t('SEARCH_POPUP.LOADING')
        : '';

  return (
    <div className="cr-search-popup">
      <form className="cr-search-popup__form" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="cr-search-popup__label" htmlFor={inputId}>
          {t('SEARCH_POPUP.LABEL')}
        </label>
        <div className="cr-search-popup__field">
          <Icon name="search" className="cr-search-popup__icon" />
          <input
            id={inputId}
            className="cr-search-popup__input"
            type="search"
            value={query}
            placeholder={t('SEARCH_POPUP.PLACEHOLDER')}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
            ref={inputRef}
            onChange={(event) => setQuery(event.target.value)}
          />
          {query !== '' && (
            <IconButton icon="close" label={t('SEARCH_POPUP.CLEAR')} size="s" onClick={() => setQuery('')} />
          )}
        </div>
        <p id={hintId} className="cr-search-popup__hint">
          {tooShort ? t('SEARCH_POPUP.HINT') : ''}
        </p>
      </form>

      <p className="cr-search-popup__status" aria-live="polite">
        {status}
      </p>

      {view === 'empty' && (
        <div className="cr-search-popup__empty" role="status">
          <p className="cr-search-popup__empty-title">{t(SEARCH_MESSAGES.listEmpty)}</p>
          <p>{t(SEARCH_MESSAGES.listEmptySpecify)}</p>
        </div>
      )}
      {view === 'error' && (
        <p className="cr-search-popup__error" role="alert">
          {t('SEARCH_POPUP.ERROR')}
        </p>
      )}

      {view === 'results' || view === 'loading' ? (
        <TileList
          games={view === 'results' ? found : undefined}
          model={model}
          onNavigate={close}
          label={t('SEARCH_POPUP.RESULTS_LABEL')}
        />
      ) : (
        (recommended === undefined || recommended.length > 0) && (
          <section className="cr-search-popup__recommended">
            <h2 className="cr-search-popup__heading">{t('SEARCH_POPUP.RECOMMENDED')}</h2>
            <TileList
              games={recommended}
              model={model}
              onNavigate={close}
              label={t('SEARCH_POPUP.RECOMMENDED')}
            />
          </section>
        )
      )}
    </div>
  );
}
