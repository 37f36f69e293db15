import { nextVipStatus, VIP_STATUSES, type VipStatus } from './groups.ts';
import { FALLBACK_VIP_THRESHOLDS } from './points-store.ts';

/** VIP status progress of spec §3, §4 and §8: the fallback when it fails and when a status expires. */

/** What `GET /jam/vip_status_progress` answers (API-SHAPES §2, SPEC §3 "VIP progress"). */
export interface VipProgressAnswer {
  currency: string;
  currentStatus: string;
  activeStatus: string;
  nextStatus: string;
  depositAmountCents: number;
  depositThresholdCents: number;
  betSumCents: number;
  betSumThresholdCents: number;
  overallProgress: number;
}

/** The progress the VIP card shows, with the statuses read into the client's ids. */
export interface VipCard {
  status: VipStatus;
  /** The next status, or null for diamond (lifelong). */
  next: VipStatus | null;
  currency: string;
  depositCents: number;
  depositThresholdCents: number;
  betCents: number;
  betThresholdCents: number;
  /** 0..100. */
  percent: number;
  /** True when the progress could not be loaded and the card shows the fallback (spec §8). */
  fallback: boolean;
}

/** Names the platform uses for the entry status (spec §3: Rising star is also "regular"). */
const ENTRY_NAMES = new Set(['regular', 'rising-star', 'risingstar']);

/**
 * The client's id of a status name of the progress call: case, spaces and underscores do not
 * matter, and "regular" is the rising star. Null for a name that is no VIP status.
 * @example vipStatusFromName('Regular') // 'rising-star'; vipStatusFromName('gold') // 'gold'
 */
export function vipStatusFromName(name: string | null | undefined): VipStatus | null {
  const key = String(name ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (ENTRY_NAMES.has(key)) return 'rising-star';
  return VIP_STATUSES.find((status) => status.id === key)?.id ?? null;
}

const percentOf = (value: number) =>
  Math.floor(Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0)));

/**
 * The VIP card's data: the progress as the platform gives it, or, when it is missing or names no
 * status we know, regular with bronze next, nothing counted yet and the fallback thresholds of spec §9.
 * @example vipCard(null, 'CAD') // { status: 'rising-star', next: 'bronze', depositThresholdCents: 900000, ... }
 */
export function vipCard(progress: VipProgressAnswer | null | undefined, currency: string): VipCard {
  const status = progress ? vipStatusFromName(progress.activeStatus || progress.currentStatus) : null;
  if (!progress || status === null) {
    return {
      status: 'rising-star',
      next: 'bronze',
      currency,
      depositCents: 0,
      depositThresholdCents: FALLBACK_VIP_THRESHOLDS.depositCents,
      betCents: 0,
      betThresholdCents: FALLBACK_VIP_THRESHOLDS.betsCents,
      percent: 0,
      fallback: true,
    };
  }
  const named = vipStatusFromName(progress.nextStatus);
  // Diamond is the top: the platform may name it again as "next".
  const next = status === 'diamond' ? null : named && named !== status ? named : nextVipStatus(status);
  return {
    status,
    next,
    currency: progress.currency || currency,
    depositCents: progress.depositAmountCents,
    depositThresholdCents: progress.depositThresholdCents,
    betCents: progress.betSumCents,
    betThresholdCents: progress.betSumThresholdCents,
    percent: status === 'diamond' ? 100 : percentOf(progress.overallProgress),
    fallback: false,
  };
}

/** Share of a threshold reached, 0..100, rounded down; a threshold of 0 counts as reached. */
export function thresholdPercent(value: number, threshold: number): number {
  if (threshold <= 0) return 100;
  return percentOf((value / threshold) * 100);
}

/**
 * The last day of the quarter (UTC) that `now` falls in, as `YYYY-MM-DD`: a VIP status holds until
 * the end of the quarter (spec §4).
 * @example quarterLastDay(Date.UTC(2026, 4, 10)) // '2026-06-30'
 */
export function quarterLastDay(now: number): string {
  const date = new Date(now);
  const year = date.getUTCFullYear();
  const lastMonth = Math.floor(date.getUTCMonth() / 3) * 3 + 2;
  // Day 0 of the month after the quarter's last one is that last one's last day.
  const last = new Date(Date.UTC(year, lastMonth + 1, 0));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(last.getUTCMonth() + 1)}-${pad(last.getUTCDate())}`;
}

/** When the player's VIP status expires: the end of the quarter, or never for diamond (lifelong). */
export function vipStatusExpiry(status: VipStatus, now: number): string | null {
  return status === 'diamond' ? null : quarterLastDay(now);
}
