import { describe, expect, it } from 'vitest';
import { shortName, webAppManifest } from './web-app-manifest.ts';

const theme = {
  primary: '#6d28d9',
  accent: '#f59e0b',
  background: '#0f0a1f',
  surface: '#1b1433',
  text: '#f5f3ff',
};

describe('the web app manifest of a brand', () => {
  it('is a standalone app of the whole site in the brand’s name and colours', () => {
    const manifest = webAppManifest({ name: 'Nova Casino', logo: { text: 'Nova Casino' }, theme });
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Nova Casino',
      short_name: 'Nova Casino',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1b1433',
      background_color: '#0f0a1f',
    });
  });

  it('has PNG icons of 192 and 512 pixels, a maskable one and an SVG one, all on the site', () => {
    const { icons } = webAppManifest({ name: 'Lumen', theme });
    expect(icons).toEqual([
      { src: '/pwa/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/pwa/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/pwa/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
  });

  it('keeps the name under the icon short', () => {
    expect(shortName({ name: 'Lumen' })).toBe('Lumen');
    expect(shortName({ name: 'The Grand Royal Casino', logo: { text: 'Grand Royal' } })).toBe('Grand Royal');
    expect(shortName({ name: 'Supercalifragilistic Casino' })).toBe('Supercalifra');
  });
});
