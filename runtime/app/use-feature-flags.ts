import { useMemo } from 'react';
import { useConfig } from '../queries/config.ts';
import { promotionPageFeatures } from '../rules/promotion-pages.ts';

const NO_FLAGS: Record<string, boolean> = {};

/**
 * Server feature flags: the CMS `feature-flags` document, with the promotion pages that
 * manage-promotion-pages switches off; brand features and local overrides merge around them.
 */
export function useFeatureFlags(): Record<string, boolean> {
  const flags = useConfig('feature-flags').data;
  const pages = useConfig('manage-promotion-pages').data;
  return useMemo(() => {
    const off = promotionPageFeatures(pages);
    return Object.keys(off).length === 0 ? (flags ?? NO_FLAGS) : { ...flags, ...off };
  }, [flags, pages]);
}
