import type { Manifest } from '../site/manifest-assets.ts';

/** A small build manifest for tests: the entry, the app it starts, two widgets, layouts, a validator. */
export const FIXTURE_MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_react.js'],
    dynamicImports: ['app/main.tsx'],
    css: ['assets/index.css'],
  },
  'app/main.tsx': { file: 'assets/main.js', imports: ['_react.js', '_routing.js'] },
  '_routing.js': { file: 'assets/routing.js' },
  '_react.js': { file: 'assets/react.js' },
  '_ui.js': { file: 'assets/ui.js', imports: ['_react.js', '_format.js'], css: ['assets/ui.css'] },
  '_format.js': { file: 'assets/format.js' },
  'widgets/site-header/site-header.tsx': {
    file: 'assets/site-header.js',
    imports: ['_react.js', '_ui.js'],
    css: ['assets/site-header.css'],
  },
  'widgets/hero-banner/hero-banner.tsx': { file: 'assets/hero-banner.js', imports: ['_ui.js'] },
  'brands/_base/layouts/shell.json': { file: 'assets/shell.js' },
  'brands/_base/layouts/lobby.json': { file: 'assets/lobby.js' },
  'runtime/config/validate.ts': { file: 'assets/validate.js', imports: ['_react.js'] },
};
