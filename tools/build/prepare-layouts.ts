import type { Plugin } from 'vite';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { brandsDir } from '../../server/site/brands-dir.ts';

/** A layout file of a brand, under the brands folder. */
const LAYOUT_FILE = /^\/[^/]+\/layouts\/[^/]+\.json$/;
/** A brand's own file, under the brands folder. */
const BRAND_FILE = /^\/[^/]+\/brand\.json$/;

/** A bundled config document without its `$schema` key: the editor's pointer, of no use to the page. */
export function withoutSchemaKey<T extends Record<string, unknown>>(document: T): Omit<T, '$schema'> {
  const { $schema: _editorsOnly, ...rest } = document;
  return rest;
}

interface LayoutEntryJson {
  widget: string;
  version?: number;
  props?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * A layout with every entry's props prepared as the page would prepare them: the widget's
 * migrations from the entry's `version`, then its defaults. Entries of unknown widgets are left
 * as they are (validate reports them). Slots merge whole (merge-layouts.ts), so preparing each
 * file apart gives the same props as preparing the merged layout.
 */
export function prepareLayout(
  layout: { slots?: Record<string, LayoutEntryJson[]> } & Record<string, unknown>,
  widgetById: ReadonlyMap<string, AnyWidgetDefinition>,
): typeof layout {
  if (!layout.slots) return layout;
  const slots: Record<string, LayoutEntryJson[]> = {};
  for (const [slot, entries] of Object.entries(layout.slots)) {
    slots[slot] = entries.map((entry) => {
      const definition = widgetById.get(entry.widget);
      if (!definition) return entry;
      // The props are now in the widget's current version (the page has no migrations to run).
      return {
        ...entry,
        version: definition.version,
        props: prepareProps(definition, entry.props, entry.version),
      };
    });
  }
  return { ...layout, slots };
}

/**
 * Applies widgets' migrations and defaults to the bundled layouts at build time, so that the
 * built page carries no widget's defaults or migrations (leanWidgetDefinitions removes them from
 * the definitions): each widget in the catalogue costs the first bundle only its id and loader,
 * and a widget's defaults travel with the layouts that use it. Layouts and brand files lose their
 * `$schema` key on the way.
 */
export function prepareLayoutsPlugin(brands = brandsDir()): Plugin {
  const root = brands.split('\\').join('/');
  let widgetById: Map<string, AnyWidgetDefinition> | undefined;
  return {
    name: 'croupier:prepare-layouts',
    enforce: 'pre',
    apply: 'build',
    async buildStart() {
      // The full definitions, read in Node as the CLI reads them (never bundled into the config).
      const { tsImport } = await import('tsx/esm/api');
      const catalog = (await tsImport('../../widgets/index.ts', import.meta.url)) as {
        widgets: readonly AnyWidgetDefinition[];
      };
      widgetById = new Map(catalog.widgets.map((definition) => [definition.id, definition]));
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? id;
      if (!path.startsWith(`${root}/`) || !widgetById) return null;
      const file = path.slice(root.length);
      if (BRAND_FILE.test(file)) {
        return {
          code: JSON.stringify(withoutSchemaKey(JSON.parse(code) as Record<string, unknown>)),
          map: null,
        };
      }
      if (!LAYOUT_FILE.test(file)) return null;
      const layout = JSON.parse(code) as Parameters<typeof prepareLayout>[0];
      return { code: JSON.stringify(withoutSchemaKey(prepareLayout(layout, widgetById))), map: null };
    },
  };
}
