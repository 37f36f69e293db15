import { describe, expect, it } from 'vitest';
import { FALLBACK_VIP_THRESHOLDS, vipProgress } from './vip-progress.ts';

describe('VIP progress', () => {
  it('measures deposits and bets against the §9 thresholds of the currency', () => {
    const progress = vipProgress({
      userId: 1,
      currency: 'EUR',
      groups: [1117],
      depositCents: 300_000,
      betCents: 0,
    });
    expect(progress).toEqual(
      expect.objectContaining({
        currentStatus: 'regular',
        nextStatus: 'bronze',
        depositThresholdCents: 600_000,
        betSumThresholdCents: 6_000_000,
        overallProgress: 25,
      }),
    );
  });

  it('uses the fallback thresholds for other currencies and tops out at diamond', () => {
    const progress = vipProgress({
      userId: 1,
      currency: 'BTC',
      groups: [759],
      depositCents: 1e9,
      betCents: 1e9,
    });
    expect(progress.depositThresholdCents).toBe(FALLBACK_VIP_THRESHOLDS.depositCents);
    expect(progress).toEqual(
      expect.objectContaining({ currentStatus: 'diamond', nextStatus: 'diamond', overallProgress: 100 }),
    );
  });
});
