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

  const nova = {
    primary: '#6d28d9',
    accent: '#f59e0b',
    background: '#0f0a1f',
    surface: '#1b1433',
    text: '#f5f3ff',
    gradientStart: '#4c1d95',
    gradientEnd: '#7c3aed',
  };
  const lumen = {
    primary: '#0e7c66',
    accent: '#e11d48',
    background: '#f7f5ef',
    surface: '#ffffff',
    text: '#1c1917',
  };

  it('draws banners, promotions and news without words: their texts are the real ones beside them', () => {
    for (const kind of ['banner', 'promo', 'news', 'overlay'] as const) {
      expect(drawArtwork(kind, 'welcome-pack', nova), kind).not.toContain('<text');
    }
    expect(drawArtwork('game', 'evolution/speed-blackjack', nova)).toContain('>Speed Blackjack</text>');
  });

  it("paints the brand's own artwork in the brand's theme, and a game in its own colours", () => {
    const banner = drawArtwork('banner', 'welcome-pack', nova);
    expect(banner).toContain('stop-color="#4c1d95"');
    expect(banner).toContain('stop-color="#7c3aed"');
    // Without gradient colours of its own a theme's gradient runs from its deepened primary to it.
    const lumenBanner = drawArtwork('banner', 'welcome-pack', lumen);
    expect(lumenBanner).toContain('stop-color="#0e7c66"');
    expect(lumenBanner).not.toMatch(/#6d28d9|#4c1d95|#7c3aed|#f59e0b/);
    expect(drawArtwork('overlay', 'trophy', lumen)).toContain('fill="#e11d48"');
    expect(drawArtwork('game', 'evolution/speed-blackjack', lumen)).toBe(
      drawArtwork('game', 'evolution/speed-blackjack', nova),
    );
  });

  it("draws a logo's mark as its initial, large", () => {
    const mark = drawArtwork('mark', 'lumen', lumen);
    expect(mark).toMatch(/font-size="29"[^>]*>L<\/text>/);
    expect(mark).toContain('width="48" height="48"');
  });
});
