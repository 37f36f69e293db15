import { describe, expect, it } from 'vitest';
import { FIXTURE_MANIFEST } from '../testing/fixture-manifest.ts';
import { widgetAssets } from './manifest-assets.ts';

describe('widgetAssets', () => {
  it("lists each widget's chunk and its imports transitively, once, without the entry's files", () => {
    expect(widgetAssets(FIXTURE_MANIFEST, ['site-header', 'hero-banner', 'not-built'])).toEqual({
      scripts: ['assets/site-header.js', 'assets/ui.js', 'assets/format.js', 'assets/hero-banner.js'],
      styles: ['assets/site-header.css', 'assets/ui.css'],
    });
  });
});
