import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import { prepareProps } from '../../runtime/slots/prepare-props.ts';
import { widgets } from '../../widgets/index.ts';
import { main, type CliDeps, type CliIo } from './main.ts';
import { migrateLayoutText } from './migrate.ts';

// A widget at version 3: `big` became `size` in 2, `caption` became `title` in 3.
const hero: AnyWidgetDefinition = {
  id: 'hero',
  version: 3,
  props: { type: 'object' },
  defaults: { size: 'large' },
  migrations: [
    { version: 2, up: ({ big, ...rest }) => ({ ...rest, size: big ? 'large' : 'small' }) },
    {
      version: 3,
      up: ({ caption, ...rest }) => (caption === undefined ? rest : { ...rest, title: caption }),
    },
  ],
  load: () => Promise.reject(new Error('not rendered')),
  example: {},
};
const byId = new Map([[hero.id, hero]]);

// An old layout as a content manager wrote it: its own spacing and key order, and entries of
// every version.
const OLD_LAYOUT = `{
  "$schema": "../../../schemas/generated/layout.schema.json",
  "slots": {
    "main": [
      { "widget": "hero", "props": { "big": true, "caption": "Welcome" }, "when": { "auth": "guest" } },
      { "widget": "hero", "version": 2, "props": { "size": "small", "caption": "Spins" } },
      { "widget": "hero", "version": 3, "props": { "title": "Current" } },
      { "widget": "unknown-widget", "props": { "x": 1 } }
    ],
    "aside": [{ "widget": "hero" }]
  }
}
`;

describe('migrateLayoutText', () => {
  it("brings each older entry to the widget's version and leaves the rest of the text as it was", () => {
    const { text, changes } = migrateLayoutText(OLD_LAYOUT, byId);
    expect(changes).toEqual([
      { pointer: '/slots/main/0', widget: 'hero', from: 1, to: 3 },
      { pointer: '/slots/main/1', widget: 'hero', from: 2, to: 3 },
      { pointer: '/slots/aside/0', widget: 'hero', from: 1, to: 3 },
    ]);
    const migrated = JSON.parse(text) as { slots: Record<string, Record<string, unknown>[]> };
    expect(migrated.slots.main![0]).toEqual({
      widget: 'hero',
      version: 3,
      props: { size: 'large', title: 'Welcome' },
      when: { auth: 'guest' },
    });
    expect(migrated.slots.main![1]).toEqual({
      widget: 'hero',
      version: 3,
      props: { size: 'small', title: 'Spins' },
    });
    // An entry without props gets what its migrations make of none.
    expect(migrated.slots.aside![0]).toEqual({ widget: 'hero', version: 3, props: { size: 'small' } });
    // Untouched lines stay byte for byte.
    for (const line of [
      '  "$schema": "../../../schemas/generated/layout.schema.json",',
      '      { "widget": "hero", "version": 3, "props": { "title": "Current" } },',
      '      { "widget": "unknown-widget", "props": { "x": 1 } }',
    ]) {
      expect(text).toContain(line);
    }
  });

  it('gives the page the same props before and after: migrating is what the page did anyway', () => {
    const before = JSON.parse(OLD_LAYOUT) as {
      slots: { main: { version?: number; props?: Record<string, unknown> }[] };
    };
    const after = JSON.parse(migrateLayoutText(OLD_LAYOUT, byId).text) as typeof before;
    before.slots.main.slice(0, 3).forEach((entry, index) => {
      const migrated = after.slots.main[index]!;
      expect(prepareProps(hero, migrated.props, migrated.version)).toEqual(
        prepareProps(hero, entry.props, entry.version),
      );
    });
  });

  it('changes nothing the second time, nor in a layout that does not parse', () => {
    const once = migrateLayoutText(OLD_LAYOUT, byId).text;
    expect(migrateLayoutText(once, byId)).toEqual({ text: once, changes: [] });
    expect(migrateLayoutText('{ "slots": ', byId).changes).toEqual([]);
  });

  it("drops the registration form's deposit path, which version 2 no longer has (a real migration)", () => {
    const real = new Map(widgets.map((definition) => [definition.id, definition]));
    const { text } = migrateLayoutText(
      '{ "slots": { "registration": [{ "widget": "registration-form", "props": { "depositPath": "/deposit", "confirmPassword": true } }] } }\n',
      real,
    );
    expect(JSON.parse(text)).toEqual({
      slots: {
        registration: [{ widget: 'registration-form', version: 2, props: { confirmPassword: true } }],
      },
    });
  });
});

describe('croupier migrate', () => {
  let dir = '';
  const deps: CliDeps = {
    loadWidgets: async () => [hero],
    runSandbox: async () => 0,
    runServe: async () => 0,
  };
  const run = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line), cwd: dir };
    const code = await main(['migrate', ...argv], io, deps);
    return { code, out, err };
  };
  const layoutPath = () => join(dir, 'brands', 'acme', 'layouts', 'lobby.json');
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('--check reports what would change and writes nothing; without it the layouts are rewritten', async () => {
    dir = await mkdtemp(join(tmpdir(), 'croupier-migrate-'));
    await mkdir(join(dir, 'brands', 'acme', 'layouts'), { recursive: true });
    await mkdir(join(dir, 'brands', 'acme', 'cms', 'config'), { recursive: true });
    await writeFile(layoutPath(), OLD_LAYOUT);
    // CMS documents carry no widget entries and are never touched.
    const cms = '{ "slots": { "main": [{ "widget": "hero" }] } }\n';
    await writeFile(join(dir, 'brands', 'acme', 'cms', 'config', 'x.json'), cms);

    const checked = await run('--check');
    expect(checked.code).toBe(1);
    expect(checked.out).toEqual([
      'brands/acme/layouts/lobby.json /slots/main/0: hero props 1 → 3',
      'brands/acme/layouts/lobby.json /slots/main/1: hero props 2 → 3',
      'brands/acme/layouts/lobby.json /slots/aside/0: hero props 1 → 3',
    ]);
    expect(checked.err.join('\n')).toContain('3 entries in 1 layout written for older widget versions');
    expect(await readFile(layoutPath(), 'utf8')).toBe(OLD_LAYOUT);

    const migrated = await run();
    expect(migrated.code).toBe(0);
    expect(migrated.err.join('\n')).toContain('migrated 3 entries in 1 layout');
    expect(await readFile(layoutPath(), 'utf8')).toBe(migrateLayoutText(OLD_LAYOUT, byId).text);
    expect(await readFile(join(dir, 'brands', 'acme', 'cms', 'config', 'x.json'), 'utf8')).toBe(cms);

    const again = await run('--check');
    expect(again.code).toBe(0);
    expect(again.err.join('\n')).toContain('1 layouts already in their widgets');
  });

  it('validate reports an entry written for a newer version than its widget has', async () => {
    dir = await mkdtemp(join(tmpdir(), 'croupier-migrate-'));
    await mkdir(join(dir, 'brands', 'acme', 'layouts'), { recursive: true });
    await writeFile(layoutPath(), '{ "slots": { "main": [{ "widget": "hero", "version": 4 }] } }\n');
    const out: string[] = [];
    const io: CliIo = { out: (line) => out.push(line), err: () => undefined, cwd: dir };
    expect(await main(['validate', 'brands', '--code', 'brands'], io, deps)).toBe(1);
    expect(out.join('\n')).toMatch(
      /lobby\.json:1:\d+ .*props version 4 is newer than the widget's 3.*layout\/future-version/,
    );
  });

  it('refuses an unknown option and a missing folder (usage, exit 2)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'croupier-migrate-'));
    expect((await run('--force')).code).toBe(2);
    expect((await run('nowhere')).code).toBe(2);
  });
});
