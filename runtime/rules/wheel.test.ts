import { describe, expect, it } from 'vitest';
import { drawWheelSegment, wheelLevel, wheelSegments, wheelStopAngle } from './wheel.ts';

const seg = (id: number, weight: number, prize = false) => ({ id, weight, prize });
const DEFAULTS = [seg(1, 4000), seg(2, 4000), seg(3, 2000, true), seg(4, 0), seg(5, 0)];
const BY_GROUP = {
  '21': [seg(11, 5000), seg(12, 2000)],
  '1308': [seg(21, 4000), seg(22, 4000, true)],
  '1309': [seg(31, 4000, true), seg(32, 4000)],
  '999': [seg(91, 1)],
};

describe('wheel segments by group', () => {
  it.each([
    { groups: [], group: null, first: 1 },
    { groups: [257, 545], group: null, first: 1 },
    { groups: [1308], group: 1308, first: 21 },
    { groups: [1309], group: 1309, first: 31 },
    { groups: [1309, 1308], group: 1308, first: 21 },
    { groups: [1309, 21], group: 21, first: 11 },
    // A group without segments in the document is no wheel group.
    { groups: [999], group: null, first: 1 },
  ])('groups $groups → group $group', ({ groups, group, first }) => {
    const picked = wheelSegments(groups, DEFAULTS, BY_GROUP);
    expect(picked.group).toBe(group);
    expect(picked.segments[0]?.id).toBe(first);
  });

  it('falls back to the defaults when the group has an empty list', () => {
    expect(wheelSegments([1308], DEFAULTS, { '1308': [] })).toEqual({ group: null, segments: DEFAULTS });
  });
});

describe('wheel level', () => {
  it.each([
    ['wheel_rocket_lite', 'rocket_lite'],
    ['wheel_rocket_pro', 'rocket_pro'],
    ['wheel_rocket_max', 'rocket_max'],
    ['manual_wheel_rocket_max_2026', 'rocket_max'],
    ['manual_wheel_mystery', 'rocket_lite'],
    ['', 'rocket_lite'],
    [null, 'rocket_lite'],
  ])('%s → %s', (key, level) => expect(wheelLevel(key)).toBe(level));
});

describe('drawing a segment by its weight', () => {
  it.each([
    [0, 0],
    [0.3999, 0],
    [0.4, 1],
    [0.7999, 1],
    [0.8, 2],
    [0.9999, 2],
    [1, 2],
    [-0.5, 0],
  ])('ticket %d lands on segment %d of 4000/4000/2000/0/0', (ticket, index) => {
    expect(drawWheelSegment(DEFAULTS, ticket)).toBe(index);
  });

  it('never draws a segment of weight 0, whatever the ticket', () => {
    const drawn = new Set<number>();
    for (let i = 0; i < 1000; i += 1) drawn.add(drawWheelSegment(DEFAULTS, i / 1000));
    expect([...drawn].sort()).toEqual([0, 1, 2]);
  });

  it('draws in proportion to the weights', () => {
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 10_000; i += 1) counts[drawWheelSegment(DEFAULTS, (i + 0.5) / 10_000)]! += 1;
    expect(counts).toEqual([4000, 4000, 2000, 0, 0]);
  });

  it('draws the prize when no segment has a weight, -1 when there are none', () => {
    expect(drawWheelSegment([seg(1, 0), seg(2, 0, true)], 0.1)).toBe(1);
    expect(drawWheelSegment([seg(1, 0), seg(2, Number.NaN)], 0.9)).toBe(0);
    expect(drawWheelSegment([], 0.5)).toBe(-1);
  });
});

describe('wheel stop angle', () => {
  it.each([
    [0, 4, 0, 315],
    [1, 4, 5, 2025],
    [3, 4, 1, 405],
    [0, 6, 2, 1050],
    [0, 0, 3, 0],
  ])('segment %d of %d after %d turns → %d°', (index, count, turns, angle) => {
    expect(wheelStopAngle(index, count, turns)).toBe(angle);
  });
});
