import { GROUP, NEW_PROVIDER_GROUPS, VIP_GROUPS } from '../../../runtime/rules/groups.ts';
import type { GiftDescription, Status } from './types.ts';

const [EVOLUTION, PRAGMATIC] = NEW_PROVIDER_GROUPS;

/** Player groups of SPEC §3 and §6, by meaning: the client's ids, plus the new-provider pairs by name. */
export const PLAYER_GROUPS = {
  ...GROUP,
  newProviderEvolutionTarget: EVOLUTION.target,
  newProviderEvolutionShown: EVOLUTION.shown,
  newProviderPragmaticTarget: PRAGMATIC.target,
  newProviderPragmaticShown: PRAGMATIC.shown,
} as const;

/** SPEC §6: VIP means any of these groups. */
export { VIP_GROUPS };

const GROUP_NAMES: Readonly<Record<number, string>> = {
  [PLAYER_GROUPS.risingStar]: 'Rising star',
  [PLAYER_GROUPS.bronze]: 'Bronze',
  [PLAYER_GROUPS.silver]: 'Silver',
  [PLAYER_GROUPS.gold]: 'Gold',
  [PLAYER_GROUPS.platinum]: 'Platinum',
  [PLAYER_GROUPS.diamond]: 'Diamond',
  [PLAYER_GROUPS.tester]: 'Tester',
  [PLAYER_GROUPS.testerNotices]: 'Tester notices',
  [PLAYER_GROUPS.multiAccount]: 'Multi-account',
  [PLAYER_GROUPS.vipAdventures]: 'VIP adventures',
  [PLAYER_GROUPS.writableChat]: 'Live chat',
  [PLAYER_GROUPS.abVariantA]: 'A/B variant A',
  [PLAYER_GROUPS.abVariantB]: 'A/B variant B',
  [PLAYER_GROUPS.wheelA]: 'Wheel A',
  [PLAYER_GROUPS.wheelB]: 'Wheel B',
  [PLAYER_GROUPS.hideSofort]: 'Hide sofort',
  [PLAYER_GROUPS.pwaNative]: 'PWA native',
  [PLAYER_GROUPS.ibanLt]: 'IBAN LT',
  [PLAYER_GROUPS.newProviderEvolutionTarget]: 'New provider evolution',
  [PLAYER_GROUPS.newProviderEvolutionShown]: 'New provider evolution shown',
  [PLAYER_GROUPS.newProviderPragmaticTarget]: 'New provider pragmaticplay',
  [PLAYER_GROUPS.newProviderPragmaticShown]: 'New provider pragmaticplay shown',
};

/** Lower bound of persistent comp points of levels 1..12. */
export const LEVEL_THRESHOLDS = [
  0, 100, 500, 1_500, 4_000, 10_000, 25_000, 60_000, 150_000, 400_000, 1_000_000, 2_500_000,
] as const;
const TOP_LEVEL_MAX = 1_000_000_000;

const LEVEL_NAMES = [
  'Rookie',
  'Cadet',
  'Pilot',
  'Navigator',
  'Explorer',
  'Voyager',
  'Captain',
  'Commander',
  'Admiral',
  'Pioneer',
  'Legend',
  'Cosmonaut',
];

/** EUR is the currency of the level bonuses; the client shows them in the visitor's format. */
const LEVEL_BONUS_CURRENCY = 'EUR';

function giftsOf(level: number): GiftDescription[] {
  const points = level * 50;
  const gifts: GiftDescription[] = [{ type: 'points', text: `${points} comp points`, value: points }];
  if (level >= 2) {
    const spins = level * 10;
    gifts.push({ type: 'freespins', text: `${spins} free spins`, value: spins });
  }
  if (level >= 4) {
    const percent = Math.min(3 + level, 15);
    gifts.push({ type: 'cashback', text: `${percent}% cashback`, value: percent });
  }
  if (level >= 6) {
    const euros = level * 25;
    gifts.push({
      type: 'bonus',
      text: `${euros} ${LEVEL_BONUS_CURRENCY} bonus`,
      value: euros * 100,
      currency: LEVEL_BONUS_CURRENCY,
    });
  }
  return gifts;
}

export function buildStatuses(): Status[] {
  const levels: Status[] = LEVEL_THRESHOLDS.map((min, index) => {
    const level = index + 1;
    return {
      id: `level_${level}`,
      name: LEVEL_NAMES[index] ?? `Level ${level}`,
      status: true,
      writable: false,
      image: `/assets/generated/badge/level-${level}.svg`,
      content: `<p>Level ${level}: ${giftsOf(level)
        .map((gift) => gift.text)
        .join(', ')}.</p>`,
      gift_descriptions: giftsOf(level),
      conditions: [
        {
          persistent_comp_points: {
            type: 'range',
            min,
            max: LEVEL_THRESHOLDS[index + 1] ?? TOP_LEVEL_MAX,
            exclude_end: true,
          },
        },
      ],
    };
  });
  const groups: Status[] = Object.entries(GROUP_NAMES).map(([id, name]) => ({
    id,
    name,
    status: false,
    writable: Number(id) === PLAYER_GROUPS.writableChat,
    conditions: [],
  }));
  return [...levels, ...groups];
}
