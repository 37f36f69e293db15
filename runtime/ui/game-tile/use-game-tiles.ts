import { useCallback, useMemo } from 'react';
import { useSiteContext } from '../../context/site-context-react.tsx';
import {
  useClientContext,
  useConfig,
  useFavouriteGameIds,
  usePlayer,
  useToggleFavourite,
} from '../../queries/index.ts';
import {
  FEATURE,
  filterDisabledProviders,
  hiddenProviders,
  isOn,
  type ProvidersConfig,
} from '../../rules/index.ts';
import { localePrefixOf } from './game-links.ts';

/** What every tile of a list shares: who is looking, their favourites and the toggle. */
export interface GameTilesModel {
  localePrefix: string;
  loggedIn: boolean;
  /** The player's currency; null for guests. */
  currency: string | null;
  favouriteIds: ReadonlySet<number>;
  toggleFavourite: (gameId: number, favourite: boolean) => Promise<unknown>;
}

/**
 * The shared state of a list of game tiles, read once per list rather than once per tile, so a
 * grid of thousands of tiles stays cheap to render.
 */
export function useGameTiles(): GameTilesModel {
  const ctx = useSiteContext();
  const { data: player } = usePlayer();
  const { data: favouriteIds } = useFavouriteGameIds();
  const { mutateAsync } = useToggleFavourite();
  const loggedIn = ctx.auth === 'player' && Boolean(player);
  const ids = useMemo(() => new Set(favouriteIds ?? []), [favouriteIds]);
  const toggleFavourite = useCallback(
    (gameId: number, favourite: boolean) => mutateAsync({ gameId, favourite }),
    [mutateAsync],
  );
  const localePrefix = localePrefixOf(ctx);
  const currency = loggedIn ? (player?.currency ?? null) : null;
  // One stable object per state, so memoised tiles skip re-rendering when a list grows.
  return useMemo(
    () => ({ localePrefix, loggedIn, currency, favouriteIds: ids, toggleFavourite }),
    [localePrefix, loggedIn, currency, ids, toggleFavourite],
  );
}

/** The provider entries of providers-config (the document also carries its `$schema` string). */
function providersMap(config: object | undefined): ProvidersConfig {
  const map: Record<string, 'all' | string[]> = {};
  for (const [provider, where] of Object.entries(config ?? {})) {
    if (where === 'all') map[provider] = 'all';
    else if (Array.isArray(where)) map[provider] = where.filter((c): c is string => typeof c === 'string');
  }
  return map;
}

/**
 * Providers hidden for this visitor: the providers-config map by country (spec §6), unless a bot
 * or the allProviders flag. `ready` is false while the map loads.
 */
export function useHiddenProviders(): { hidden: readonly string[]; ready: boolean } {
  const ctx = useSiteContext();
  const config = useConfig('providers-config');
  const client = useClientContext();
  const allProviders = isOn(ctx.features, FEATURE.allProviders);
  const isBot = client.data?.isBot === true;
  const hidden = useMemo(
    () => hiddenProviders(providersMap(config.data), ctx.country, { isBot, allProviders }),
    [config.data, ctx.country, isBot, allProviders],
  );
  return { hidden, ready: !config.isPending };
}

/** Games without those of hidden or disabled providers (at most ten applied, spec §5). */
export function useVisibleGames<G extends { provider: string }>(
  games: readonly G[] | undefined,
): G[] | undefined {
  const { hidden } = useHiddenProviders();
  return useMemo(() => (games ? filterDisabledProviders(games, hidden) : undefined), [games, hidden]);
}
