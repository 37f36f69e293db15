import { describe, expect, it } from 'vitest';
import {
  adventureActions,
  adventureDays,
  adventureFinished,
  adventureGiftDeadline,
  adventureProgress,
  adventureVariable,
  parseAdventureTitle,
} from './adventures.ts';

const NOW = Date.parse('2026-06-03T15:00:00Z');

describe('adventure titles', () => {
  it.each([
    ['Day 2__2/4__02/06/2026', { label: 'Day 2', step: 2, total: 4, date: '2026-06-02' }],
    ['Super prize__4/4__4/6/2026', { label: 'Super prize', step: 4, total: 4, date: '2026-06-04' }],
    [' Tag 1 __ 1 / 3 __ 31/12/2026 ', { label: 'Tag 1', step: 1, total: 3, date: '2026-12-31' }],
    ['Day 1__1/4', null],
    ['Day 1__1/4__01/06/2026__x', null],
    ['__1/4__01/06/2026', null],
    ['Day 5__5/4__01/06/2026', null],
    ['Day 0__0/4__01/06/2026', null],
    ['Day 1__one/4__01/06/2026', null],
    ['Day 1__1/4__31/02/2026', null],
    ['Day 1__1/4__2026-06-01', null],
    ['', null],
  ])('%j → %j', (title, parsed) => expect(parseAdventureTitle(title)).toEqual(parsed));
});

const input = (title: string, completed = false, until: string | null = null) => ({
  title,
  completed,
  activatable_until: until,
});
const DAYS = [
  input('Day 3__3/5__03/06/2026'),
  input('Day 1__1/5__01/06/2026', true, '2026-06-05T00:00:00Z'),
  input('Day 2__2/5__02/06/2026'),
  input('Day 4__4/5__04/06/2026'),
  input('broken title'),
  input('Super__5/5__05/06/2026'),
];

describe('adventure days', () => {
  it('orders the days by date, leaves out bad titles and gives each its status and calendar state', () => {
    const days = adventureDays(DAYS, NOW);
    expect(days.map((day) => [day.label, day.status, day.calendar, day.index])).toEqual([
      ['Day 1', 'completed', 'completed', 0],
      ['Day 2', 'lost', 'lost', 1],
      ['Day 3', 'active', 'active', 2],
      ['Day 4', 'future', 'future', 3],
      ['Super', 'superb', 'superPrize', 4],
    ]);
    expect(days[2]).toMatchObject({ today: true, day: 3, month: 6, weekday: 3, isSuperPrize: false });
    expect(days[4]).toMatchObject({ today: false, isSuperPrize: true, step: 5, total: 5 });
  });

  it('a completed day stays completed on its own date; the super day today is active, past it lost', () => {
    const today = adventureDays([input('Super__5/5__03/06/2026')], NOW)[0]!;
    expect(today.status).toBe('active');
    const done = adventureDays([input('Day 3__3/5__03/06/2026', true)], NOW)[0]!;
    expect(done.status).toBe('completed');
    const past = adventureDays([input('Super__5/5__02/06/2026')], NOW)[0]!;
    expect(past.status).toBe('lost');
  });

  it('counts the completed days for the progress label', () => {
    expect(adventureProgress(adventureDays(DAYS, NOW))).toEqual({ completed: 1, total: 5 });
    expect(adventureProgress([])).toEqual({ completed: 0, total: 0 });
  });
});

describe('adventure banner', () => {
  const days = (over: { completed?: boolean; date?: string } = {}) =>
    adventureDays(
      [
        input('Day 1__1/2__02/06/2026', true),
        input(`Super__2/2__${over.date ?? '04/06/2026'}`, over.completed),
      ],
      NOW,
    );
  it.each([
    ['the last day is ahead', days(), false],
    ['the last day is today', days({ date: '03/06/2026' }), false],
    ['the last day is over', days({ date: '02/06/2026' }), true],
    ['the last day is completed', days({ completed: true }), true],
    ['there are no days', [], true],
  ])('is finished when %s: %s', (_, list, finished) => expect(adventureFinished(list, NOW)).toBe(finished));
});

describe('adventure day buttons', () => {
  it.each([
    ['active', null, ['details', 'deposit']],
    ['completed', '2026-06-04T00:00:00Z', ['gifts']],
    ['completed', '2026-06-03T14:00:00Z', ['support']],
    ['completed', null, ['support']],
    ['future', null, ['details']],
    ['superb', null, ['details']],
    ['lost', null, []],
  ] as const)('%s with a gift until %s → %j', (status, until, actions) => {
    expect(adventureActions({ status, activatableUntil: until }, NOW)).toEqual(actions);
  });
});

describe('adventure gift timer', () => {
  it('runs to activatable_until when given, else to the next midnight UTC', () => {
    expect(adventureGiftDeadline({ activatableUntil: '2026-06-04T10:00:00Z' }, NOW)).toBe(
      Date.parse('2026-06-04T10:00:00Z'),
    );
    expect(adventureGiftDeadline({ activatableUntil: null }, NOW)).toBe(Date.parse('2026-06-04T00:00:00Z'));
    expect(adventureGiftDeadline({ activatableUntil: 'soon' }, NOW)).toBe(Date.parse('2026-06-04T00:00:00Z'));
  });
});

describe('adventure variables', () => {
  const variables = { minDep: { day1: { EUR: '20', CAD: '30' } } };
  it.each([
    ['minDep', 'day1', 'CAD', '30'],
    ['minDep', 'day1', 'NZD', '20'],
    ['minDep', 'day9', 'CAD', 'day9'],
    ['bonus', '100%', 'EUR', '100%'],
  ])('%s.%s in %s → %s', (name, value, currency, text) => {
    expect(adventureVariable(variables, name, value, currency)).toBe(text);
  });
});
