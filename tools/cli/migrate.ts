import { readFile, writeFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import { applyEdits, modify, parse, type ParseError } from 'jsonc-parser';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import { FIRST_PROPS_VERSION, migrateProps } from '../../runtime/slots/prepare-props.ts';
import { brandsDir } from '../../server/site/brands-dir.ts';
import type { CliIo } from './io.ts';
import { collectJsonFiles, UsageError } from './validate/collect-files.ts';

/** One layout entry brought to its widget's current props version. */
export interface PropsMigration {
  /** JSON pointer of the entry, e.g. `/slots/main/2`. */
  pointer: string;
  widget: string;
  from: number;
  to: number;
}

interface LayoutJson {
  slots?: Record<string, { widget?: unknown; version?: unknown; props?: unknown }[]>;
}

/** A layout file of a brand (the only documents whose entries carry widget props). */
const LAYOUT_FILE = /(?:^|[\\/])layouts[\\/][^\\/]+\.json$/;

/** Prettier's and the repository's JSON style: two spaces. */
const FORMATTING = { insertSpaces: true, tabSize: 2, eol: '\n' } as const;

/**
 * Rewrites a layout's entries written for older props versions to their widgets' current ones: the
 * widget's migrations applied to the props and `version` set, with the rest of the text (order,
 * spacing, other entries) as it was. Entries of unknown widgets, or newer than their widget, are left
 * for validate to report.
 * @example migrateLayoutText('{"slots":{"main":[{"widget":"registration-form","props":{"depositPath":"/d"}}]}}', byId).changes // [{ pointer: '/slots/main/0', widget: 'registration-form', from: 1, to: 2 }]
 */
export function migrateLayoutText(
  text: string,
  widgetsById: ReadonlyMap<string, AnyWidgetDefinition>,
): { text: string; changes: PropsMigration[] } {
  const errors: ParseError[] = [];
  const layout = parse(text, errors) as LayoutJson | undefined;
  if (errors.length > 0 || !layout || typeof layout.slots !== 'object' || layout.slots === null) {
    return { text, changes: [] };
  }
  let out = text;
  const changes: PropsMigration[] = [];
  for (const [slot, entries] of Object.entries(layout.slots)) {
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      const definition = typeof entry?.widget === 'string' ? widgetsById.get(entry.widget) : undefined;
      if (!definition) return;
      const from = typeof entry.version === 'number' ? entry.version : FIRST_PROPS_VERSION;
      if (from >= definition.version) return;
      const stored =
        entry.props && typeof entry.props === 'object' ? (entry.props as Record<string, unknown>) : undefined;
      const migrated = migrateProps(definition, stored, from);
      const path = ['slots', slot, index];
      const edit = (key: string, value: unknown, after: string) => {
        out = applyEdits(
          out,
          modify(out, [...path, key], value, {
            formattingOptions: FORMATTING,
            getInsertionIndex: (keys) => keys.indexOf(after) + 1,
          }),
        );
      };
      edit('version', definition.version, 'widget');
      if (JSON.stringify(migrated) !== JSON.stringify(stored ?? {})) {
        edit(
          'props',
          stored === undefined && Object.keys(migrated).length === 0 ? undefined : migrated,
          'version',
        );
      }
      changes.push({ pointer: `/${path.join('/')}`, widget: definition.id, from, to: definition.version });
    });
  }
  return { text: out, changes };
}

/**
 * `croupier migrate [dir|file...] [--check]`: every layout under the targets (default: the brands
 * folder, `$CROUPIER_BRANDS_DIR` or brands/)
 * rewritten to its widgets' current props versions. `--check` writes nothing and exits 1 when a
 * layout would change (for CI).
 */
export async function runMigrate(
  argv: string[],
  io: CliIo,
  widgets: readonly AnyWidgetDefinition[],
): Promise<number> {
  const check = argv.includes('--check');
  const unknown = argv.find((arg) => arg.startsWith('--') && arg !== '--check');
  if (unknown) throw new UsageError(`Unknown option ${unknown} for migrate`);
  const targets = argv.filter((arg) => !arg.startsWith('--'));
  const files = (
    await collectJsonFiles(
      targets.length > 0
        ? targets.map((t) => resolve(io.cwd, t))
        : [brandsDir(io.env ?? process.env, io.cwd)],
    )
  ).filter((file) => LAYOUT_FILE.test(file));
  const widgetsById = new Map(widgets.map((definition) => [definition.id, definition]));
  let entries = 0;
  let changedFiles = 0;
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const migrated = migrateLayoutText(text, widgetsById);
    if (migrated.changes.length === 0) continue;
    changedFiles += 1;
    entries += migrated.changes.length;
    const shown = relative(io.cwd, file).split(sep).join('/');
    for (const change of migrated.changes) {
      io.out(`${shown} ${change.pointer}: ${change.widget} props ${change.from} → ${change.to}`);
    }
    if (!check) await writeFile(file, migrated.text);
  }
  if (entries === 0) {
    io.err(`✓ ${files.length} layouts already in their widgets' current versions`);
    return 0;
  }
  const summary = `${entries} entr${entries === 1 ? 'y' : 'ies'} in ${changedFiles} layout${changedFiles === 1 ? '' : 's'}`;
  io.err(
    check ? `✖ ${summary} written for older widget versions: run croupier migrate` : `✓ migrated ${summary}`,
  );
  return check ? 1 : 0;
}
