import { useConfig } from '../queries/config.ts';

const NO_FLAGS: Record<string, boolean> = {};

/** Server feature flags (CMS `feature-flags` document); brand features and local overrides merge around them. */
export function useFeatureFlags(): Record<string, boolean> {
  const { data } = useConfig('feature-flags');
  return data ?? NO_FLAGS;
}
