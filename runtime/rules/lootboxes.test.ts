import { describe, expect, it } from 'vitest';
import { isActiveWheelBox, isLootboxListed, showsLootboxWidget } from './lootboxes.ts';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const box = (
  stage: string,
  over: Partial<{ group_key: string; created_at: string; activated_at: string }> = {},
) => ({
  stage,
  group_key: 'wheel_rocket_lite',
  created_at: '2026-06-15T08:00:00Z',
  ...over,
});

describe('loot boxes', () => {
  it('counts only issued wheel-type boxes as active', () => {
    expect(isActiveWheelBox(box('issued'))).toBe(true);
    expect(isActiveWheelBox(box('issued', { group_key: 'manual_wheel_x' }))).toBe(true);
    expect(isActiveWheelBox(box('issued', { group_key: 'chest' }))).toBe(false);
    expect(isActiveWheelBox(box('activated'))).toBe(false);
  });

  it('lists every box except expired ones and ones activated on a later day', () => {
    expect(isLootboxListed(box('issued'), NOW)).toBe(true);
    expect(isLootboxListed(box('canceled'), NOW)).toBe(true);
    expect(isLootboxListed(box('expired'), NOW)).toBe(false);
    expect(isLootboxListed(box('activated', { activated_at: '2026-06-15T20:00:00Z' }), NOW)).toBe(true);
    expect(isLootboxListed(box('activated', { activated_at: '2026-06-16T00:10:00Z' }), NOW)).toBe(false);
    expect(isLootboxListed(box('activated', { created_at: '2026-06-14T23:00:00Z' }), NOW)).toBe(false);
  });

  it('shows the widget with an active wheel box or to a wheel group member', () => {
    expect(showsLootboxWidget([box('issued')], false)).toBe(true);
    expect(showsLootboxWidget([box('activated')], false)).toBe(false);
    expect(showsLootboxWidget([], true)).toBe(true);
  });
});
