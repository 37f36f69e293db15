// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadedBeforeRun, preloadDependencies, type BundleGraph } from './preload-dependencies.ts';

const chunk = (imports: string[] = [], dynamicImports: string[] = []) =>
  ({ type: 'chunk', imports, dynamicImports }) as const;

/** entry → (dynamic) app → react, shared; app → (dynamic) widget → shared, lib → deep; widget → (dynamic) popup → lib. */
const bundle: BundleGraph = {
  'assets/entry-1.js': chunk(['assets/first.js'], ['assets/app-1.js']),
  'assets/first.js': chunk(),
  'assets/app-1.js': chunk(['assets/react-1.js', 'assets/shared-1.js'], ['assets/widget-1.js']),
  'assets/react-1.js': chunk(),
  'assets/shared-1.js': chunk(['assets/first.js']),
  'assets/widget-1.js': chunk(['assets/shared-1.js', 'assets/lib-1.js'], ['assets/popup-1.js']),
  'assets/lib-1.js': chunk(['assets/deep-1.js']),
  'assets/deep-1.js': chunk(),
  'assets/popup-1.js': chunk(['assets/lib-1.js', 'assets/react-1.js']),
  'assets/index-1.css': { type: 'asset' },
};

const vite = (hostId: string, deps: string[]) =>
  preloadDependencies().resolveDependencies('assets/x.js', deps, { hostId, hostType: 'js' });

describe('preload dependencies', () => {
  it('knows what is loaded before a chunk runs: its static imports, the entry’s and the app’s', () => {
    const loaded = loadedBeforeRun(bundle);
    expect([...(loaded.get('assets/entry-1.js') ?? [])].sort()).toEqual([
      'assets/entry-1.js',
      'assets/first.js',
    ]);
    expect([...(loaded.get('assets/widget-1.js') ?? [])].sort()).toEqual([
      'assets/app-1.js',
      'assets/deep-1.js',
      'assets/entry-1.js',
      'assets/first.js',
      'assets/lib-1.js',
      'assets/react-1.js',
      'assets/shared-1.js',
      'assets/widget-1.js',
    ]);
    expect(loaded.has('assets/index-1.css')).toBe(false);
  });

  it('links only the chunks not loaded yet, and none for the entry’s import of the app', async () => {
    const preload = preloadDependencies();
    const handler = (preload.plugin.generateBundle as { handler: (o: unknown, b: unknown) => void }).handler;
    handler({}, bundle);
    const resolve = (hostId: string, deps: string[]) =>
      preload.resolveDependencies('assets/x.js', deps, { hostId, hostType: 'js' });
    // The app's import of a widget: shared and react are the app's own.
    expect(resolve('assets/app-1.js', ['assets/shared-1.js', 'assets/lib-1.js', 'assets/deep-1.js'])).toEqual(
      ['assets/lib-1.js', 'assets/deep-1.js'],
    );
    // The widget's import of a popup: lib is the widget's, react the app's.
    expect(resolve('assets/widget-1.js', ['assets/lib-1.js', 'assets/react-1.js'])).toEqual([]);
    expect(resolve('assets/entry-1.js', ['assets/react-1.js', 'assets/shared-1.js'])).toEqual([]);
    // An HTML host, or a chunk it does not know, keeps Vite's list.
    expect(
      preload.resolveDependencies('assets/x.js', ['assets/react-1.js'], {
        hostId: 'index.html',
        hostType: 'html',
      }),
    ).toEqual(['assets/react-1.js']);
    expect(resolve('assets/unknown.js', ['assets/react-1.js'])).toEqual(['assets/react-1.js']);
    // Before the bundle is known, nothing is dropped but the entry's.
    expect(vite('assets/app-1.js', ['assets/lib-1.js'])).toEqual(['assets/lib-1.js']);
  });
});
