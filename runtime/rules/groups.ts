import type { PlayerStatus } from '../context/types.ts';

/** Player group ids of spec §3 and §6. */
export const GROUP = {
  /** Rising star: also the regular (entry) VIP status. */
  risingStar: 1117,
  bronze: 257,
  silver: 258,
  gold: 259,
  platinum: 255,
  /** Diamond is lifelong. */
  diamond: 759,
  tester: 21,
  /** Sees tester notices without the other tester rights. */
  testerNotices: 916,
  multiAccount: 100,
  vipAdventures: 791,
  writableChat: 545,
  abVariantA: 543,
  abVariantB: 544,
  wheelA: 1308,
  wheelB: 1309,
  /** Hides the sofort payment brand. */
  hideSofort: 631,
  pwaNative: 1401,
  /** Added when the player enters an IBAN starting with LT. */
  ibanLt: 1101,
} as const;

/** VIP statuses from lowest to highest; `regular` is the rising-star entry status. */
export const VIP_STATUSES = [
  { id: 'rising-star', group: GROUP.risingStar },
  { id: 'bronze', group: GROUP.bronze },
  { id: 'silver', group: GROUP.silver },
  { id: 'gold', group: GROUP.gold },
  { id: 'platinum', group: GROUP.platinum },
  { id: 'diamond', group: GROUP.diamond },
] as const;
export type VipStatus = (typeof VIP_STATUSES)[number]['id'];

/** Groups that make a player VIP (spec §6): bronze and above. */
export const VIP_GROUPS: readonly number[] = [
  GROUP.bronze,
  GROUP.silver,
  GROUP.gold,
  GROUP.platinum,
  GROUP.diamond,
];

/**
 * The wheel groups (spec §6), in the order their wheel segments are looked up: a tester sees the
 * test segments even when in a wheel group too.
 */
export const WHEEL_GROUPS: readonly number[] = [GROUP.tester, GROUP.wheelA, GROUP.wheelB];

/**
 * The new-provider popup (spec §4): shown once to players in `target` and not in `shown`;
 * closing it adds `shown`. Which of each pair is which is our reading of spec §4.
 */
export const NEW_PROVIDER_GROUPS = [
  { provider: 'evolution', target: 851, shown: 859 },
  { provider: 'pragmaticplay', target: 1030, shown: 1056 },
] as const;

/**
 * The numeric group ids of a player's statuses; `level_N` entries are levels, not groups.
 * @example groupsOf([{ id: 257, name: 'bronze' }, { id: 'level_3', name: 3 }, { id: '545', name: 'chat' }]) // [257, 545]
 */
export function groupsOf(statuses: readonly PlayerStatus[]): number[] {
  const ids: number[] = [];
  for (const { id } of statuses) {
    const n = typeof id === 'number' ? id : /^\d+$/.test(id.trim()) ? Number(id) : Number.NaN;
    if (Number.isInteger(n) && !ids.includes(n)) ids.push(n);
  }
  return ids;
}

const has = (groups: readonly number[], ...wanted: number[]) => wanted.some((g) => groups.includes(g));

export function isVip(groups: readonly number[]): boolean {
  return has(groups, ...VIP_GROUPS);
}

/** Testers may open any promotion page and see the adventures widget (spec §6). */
export function isTester(groups: readonly number[]): boolean {
  return has(groups, GROUP.tester);
}

/** Tester notices also show for group 916 (spec §6). */
export function seesTesterNotices(groups: readonly number[]): boolean {
  return has(groups, GROUP.tester, GROUP.testerNotices);
}

/** Multi-account players need a confirmation before an exchange (spec §6). */
export function isMultiAccount(groups: readonly number[]): boolean {
  return has(groups, GROUP.multiAccount);
}

/** Group 545 gets the live chat; everyone else the other chat (spec §6). */
export function hasWritableChat(groups: readonly number[]): boolean {
  return has(groups, GROUP.writableChat);
}

/** `live`: the writable chat with an operator (group 545); `contact`: a message to support by e-mail. */
export type SupportChatKind = 'live' | 'contact';

/**
 * The chat a player gets: group 545 the live chat, everyone else, guests included, writes to support
 * by e-mail (spec §6 "everyone else the other chat").
 * @example supportChatKind([545, 257]) // 'live'
 */
export function supportChatKind(groups: readonly number[]): SupportChatKind {
  return hasWritableChat(groups) ? 'live' : 'contact';
}

/**
 * Whether the player is in a wheel group (spec §6): they see their group's wheel segments, and the
 * main widget's loot box card opens the wheel for them.
 */
export function seesWheelSegments(groups: readonly number[]): boolean {
  return has(groups, ...WHEEL_GROUPS);
}

/** Whether the sofort payment brand is hidden for the player (spec §6). */
export function hidesSofort(groups: readonly number[]): boolean {
  return has(groups, GROUP.hideSofort);
}

/**
 * The A/B variant group of a visitor by the parity of their id (spec §6): even → 543, odd → 544.
 * @example abGroupFor(10) // 543
 */
export function abGroupFor(userId: number): typeof GROUP.abVariantA | typeof GROUP.abVariantB {
  return Math.abs(userId) % 2 === 0 ? GROUP.abVariantA : GROUP.abVariantB;
}

/** The highest VIP status among the groups; rising star (regular) when none. */
export function vipStatusOf(groups: readonly number[]): VipStatus {
  for (let i = VIP_STATUSES.length - 1; i >= 0; i--) {
    const status = VIP_STATUSES[i];
    if (status && groups.includes(status.group)) return status.id;
  }
  return 'rising-star';
}

/** The status after this one, or null for diamond (lifelong, spec §4). */
export function nextVipStatus(status: VipStatus): VipStatus | null {
  const i = VIP_STATUSES.findIndex((s) => s.id === status);
  return VIP_STATUSES[i + 1]?.id ?? null;
}

/** Where a VIP card stands relative to the player's status (spec §4): before, current, next, lock. */
export function vipCardPosition(
  card: VipStatus,
  current: VipStatus,
): 'before' | 'current' | 'future' | 'lock' {
  const c = VIP_STATUSES.findIndex((s) => s.id === card);
  const u = VIP_STATUSES.findIndex((s) => s.id === current);
  if (c < u) return 'before';
  if (c === u) return 'current';
  return c === u + 1 ? 'future' : 'lock';
}

/** The provider whose new-provider popup the player should see, or null (spec §4). */
export function newProviderPopupFor(groups: readonly number[]): string | null {
  const entry = NEW_PROVIDER_GROUPS.find((p) => groups.includes(p.target) && !groups.includes(p.shown));
  return entry?.provider ?? null;
}
