import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { filterByCondition } from '../../runtime/config/index.ts';
import { useSiteContext } from '../../runtime/context/site-context-react.tsx';
import { useConfig, useLootboxes, useTournaments } from '../../runtime/queries/index.ts';
import {
  presentRouteOf,
  routePath,
  splitLocalePrefix,
  usePagePresence,
  type RouteName,
} from '../../runtime/routing/index.ts';
import {
  FEATURE,
  isOn,
  isActiveWheelBox,
  mainWidgetCards,
  type MainWidgetCard,
  promotionEnabled,
  questSlugOf,
  questTime,
  seesWheelSegments,
  visibleQuests,
} from '../../runtime/rules/index.ts';

/**
 * The main widget's cards for this visitor (runtime/rules/main-widget.ts): main-widget-config
 * with its `when` applied, the pages that exist (no dead links), the promotion pages switched on,
 * the player's active loot boxes and the quests running for them.
 */
export function useMainWidgetCards(): { cards: MainWidgetCard[]; ready: boolean } {
  const ctx = useSiteContext();
  const presence = usePagePresence();
  const { pathname } = useLocation();
  const config = useConfig('main-widget-config');
  const promotionPages = useConfig('manage-promotion-pages');
  const tournaments = useTournaments();
  const lootboxes = useLootboxes();
  const { path } = splitLocalePrefix(pathname, ctx.localeFromPath ? [ctx.locale] : [], ctx.locale);
  const cards = useMemo(() => {
    const now = Date.now();
    const pages = (promotionPages.data ?? undefined) as Readonly<Record<string, boolean>> | undefined;
    const viewer = { testQuests: isOn(ctx.features, FEATURE.testQuests), groups: ctx.groups };
    const running = visibleQuests(tournaments.data ?? [], viewer, now).filter(
      (quest) => questTime(quest, now) === 'active',
    );
    return mainWidgetCards(filterByCondition(config.data?.widgets ?? [], ctx), {
      present: (route) => presentRouteOf(routePath(route as RouteName), presence) !== null,
      enabled: (feature) =>
        feature === 'adventures' || feature === 'quests'
          ? pages?.[feature] !== false
          : promotionEnabled({ features: ctx.features, promotionPages: pages }, feature),
      activeLootboxes: (lootboxes.data ?? []).filter(isActiveWheelBox).length,
      wheelGroup: seesWheelSegments(ctx.groups),
      activeQuests: running.map((quest) => ({
        slug: questSlugOf(quest),
        identifier: quest.frontend_identifier,
      })),
      currentPath: path,
    });
  }, [ctx, presence, config.data, promotionPages.data, tournaments.data, lootboxes.data, path]);
  return { cards, ready: !config.isPending && !tournaments.isPending };
}
