import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Layout } from '../../schemas/layout.schema.ts';
import { widgetsOf } from '../../server/site/manifest-assets.ts';

/**
 * The first view's widget code in a few chunks instead of dozens. Left to itself, the bundler puts
 * every module that two lazily loaded widgets share into a chunk of its own: the lobby's first view
 * loaded 73 scripts, 53 of them for its widgets, many under 1 KB. Each is a request (some 350 bytes
 * of headers), a preload link the page adds (0.8–2.7 ms of main thread each on a desktop core,
 * measured in a page; four times that at Lighthouse's slow-down) and a module to instantiate.
 * Here the modules that the widgets of the shell layout import statically go into one chunk, those
 * of the lobby layout into another.
 *
 * What stays where it was: the entry and the app it starts (their chunks and the lobby JS budget
 * are unchanged), the libraries in node_modules (their chunks are shared with the app), the
 * generated config validators (loaded only where a document is validated), and each widget's own
 * module (`widgets/<id>/<id>.tsx`): it remains the chunk that the registry imports and that the
 * build manifest names, which the server's preload list and the budget test read.
 */

/** The widget ids that layouts name, over `_base` and every brand folder. */
export function widgetsOfLayouts(brandsDir: string, layoutIds: readonly string[]): Set<string> {
  const ids = new Set<string>();
  for (const brand of readdirSync(brandsDir)) {
    for (const layoutId of layoutIds) {
      const file = join(brandsDir, brand, 'layouts', `${layoutId}.json`);
      if (!existsSync(file)) continue;
      for (const id of widgetsOf(JSON.parse(readFileSync(file, 'utf8')) as Layout)) ids.add(id);
    }
  }
  return ids;
}

/** A group of layouts whose widgets' shared modules make one chunk, named `name`. */
export interface FirstViewGroup {
  name: string;
  layouts: readonly string[];
}

/** The chunks of the first view: the shell's widgets first (on every page), then the lobby's. */
export const FIRST_VIEW_GROUPS: readonly FirstViewGroup[] = [
  { name: 'shell', layouts: ['shell'] },
  { name: 'lobby', layouts: ['lobby'] },
];

const WIDGET_MODULE = /[\\/]widgets[\\/]([a-z0-9-]+)[\\/]\1\.tsx$/;
const ENTRY_MODULE = /[\\/]app[\\/]entry\.ts$/;
const APP_MODULE = /[\\/]app[\\/]main\.tsx$/;
const LEFT_ALONE = /[\\/]node_modules[\\/]|[\\/]runtime[\\/]config[\\/]generated[\\/]/;

/** The module graph as the bundler knows it after loading: each module's static imports. */
export interface ModuleGraph {
  ids: readonly string[];
  staticImports: (id: string) => readonly string[];
}

/**
 * For each group, the modules its chunk takes: those the group's widgets import statically
 * (transitively), less those of the entry and the app, of node_modules and of the generated
 * validators, and less the widgets' own modules. A module a former group took is not taken again.
 */
export function firstViewMembers(
  graph: ModuleGraph,
  widgetsOfGroup: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, Set<string>> {
  const closure = (roots: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...graph.staticImports(id));
    }
    return seen;
  };
  const find = (pattern: RegExp) => graph.ids.filter((id) => pattern.test(id));
  const started = closure([...find(ENTRY_MODULE), ...find(APP_MODULE)]);
  const taken = new Set<string>();
  const members = new Map<string, Set<string>>();
  for (const [name, widgets] of widgetsOfGroup) {
    const roots = graph.ids.filter((id) => widgets.has(WIDGET_MODULE.exec(id)?.[1] ?? ''));
    const own = new Set<string>();
    for (const id of closure(roots)) {
      if (started.has(id) || taken.has(id) || LEFT_ALONE.test(id) || WIDGET_MODULE.test(id)) continue;
      own.add(id);
      taken.add(id);
    }
    members.set(name, own);
  }
  return members;
}

/** The `build.rolldownOptions.output.codeSplitting.groups` entry of one group. */
export interface ChunkGroup {
  name: string;
  priority: number;
  test: (id: string) => boolean;
  includeDependenciesRecursively: false;
}

/**
 * The plugin that reads the module graph once it is loaded, and the chunk groups that ask it.
 * @example
 * const chunks = firstViewChunks('brands');
 * defineConfig({ plugins: [chunks.plugin], build: { rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } } } });
 */
export function firstViewChunks(
  brandsDir: string,
  groups: readonly FirstViewGroup[] = FIRST_VIEW_GROUPS,
): { plugin: Plugin; groups: ChunkGroup[] } {
  let members = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'croupier:first-view-chunks',
      apply: 'build',
      buildEnd() {
        const widgets = new Map(
          groups.map((group) => [group.name, widgetsOfLayouts(brandsDir, group.layouts)]),
        );
        members = firstViewMembers(
          {
            ids: [...this.getModuleIds()],
            staticImports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          },
          widgets,
        );
      },
    },
    // The dependencies of a group's modules are where the graph puts them (a library's chunk, the
    // app's): taking them along would move the libraries out of the chunks the app shares.
    groups: groups.map((group, index) => ({
      name: group.name,
      priority: groups.length - index,
      test: (id: string) => members.get(group.name)?.has(id) ?? false,
      includeDependenciesRecursively: false,
    })),
  };
}
