import { PLAYER_GROUPS } from '../catalog/statuses.ts';

/**
 * SPEC §9 "comp-point bet and deposit sums": the bets and deposits (minor units) that lead to the
 * next VIP status, per currency; other currencies use the fallback thresholds.
 */
export const VIP_THRESHOLDS: Readonly<Record<string, { betCents: number; depositCents: number }>> = {
  USD: { betCents: 6_000_000, depositCents: 600_000 },
  EUR: { betCents: 6_000_000, depositCents: 600_000 },
  AUD: { betCents: 9_000_000, depositCents: 900_000 },
  CAD: { betCents: 9_000_000, depositCents: 900_000 },
  NZD: { betCents: 9_000_000, depositCents: 900_000 },
  BRL: { betCents: 30_000_000, depositCents: 3_000_000 },
};
export const FALLBACK_VIP_THRESHOLDS = { betCents: 9_000_000, depositCents: 900_000 } as const;

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
