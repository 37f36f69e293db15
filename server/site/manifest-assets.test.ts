import { describe, expect, it } from 'vitest';
import { FIXTURE_MANIFEST } from '../testing/fixture-manifest.ts';
import { appFiles, shellFiles, widgetAssets, type Manifest } from './manifest-assets.ts';

describe('widgetAssets', () => {
  it("lists each widget's chunk and its imports transitively, once, without the entry's files", () => {
    expect(widgetAssets(FIXTURE_MANIFEST, ['site-header', 'hero-banner', 'not-built'])).toEqual({
      scripts: ['assets/site-header.js', 'assets/ui.js', 'assets/format.js', 'assets/hero-banner.js'],
      styles: ['assets/site-header.css', 'assets/ui.css'],
    });
  });
});

/** The shape of the build's manifest: the entry starts the framework, the libraries and the app. */
const startManifest: Manifest = {
  'index.html': {
    file: 'assets/entry-a.js',
    css: ['assets/entry-a.css'],
    dynamicImports: ['app/framework.ts', 'app/libraries.ts', 'app/main.tsx'],
  },
  'app/framework.ts': { file: 'assets/framework-b.js', imports: ['_react.js'] },
  'app/libraries.ts': { file: 'assets/libraries-c.js', imports: ['_router.js'] },
  'app/main.tsx': {
    file: 'assets/main-d.js',
    imports: ['_react.js', '_router.js'],
    css: ['assets/main-d.css'],
    dynamicImports: ['widgets/jackpots/jackpots.tsx'],
  },
  '_react.js': { file: 'assets/react-e.js' },
  '_router.js': { file: 'assets/router-f.js' },
  'widgets/jackpots/jackpots.tsx': { file: 'assets/jackpots-g.js' },
};

describe('the files of the app the entry starts', () => {
  it('are the framework, the libraries and the app with their imports, each once, without lazy widgets', () => {
    expect(appFiles(startManifest)).toEqual([
      'assets/framework-b.js',
      'assets/react-e.js',
      'assets/libraries-c.js',
      'assets/router-f.js',
      'assets/main-d.js',
    ]);
  });

  it('are what the service worker keeps for an offline start, with the entry and the CSS', () => {
    expect(shellFiles(startManifest)).toEqual([
      '/assets/entry-a.js',
      '/assets/entry-a.css',
      '/assets/framework-b.js',
      '/assets/react-e.js',
      '/assets/libraries-c.js',
      '/assets/router-f.js',
      '/assets/main-d.js',
      '/assets/main-d.css',
    ]);
  });
});
