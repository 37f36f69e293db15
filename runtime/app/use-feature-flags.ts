import { useMemo } from 'react';
import { useConfig } from '../queries/config.ts';
import { groupsOf, isTester } from '../rules/groups.ts';
import { promotionPageFeatures } from '../rules/promotion-pages.ts';
import type { PlayerStatus } from '../api/types.ts';

const NO_FLAGS: Record<string, boolean> = {};

/**
 * Server feature flags: the CMS `feature-flags` document, with the promotion pages that
 * manage-promotion-pages switches off — except for a tester (group 21), who may open any promotion
 * page (spec §6); brand features and local overrides merge around them.
 */
export function useFeatureFlags(statuses: readonly PlayerStatus[] | undefined): Record<string, boolean> {
  const flags = useConfig('feature-flags').data;
  const pages = useConfig('manage-promotion-pages').data;
  const tester = isTester(groupsOf(statuses ?? []));
  return useMemo(() => {
    const off = tester ? {} : promotionPageFeatures(pages);
    return Object.keys(off).length === 0 ? (flags ?? NO_FLAGS) : { ...flags, ...off };
  }, [flags, pages, tester]);
}
