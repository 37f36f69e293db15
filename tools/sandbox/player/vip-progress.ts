import {
  COMP_POINT_SUMS,
  FALLBACK_VIP_THRESHOLDS as CLIENT_FALLBACK_VIP_THRESHOLDS,
} from '../../../runtime/rules/points-store.ts';
import { PLAYER_GROUPS } from '../catalog/statuses.ts';

/**
 * SPEC §9 "comp-point bet and deposit sums": the bets and deposits (minor units) that lead to the
 * next VIP status, per currency; other currencies use the fallback thresholds. The client's table
 * (runtime/rules/points-store.ts), in the sandbox's field names.
 */
export const VIP_THRESHOLDS: Readonly<Record<string, { betCents: number; depositCents: number }>> =
  Object.fromEntries(
    Object.entries(COMP_POINT_SUMS).map(([currency, sums]) => [
      currency,
      { betCents: sums.bets, depositCents: sums.deposits },
    ]),
  );
/** SPEC §9 fallback VIP thresholds (the client's). */
export const FALLBACK_VIP_THRESHOLDS = {
  betCents: CLIENT_FALLBACK_VIP_THRESHOLDS.betsCents,
  depositCents: CLIENT_FALLBACK_VIP_THRESHOLDS.depositCents,
} as const;

/** The VIP ladder, lowest first; "regular" is the Rising star group. */
export const VIP_LADDER = [
  { name: 'regular', group: PLAYER_GROUPS.risingStar },
  { name: 'bronze', group: PLAYER_GROUPS.bronze },
  { name: 'silver', group: PLAYER_GROUPS.silver },
  { name: 'gold', group: PLAYER_GROUPS.gold },
  { name: 'platinum', group: PLAYER_GROUPS.platinum },
  { name: 'diamond', group: PLAYER_GROUPS.diamond },
] as const;

export function vipProgress(input: {
  userId: number;
  currency: string;
  groups: readonly number[];
  depositCents: number;
  betCents: number;
}) {
  const thresholds = VIP_THRESHOLDS[input.currency] ?? FALLBACK_VIP_THRESHOLDS;
  let index = 0;
  VIP_LADDER.forEach((step, i) => {
    if (input.groups.includes(step.group)) index = i;
  });
  const current = VIP_LADDER[index] ?? VIP_LADDER[0];
  const next = VIP_LADDER[Math.min(index + 1, VIP_LADDER.length - 1)] ?? current;
  const share = (value: number, threshold: number) => Math.min(1, value / threshold);
  const progress =
    (share(input.depositCents, thresholds.depositCents) + share(input.betCents, thresholds.betCents)) / 2;
  return {
    userId: input.userId,
    currency: input.currency,
    currentStatus: current.name,
    activeStatus: current.name,
    nextStatus: next.name,
    depositAmountCents: input.depositCents,
    depositThresholdCents: thresholds.depositCents,
    betSumCents: input.betCents,
    betSumThresholdCents: thresholds.betCents,
    overallProgress: Math.floor(progress * 100),
  };
}
