import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, suggestion } from './did-you-mean.ts';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', 'abc', 0],
    ['abc', 'abd', 1],
    ['abc', 'ab', 1],
    ['abc', 'acb', 1],
    ['kitten', 'sitting', 3],
  ])('%s → %s is %i', (a, b, distance) => expect(editDistance(a, b)).toBe(distance));
});

describe('didYouMean', () => {
  const widgets = ['hero-banner', 'game-row', 'game-grid', 'site-header'];

  it('names the closest candidate within a typo of the name', () => {
    expect(didYouMean('hero-baner', widgets)).toBe('hero-banner');
    expect(didYouMean('game-rwo', widgets)).toBe('game-row');
    expect(didYouMean('Site-Header', widgets)).toBe('site-header');
  });

  it('names nothing for a name far from every candidate, or for an exact one', () => {
    expect(didYouMean('jackpot-ticker', widgets)).toBeUndefined();
    expect(didYouMean('ab', ['xy'])).toBeUndefined();
    expect(didYouMean('game-row', ['game-row'])).toBeUndefined();
  });

  it('words the suggestion for a message', () => {
    expect(suggestion('lobbi', ['lobby', 'game'])).toBe('; did you mean "lobby"?');
    expect(suggestion('zzz', ['lobby'])).toBe('');
  });
});
