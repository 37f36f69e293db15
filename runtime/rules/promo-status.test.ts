import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  isAchievement,
  isHiddenPromo,
  isTestQuest,
  nextTickIn,
  promoItemState,
  promoKindOf,
  promoOpenTo,
  promoState,
  promoStatus,
} from './promo-status.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');

describe('promoState', () => {
  it.each([
    ['2026-06-16T00:00:00Z', '2026-06-20T00:00:00Z', 'future'],
    ['2026-06-10T00:00:00Z', '2026-06-20T00:00:00Z', 'active'],
    ['2026-06-10T00:00:00Z', '2026-06-15T12:00:00Z', 'archive'],
    ['2026-06-15T12:00:00Z', '2026-06-15T12:00:01Z', 'active'],
  ])('a promo from %s to %s is %s', (start, end, state) => {
    expect(promoState(start, end, NOW)).toBe(state);
  });
});

describe('countdownParts', () => {
  it('zero-pads every part', () => {
    expect(countdownParts(90_061_000)).toEqual({
      days: '01',
      hours: '01',
      minutes: '01',
      seconds: '01',
      done: false,
    });
  });

  it('hides the days when there are none', () => {
    expect(countdownParts(3_599_000)).toEqual({
      days: null,
      hours: '00',
      minutes: '59',
      seconds: '59',
      done: false,
    });
  });

  it('stops at zero and signals the end', () => {
    expect(countdownParts(-5_000)).toEqual({
      days: null,
      hours: '00',
      minutes: '00',
      seconds: '00',
      done: true,
    });
    expect(countdownParts(999).done).toBe(true);
  });

  it('always adds up to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 11), (ms) => {
        const p = countdownParts(ms);
        const total =
          Number(p.days ?? 0) * 86_400 + Number(p.hours) * 3600 + Number(p.minutes) * 60 + Number(p.seconds);
        expect(total).toBe(Math.floor(ms / 1000));
        expect(p.hours).toMatch(/^\d{2}$/);
      }),
    );
  });
});

describe('promo kinds', () => {
  it('derives tournament, quest and lottery from the source and identifier', () => {
    expect(promoKindOf('tournament', 'weekly-race')).toBe('tournament');
    expect(promoKindOf('tournament', 'summer-quest')).toBe('quest');
    expect(promoKindOf('tournament', 'achievement-1')).toBe('quest');
    expect(promoKindOf('lottery', 'summer-quest')).toBe('lottery');
  });

  it('recognises hidden promos, achievements and test quests by identifier', () => {
    expect(isHiddenPromo('race-nonvisible')).toBe(true);
    expect(isHiddenPromo(null)).toBe(false);
    expect(isAchievement('achievement-1')).toBe(true);
    expect(isTestQuest('quest-ffc')).toBe(true);
    expect(isTestQuest('quest')).toBe(false);
  });

  it('opens a group promo only to its groups', () => {
    expect(promoOpenTo([], [])).toBe(true);
    expect(promoOpenTo([21], [21, 257])).toBe(true);
    expect(promoOpenTo([21], [257])).toBe(false);
  });
});

describe('promoItemState and promoStatus', () => {
  const item = (start: string, end: string, finished: string | null = null) => ({
    start_at: start,
    end_at: end,
    finished_at: finished,
  });

  it.each([
    ['future', item('2026-06-16T00:00:00Z', '2026-06-20T00:00:00Z'), 'starts-in', '2026-06-16T00:00:00Z'],
    ['active', item('2026-06-10T00:00:00Z', '2026-06-20T00:00:00Z'), 'ends-in', '2026-06-20T00:00:00Z'],
    ['archive', item('2026-06-01T00:00:00Z', '2026-06-15T12:00:00Z'), 'finished', null],
    // Finished early by the platform: archive although its end is ahead.
    [
      'archive',
      item('2026-06-10T00:00:00Z', '2026-06-20T00:00:00Z', '2026-06-14T00:00:00Z'),
      'finished',
      null,
    ],
  ] as const)('is %s with label %s', (state, promo, label, target) => {
    expect(promoItemState(promo, NOW)).toBe(state);
    expect(promoStatus(promo, NOW)).toEqual({
      state,
      label,
      target: target === null ? null : Date.parse(target),
    });
  });

  it('ignores a finish time still ahead', () => {
    expect(
      promoItemState(item('2026-06-10T00:00:00Z', '2026-06-20T00:00:00Z', '2026-06-16T00:00:00Z'), NOW),
    ).toBe('active');
  });

  it('accepts epoch numbers and dates as well as strings', () => {
    expect(promoStatus({ start_at: NOW - 1, end_at: new Date(NOW + 5_000) }, NOW)).toEqual({
      state: 'active',
      label: 'ends-in',
      target: NOW + 5_000,
    });
  });
});

describe('nextTickIn', () => {
  it.each([
    [5_250, 250],
    [5_000, 1_000],
    [999, 999],
    [0, 1_000],
    [-300, 1_000],
  ])('with %i ms left wakes in %i ms', (left, wait) => {
    expect(nextTickIn(NOW + left, NOW)).toBe(wait);
  });
});
