import { describe, expect, it } from 'vitest';
import { mergeLayout } from './merge-layouts.ts';

describe('layout merge', () => {
  const base = {
    description: 'lobby',
    slots: {
      header: [{ widget: 'site-header' }],
      main: [{ widget: 'game-row', props: { category: 'top' } }],
    },
  };

  it('replaces a slot the brand names and keeps the other base slots', () => {
    const merged = mergeLayout(base, { slots: { main: [{ widget: 'hero-banner' }] } });
    expect(merged).toEqual({
      description: 'lobby',
      slots: { header: [{ widget: 'site-header' }], main: [{ widget: 'hero-banner' }] },
    });
  });

  it('removes a base slot that the brand sets to an empty list', () => {
    expect(mergeLayout(base, { slots: { header: [] } }).slots.header).toEqual([]);
  });

  it('works with only a base layout, only a brand layout, or neither', () => {
    expect(mergeLayout(base, undefined).slots).toEqual(base.slots);
    expect(mergeLayout(undefined, { slots: { a: [] } })).toEqual({ slots: { a: [] } });
    expect(mergeLayout()).toEqual({ slots: {} });
  });

  it('does not carry the $schema key of either file', () => {
    expect(mergeLayout({ $schema: 'x', slots: {} }, { $schema: 'y', slots: {} })).toEqual({ slots: {} });
  });
});
