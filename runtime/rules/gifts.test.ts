import { describe, expect, it } from 'vitest';
import {
  actualGifts,
  canActivateGift,
  depositGiftsAvailable,
  depositGiftsBlock,
  GIFT_STAGES,
  isFinishedGift,
  isNewGift,
  showsGiftNotification,
  splitGifts,
  wagerPercent,
  withoutDisabledGifts,
} from './gifts.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('gift stages', () => {
  it.each([
    ['issued', false],
    ['wait', false],
    ['handle_bets', false],
    ['lost', true],
    ['canceled', true],
    ['expired', true],
    ['wager_done', true],
    ['finished', true],
  ])('treats stage %s as finished: %s', (stage, finished) => {
    expect(isFinishedGift({ stage })).toBe(finished);
  });

  it('keeps only unfinished gifts as actual', () => {
    const gifts = GIFT_STAGES.map((stage) => ({ stage }));
    expect(actualGifts(gifts).map((g) => g.stage)).toEqual(['issued', 'wait', 'handle_bets']);
  });
});

describe('new and active gifts', () => {
  it('counts an activatable gift before its deadline as new', () => {
    expect(
      isNewGift({ stage: 'issued', activatable: true, activatable_until: '2026-06-02T00:00:00Z' }, NOW),
    ).toBe(true);
    expect(isNewGift({ stage: 'issued', activatable: true, activatable_until: null }, NOW)).toBe(true);
  });

  it('counts an activatable gift past its deadline as active, not new', () => {
    expect(
      isNewGift({ stage: 'issued', activatable: true, activatable_until: '2026-06-01T11:59:59Z' }, NOW),
    ).toBe(false);
  });

  it('counts an issued gift without a wager as new', () => {
    expect(isNewGift({ stage: 'issued', activatable: false, amount_wager_requirement_cents: 0 }, NOW)).toBe(
      true,
    );
  });

  it('counts a gift being wagered as active', () => {
    expect(
      isNewGift({ stage: 'handle_bets', activatable: false, amount_wager_requirement_cents: 5000 }, NOW),
    ).toBe(false);
  });

  it('never counts a finished gift as new', () => {
    expect(isNewGift({ stage: 'expired', activatable: true }, NOW)).toBe(false);
  });

  it('splits the actual gifts into new and active, dropping finished ones', () => {
    const gifts = [
      { id: 1, stage: 'issued', activatable: true },
      { id: 2, stage: 'handle_bets', activatable: false, amount_wager_requirement_cents: 100 },
      { id: 3, stage: 'lost', activatable: true },
    ];
    const { fresh, active } = splitGifts(gifts, NOW);
    expect(fresh.map((g) => g.id)).toEqual([1]);
    expect(active.map((g) => g.id)).toEqual([2]);
  });
});

describe('free spins and notifications', () => {
  it('announces a bonus or free-spin change only in stage issued', () => {
    expect(showsGiftNotification({ stage: 'issued' })).toBe(true);
    for (const stage of GIFT_STAGES.filter((s) => s !== 'issued'))
      expect(showsGiftNotification({ stage })).toBe(false);
  });
});

describe('deposit gifts', () => {
  it('are available to an ordinary player', () => {
    expect(
      depositGiftsAvailable({ deposit_bonus_code: null, can_issue_bonuses: true, multiAccount: false }),
    ).toBe(true);
  });

  it.each([
    { deposit_bonus_code: 'WELCOME', can_issue_bonuses: true, multiAccount: false },
    { deposit_bonus_code: null, can_issue_bonuses: false, multiAccount: false },
    { deposit_bonus_code: null, can_issue_bonuses: true, multiAccount: true },
  ])('are unavailable for %j', (player) => {
    expect(depositGiftsAvailable(player)).toBe(false);
  });
});

describe('gift actions', () => {
  it('lets a gift be activated only while the platform offers it and its deadline is ahead', () => {
    const gift = { stage: 'issued', activatable: true, activatable_until: '2026-06-01T12:00:01Z' };
    expect(canActivateGift(gift, NOW)).toBe(true);
    expect(canActivateGift({ ...gift, activatable_until: null }, NOW)).toBe(true);
    expect(canActivateGift({ ...gift, activatable_until: '2026-06-01T12:00:00Z' }, NOW)).toBe(false);
    expect(canActivateGift({ ...gift, activatable: false }, NOW)).toBe(false);
    expect(canActivateGift({ ...gift, stage: 'expired' }, NOW)).toBe(false);
  });

  it.each([
    [0, 25_000, 0],
    [1_250, 25_000, 5],
    [24_999, 25_000, 99],
    [25_000, 25_000, 100],
    [30_000, 25_000, 100],
    [0, 0, 100],
  ])('counts %i of %i wagered as %i %%', (wagered, required, percent) => {
    expect(wagerPercent({ amount_wager_cents: wagered, amount_wager_requirement_cents: required })).toBe(
      percent,
    );
  });
});

describe('why deposit gifts are unavailable', () => {
  it.each([
    [{ multiAccount: false }, null],
    [{ multiAccount: false, deposit_bonus_code: null, can_issue_bonuses: true }, null],
    [{ multiAccount: false, deposit_bonus_code: 'SPRING' }, 'bonus-code'],
    [{ multiAccount: false, can_issue_bonuses: false }, 'bonuses-off'],
    [{ multiAccount: false, deposit_bonus_code: 'SPRING', can_issue_bonuses: false }, 'bonus-code'],
    [{ multiAccount: true, deposit_bonus_code: 'SPRING' }, 'multi-account'],
  ] as const)('%j → %s, as depositGiftsAvailable says', (player, block) => {
    expect(depositGiftsBlock(player)).toBe(block);
    expect(depositGiftsAvailable(player)).toBe(block === null);
  });
});

describe('gifts of disabled bonus groups', () => {
  const gifts = [
    { id: 1, group_key: 'welcome_1' },
    { id: 2, group_key: 'retired_reload' },
    { id: 3, group_key: true },
    { id: 4 },
    { id: 5, group_key: null },
  ];

  it.each([
    [['retired_reload'], [1, 3, 4, 5]],
    [
      ['retired_reload', 'welcome_1'],
      [3, 4, 5],
    ],
    [['other'], [1, 2, 3, 4, 5]],
    [[], [1, 2, 3, 4, 5]],
    [undefined, [1, 2, 3, 4, 5]],
  ])('hides the gifts whose group key is in %j', (disabled, ids) => {
    expect(withoutDisabledGifts(gifts, disabled).map((gift) => gift.id)).toEqual(ids);
  });
});
