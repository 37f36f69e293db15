import { useMemo } from 'react';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import {
  usePlayer,
  useTournaments,
  useTournamentStatuses,
  type Tournament,
  type TournamentPlayerStatus,
} from '../../runtime/queries/index.ts';
import {
  FALLBACK_CURRENCY,
  FEATURE,
  isOn,
  questProgress,
  questSizeOf,
  questThresholds,
  questTime,
  visibleAchievements,
  visibleQuests,
  type QuestProgress,
  type QuestTime,
} from '../../runtime/rules/index.ts';

export type QuestTournament = Tournament & { questSize?: string | null; questSlug?: string | null };

export interface QuestEntry {
  promo: QuestTournament;
  time: QuestTime;
  /** The player's standing; null for a guest or before it loads. */
  status: TournamentPlayerStatus | null;
  /** Quests only: levels and progress from the player's bets (0 for a guest). */
  progress: QuestProgress | null;
}

/**
 * The quests and achievements this visitor sees, with the player's standing in each started one
 * (one `/batch` call per 12). A socket `tournaments_statuses` reloads the standings.
 */
export function useQuestEntries(now: number) {
  const ctx = useSiteContext();
  const tournaments = useTournaments();
  const player = usePlayer();
  const currency = player.data?.currency ?? FALLBACK_CURRENCY;
  const testQuests = isOn(ctx.features, FEATURE.testQuests);
  const groups = ctx.groups;
  const lists = useMemo(() => {
    const all = (tournaments.data ?? []) as QuestTournament[];
    const viewer = { testQuests, groups };
    return { quests: visibleQuests(all, viewer, now), achievements: visibleAchievements(all, viewer, now) };
  }, [tournaments.data, testQuests, groups, now]);
  const ids = useMemo(
    () =>
      [...lists.quests, ...lists.achievements]
        .filter((promo) => questTime(promo, now) !== 'future')
        .map((promo) => promo.id),
    [lists, now],
  );
  const statuses = useTournamentStatuses(ids);
  const entries = useMemo(() => {
    const byId = new Map((statuses.data ?? []).map((status) => [status.tournament_id, status]));
    const entry = (promo: QuestTournament, quest: boolean): QuestEntry => {
      const status = byId.get(promo.id) ?? null;
      return {
        promo,
        time: questTime(promo, now),
        status,
        progress: quest
          ? questProgress(questThresholds(questSizeOf(promo), currency), Number(status?.bets ?? 0))
          : null,
      };
    };
    return {
      quests: lists.quests.map((promo) => entry(promo, true)),
      achievements: lists.achievements.map((promo) => entry(promo, false)),
    };
  }, [lists, statuses.data, currency, now]);
  return {
    ...entries,
    currency,
    signedIn: Boolean(player.data),
    /** The player's standings have answered (levels shown before would all read level 1). */
    standingsLoaded: ids.length === 0 || !statuses.isPending,
    tournaments,
    statuses,
  };
}
