import { describe, expect, it } from 'vitest';
import { quarterLastDay, thresholdPercent, vipCard, vipStatusExpiry, vipStatusFromName } from './vip.ts';

const progress = (overrides: Record<string, unknown> = {}) => ({
  currency: 'EUR',
  currentStatus: 'silver',
  activeStatus: 'silver',
  nextStatus: 'gold',
  depositAmountCents: 300_000,
  depositThresholdCents: 600_000,
  betSumCents: 1_000_000,
  betSumThresholdCents: 6_000_000,
  overallProgress: 33,
  ...overrides,
});

describe('vipStatusFromName', () => {
  it.each([
    ['regular', 'rising-star'],
    ['Rising star', 'rising-star'],
    ['rising_star', 'rising-star'],
    ['BRONZE', 'bronze'],
    ['diamond', 'diamond'],
    ['copper', null],
    ['', null],
    [null, null],
  ])('reads %s as %s', (name, status) => {
    expect(vipStatusFromName(name)).toBe(status);
  });
});

describe('vipCard', () => {
  it('shows the progress the platform gives', () => {
    expect(vipCard(progress(), 'CAD')).toEqual({
      status: 'silver',
      next: 'gold',
      currency: 'EUR',
      depositCents: 300_000,
      depositThresholdCents: 600_000,
      betCents: 1_000_000,
      betThresholdCents: 6_000_000,
      percent: 33,
      fallback: false,
    });
  });

  it('falls back to regular with bronze next and the spec thresholds when the progress failed', () => {
    expect(vipCard(null, 'CAD')).toEqual({
      status: 'rising-star',
      next: 'bronze',
      currency: 'CAD',
      depositCents: 0,
      depositThresholdCents: 900_000,
      betCents: 0,
      betThresholdCents: 9_000_000,
      percent: 0,
      fallback: true,
    });
  });

  it('falls back too when the progress names a status the client does not know', () => {
    expect(vipCard(progress({ activeStatus: 'copper', currentStatus: 'copper' }), 'EUR').fallback).toBe(true);
  });

  it('reads "regular" as the rising star', () => {
    const card = vipCard(
      progress({ activeStatus: 'regular', currentStatus: 'regular', nextStatus: 'bronze' }),
      'EUR',
    );
    expect(card).toMatchObject({ status: 'rising-star', next: 'bronze', fallback: false });
  });

  it('gives diamond no next status and a full bar: it is lifelong', () => {
    const card = vipCard(
      progress({ activeStatus: 'diamond', nextStatus: 'diamond', overallProgress: 40 }),
      'EUR',
    );
    expect(card).toMatchObject({ status: 'diamond', next: null, percent: 100 });
  });

  it('takes the following status when the platform names the current one as next', () => {
    expect(vipCard(progress({ nextStatus: 'silver' }), 'EUR').next).toBe('gold');
  });

  it('keeps the overall progress within 0..100', () => {
    expect(vipCard(progress({ overallProgress: 250 }), 'EUR').percent).toBe(100);
    expect(vipCard(progress({ overallProgress: -5 }), 'EUR').percent).toBe(0);
    expect(vipCard(progress({ overallProgress: Number.NaN }), 'EUR').percent).toBe(0);
  });
});

describe('thresholdPercent', () => {
  it.each([
    [0, 900_000, 0],
    [450_000, 900_000, 50],
    [899_999, 900_000, 99],
    [2_000_000, 900_000, 100],
    [5, 0, 100],
  ])('%s of %s is %s %', (value, threshold, percent) => {
    expect(thresholdPercent(value, threshold)).toBe(percent);
  });
});

describe('quarterLastDay', () => {
  it.each([
    [Date.UTC(2026, 0, 1), '2026-03-31'],
    [Date.UTC(2026, 2, 31, 23, 59), '2026-03-31'],
    [Date.UTC(2026, 3, 1), '2026-06-30'],
    [Date.UTC(2026, 7, 15), '2026-09-30'],
    [Date.UTC(2026, 11, 31, 12), '2026-12-31'],
    [Date.UTC(2028, 1, 29), '2028-03-31'],
  ])('the quarter of %s ends on %s', (now, day) => {
    expect(quarterLastDay(now)).toBe(day);
  });
});

describe('vipStatusExpiry', () => {
  it('ends a status with the quarter, and never ends diamond', () => {
    const now = Date.UTC(2026, 4, 10);
    expect(vipStatusExpiry('gold', now)).toBe('2026-06-30');
    expect(vipStatusExpiry('rising-star', now)).toBe('2026-06-30');
    expect(vipStatusExpiry('diamond', now)).toBeNull();
  });
});
