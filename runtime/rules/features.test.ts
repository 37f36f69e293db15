import { describe, expect, it } from 'vitest';
import { FEATURE, isOn } from './features.ts';

describe('feature flags', () => {
  it('counts only an explicit true as on', () => {
    expect(isOn({ rocketMart: true }, FEATURE.rocketMart)).toBe(true);
    expect(isOn({ rocketMart: false }, FEATURE.rocketMart)).toBe(false);
    expect(isOn({}, FEATURE.rocketMart)).toBe(false);
  });

  it('spells every flag name once', () => {
    const names = Object.values(FEATURE);
    expect(new Set(names).size).toBe(names.length);
  });
});
