import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abGroupFor,
  GROUP,
  groupsOf,
  hasWritableChat,
  hidesSofort,
  isMultiAccount,
  isTester,
  isVip,
  newProviderPopupFor,
  nextVipStatus,
  seesTesterNotices,
  seesWheelSegments,
  vipCardPosition,
  vipStatusOf,
} from './groups.ts';

describe('groupsOf', () => {
  it('keeps numeric status ids and drops levels', () => {
    expect(
      groupsOf([
        { id: 257, name: 'bronze' },
        { id: 'level_4', name: 4 },
        { id: '545', name: 'chat' },
        { id: 'vip', name: 'x' },
        { id: 257, name: 'again' },
      ]),
    ).toEqual([257, 545]);
  });
});

describe('VIP', () => {
  it.each([257, 258, 259, 255, 759])('counts group %i as VIP', (g) => {
    expect(isVip([1, g])).toBe(true);
  });

  it.each([[[]], [[1117]], [[21, 100, 545]]])('does not count %j as VIP', (groups) => {
    expect(isVip(groups)).toBe(false);
  });

  it.each([
    [[], 'rising-star'],
    [[1117], 'rising-star'],
    [[257], 'bronze'],
    [[258, 257], 'silver'],
    [[259], 'gold'],
    [[255, 258], 'platinum'],
    [[759, 255], 'diamond'],
  ] as const)('gives groups %j the status %s', (groups, status) => {
    expect(vipStatusOf(groups)).toBe(status);
  });

  it('has no status after diamond, which is lifelong', () => {
    expect(nextVipStatus('rising-star')).toBe('bronze');
    expect(nextVipStatus('platinum')).toBe('diamond');
    expect(nextVipStatus('diamond')).toBeNull();
  });

  it('places status cards before, at, right after and beyond the player status', () => {
    expect(vipCardPosition('bronze', 'silver')).toBe('before');
    expect(vipCardPosition('silver', 'silver')).toBe('current');
    expect(vipCardPosition('gold', 'silver')).toBe('future');
    expect(vipCardPosition('diamond', 'silver')).toBe('lock');
  });
});

describe('other groups', () => {
  it('recognises testers, tester notices, multi-accounts, writable chat, wheel and sofort groups', () => {
    expect(isTester([21])).toBe(true);
    expect(isTester([916])).toBe(false);
    expect(seesTesterNotices([916])).toBe(true);
    expect(isMultiAccount([100])).toBe(true);
    expect(isMultiAccount([])).toBe(false);
    expect(hasWritableChat([545])).toBe(true);
    expect(hasWritableChat([257])).toBe(false);
    expect(seesWheelSegments([1308])).toBe(true);
    expect(seesWheelSegments([21])).toBe(true);
    expect(seesWheelSegments([257])).toBe(false);
    expect(hidesSofort([GROUP.hideSofort])).toBe(true);
  });

  it('puts even ids in A/B group 543 and odd ids in 544', () => {
    expect(abGroupFor(10)).toBe(543);
    expect(abGroupFor(11)).toBe(544);
    fc.assert(fc.property(fc.integer(), (id) => abGroupFor(id) !== abGroupFor(id + 1)));
  });

  it('offers a new-provider popup once: to the target group, not after it was shown', () => {
    expect(newProviderPopupFor([851])).toBe('evolution');
    expect(newProviderPopupFor([851, 859])).toBeNull();
    expect(newProviderPopupFor([851, 859, 1030])).toBe('pragmaticplay');
    expect(newProviderPopupFor([])).toBeNull();
  });
});
