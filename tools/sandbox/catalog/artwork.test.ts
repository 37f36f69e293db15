// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ARTWORK_KINDS, drawArtwork, labelOf } from './artwork.ts';

describe('drawArtwork', () => {
  it('draws the same picture for the same name and a different one for another name', () => {
    expect(drawArtwork('game', 'evolution/speed-blackjack')).toBe(
      drawArtwork('game', 'evolution/speed-blackjack'),
    );
    expect(drawArtwork('game', 'evolution/speed-blackjack')).not.toBe(
      drawArtwork('game', 'evolution/vip-roulette'),
    );
  });

  it('stays under 2 KB for every kind, even for a very long name', () => {
    const long = `studio/${'very-long-title-'.repeat(30)}`;
    for (const kind of ARTWORK_KINDS) expect(drawArtwork(kind, long).length, kind).toBeLessThan(2048);
  });

  it('labels a game with its title-cased slug and escapes markup from the URL', () => {
    expect(labelOf('bgaming/book-of-the-sun', 'game')).toBe('Book of the Sun');
    const svg = drawArtwork('banner', 'welcome-<b>"x"');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Welcome &#60;b&#62;&#34;x&#34;');
  });
});
