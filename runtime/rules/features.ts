/**
 * Names of the feature flags (spec §6 local flags and brand features). One place, so that
 * brand.json, the /ffc page, `when.features` and the rules agree on the spelling.
 */
export const FEATURE = {
  techWork: 'techWork',
  disableWww: 'disableWww',
  promoBannerInEnterButton: 'promoBannerInEnterButton',
  compPoints: 'compPoints',
  abRegistration: 'abRegistration',
  mysticJackpots: 'mysticJackpots',
  testQuests: 'testQuests',
  allWidgets: 'allWidgets',
  allProviders: 'allProviders',
  sports: 'sports',
  rocketMart: 'rocketMart',
  rocketChance: 'rocketChance',
  activityHub: 'activityHub',
  lotteries: 'lotteries',
} as const;
export type FeatureName = (typeof FEATURE)[keyof typeof FEATURE];

/** Whether a flag is on; an absent flag is off. */
export function isOn(features: Readonly<Record<string, boolean>>, name: string): boolean {
  return features[name] === true;
}
