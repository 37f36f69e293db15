import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** The page's entry script (app/entry.ts): a name no other chunk of the build takes. */
export const ENTRY_FILE_PREFIX = 'assets/entry-';

/** The parts of the output bundle this reads: each chunk's static and dynamic imports. */
export type BundleGraph = Record<
  string,
  { type: 'chunk'; imports: readonly string[]; dynamicImports: readonly string[] } | { type: 'asset' }
>;

/**
 * For every chunk, the chunk files certainly loaded by the time its code runs: its own static
 * imports, transitively, and those of the entry and of the app the entry starts (every other
 * chunk runs after them; a module graph is fetched whole before any of it runs).
 */
export function loadedBeforeRun(
  bundle: BundleGraph,
  entryPrefix = ENTRY_FILE_PREFIX,
): Map<string, Set<string>> {
  const closures = new Map<string, Set<string>>();
  const closure = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const files = new Set<string>([file]);
    closures.set(file, files);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk')
      for (const imported of chunk.imports) closure(imported).forEach((f) => files.add(f));
    return files;
  };
  const entry = Object.keys(bundle).find((file) => file.startsWith(entryPrefix));
  const entryChunk = entry ? bundle[entry] : undefined;
  const always = new Set<string>();
  if (entry && entryChunk?.type === 'chunk') {
    closure(entry).forEach((f) => always.add(f));
    for (const app of entryChunk.dynamicImports) closure(app).forEach((f) => always.add(f));
  }
  const loaded = new Map<string, Set<string>>();
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk') continue;
    loaded.set(file, file === entry ? closure(file) : new Set([...always, ...closure(file)]));
  }
  return loaded;
}

/**
 * What Vite links as modulepreloads when a dynamic import runs: by default every chunk the
 * imported one needs, all in one task, even those long loaded (a widget's import listed the
 * app's own 30-odd chunks, each a `<link>` lookup over the page's links). This keeps only the
 * chunks not loaded yet, and none for the entry's import of the app: the entry adds the page's
 * own list of them first (runtime/ssr/start-preloads.ts), a few links per task, where Vite's
 * sixteen links in one task cost some 27 ms of the start at 4× CPU slow-down.
 * @example
 * const preload = preloadDependencies();
 * defineConfig({ plugins: [preload.plugin], build: { modulePreload: { resolveDependencies: preload.resolveDependencies } } });
 */
export function preloadDependencies(entryPrefix = ENTRY_FILE_PREFIX): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let loaded = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'croupier:preload-dependencies',
      apply: 'build',
      // Before Vite's own generateBundle, which writes the preload lists.
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          loaded = loadedBeforeRun(bundle as unknown as BundleGraph, entryPrefix);
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      if (hostId.startsWith(entryPrefix)) return [];
      const present = loaded.get(hostId);
      return present ? deps.filter((dep) => !present.has(dep)) : deps;
    },
  };
}
