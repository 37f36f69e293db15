import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runServe } from '../../server/main.ts';
import { LOCALES } from '../../runtime/context/types.ts';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import type { ExportGalleryOptions } from '../gallery/export-gallery.ts';
import { main, type CliDeps, type CliIo } from './main.ts';

// A plain definition: these tests need the schema, not a component.
const gameRow: AnyWidgetDefinition = {
  id: 'game-row',
  version: 1,
  props: {
    type: 'object',
    additionalProperties: false,
    required: ['category'],
    properties: {
      category: { type: 'string', description: 'Category slug.' },
      limit: { type: 'integer', minimum: 1, maximum: 15, description: 'Games in the row.' },
    },
  },
  defaults: { limit: 15 },
  migrations: [],
  load: () => Promise.reject(new Error('not rendered in CLI tests')),
  example: { category: 'top' },
};

// A menu like the site header's: items that link by path or by route name.
const topMenu: AnyWidgetDefinition = {
  id: 'top-menu',
  version: 1,
  props: {
    type: 'object',
    additionalProperties: false,
    properties: {
      items: {
        type: 'array',
        description: 'Menu items.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: {
            id: { type: 'string', description: 'Item id.' },
            href: { type: 'string', description: 'Site path or https address.' },
            route: { type: 'string', description: 'Route name.' },
          },
        },
      },
    },
  },
  defaults: {},
  migrations: [],
  load: () => Promise.reject(new Error('not rendered in CLI tests')),
  example: {},
};

const sandboxCalls: string[][] = [];
const serveCalls: string[][] = [];
const galleryCalls: ExportGalleryOptions[] = [];
const deps: CliDeps = {
  loadWidgets: async () => [gameRow, topMenu],
  runSandbox: async (argv) => {
    sandboxCalls.push(argv);
    return 0;
  },
  runServe: async (argv) => {
    serveCalls.push(argv);
    return 0;
  },
  exportGallery: async (options) => {
    galleryCalls.push(options);
    return {
      files: ['index.html', 'gallery.css', 'cells/game-row--0--nova--phone.html'],
      cells: 4,
      widgets: 1,
      brands: ['lumen', 'nova'],
      problems: [{ cell: 'cells/game-row--0--nova--phone.html', problems: ['Error: no games'] }],
    };
  },
};

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A temporary folder with these files (path → content). */
async function fixture(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'croupier-cli-'));
  dirs.push(dir);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

async function run(argv: string[], cwd: string) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (l) => out.push(l), err: (l) => err.push(l), cwd };
  const code = await main(argv, io, deps);
  return { code, out, err };
}

const messages = (overrides: Partial<Record<string, string>> = {}) =>
  Object.fromEntries(
    LOCALES.map((locale) => [
      `brands/_base/messages/${locale}/common.json`,
      overrides[locale] ??
        `{\n  "COMMON": {\n    "HELLO": "Hello (${locale})",\n    "BYE": "Bye (${locale})"\n  }\n}\n`,
    ]),
  );

const validBrand = `{
  "id": "nova",
  "name": "Nova",
  "hosts": [{ "host": "nova.localhost", "kind": "production" }],
  "theme": { "primary": "#000000", "accent": "#111111", "background": "#ffffff", "surface": "#eeeeee", "text": "#222222" },
  "locales": ["en"],
  "defaultCountry": "CA",
  "features": {}
}
`;

const code = { 'code/hello.tsx': "export const Hello = () => t('COMMON.HELLO');\n" };

describe('croupier validate', () => {
  it('passes a clean brands folder with exit status 0', async () => {
    const dir = await fixture({
      ...messages(),
      ...code,
      'brands/nova/brand.json': validBrand,
      'brands/nova/layouts/lobby.json':
        '{ "slots": { "main": [{ "widget": "game-row", "props": { "category": "top" } }] } }\n',
    });
    const result = await run(['validate', 'brands', '--code', 'code'], dir);
    expect(result.out).toEqual([]);
    expect(result.err[0]).toMatch(/^✓ 12 files valid \(\d+ ms\)$/);
    expect(result.code).toBe(0);
  });

  it('prints file:line:col, pointer, message and rule for every broken file, with exit status 1', async () => {
    const dir = await fixture({
      ...messages({ de: '{\n  "COMMON": {\n    "HELLO": "Hallo"\n  }\n}\n' }),
      'code/hello.tsx':
        "export const Hello = () => t('COMMON.HELLO');\nexport const Gone = () => t('COMMON.GONE');\nexport const Typo = () => t('COMMON.HELOL');\n",
      'brands/nova/brand.json': validBrand.replace('"kind": "production"', '"kind": "staging"'),
      'brands/nova/cms/config/sale.json': [
        '{',
        '  "endDate": "31/02/2026",',
        '  "cards": { "sale-fs": { "discountPercent": 40, "fullPrice": 5000 } },',
        '  "colour": "red"',
        '}',
        '',
      ].join('\n'),
      'brands/nova/layouts/lobby.json': [
        '{',
        '  "slots": {',
        '    "main": [',
        '      { "widget": "game-rows" },',
        '      { "widget": "game-row", "props": { "category": "top", "limit": 99 } },',
        '      { "widget": "game-row", "props": { "category": "new" }, "when": { "licence": ["XX"] } }',
        '    ]',
        '  }',
        '}',
        '',
      ].join('\n'),
      'brands/nova/cms/config/footer.json': '{\n  "infoLinks": [\n    { "id": "a", }\n  ]\n}\n',
    });
    const result = await run(['validate', 'brands', '--code', 'code'], dir);
    expect(result.out).toEqual([
      'brands/_base/messages/en/common.json:4:12  /COMMON/BYE  "COMMON.BYE" has no translation in de  (messages/missing-translation)',
      'brands/nova/brand.json:4:49  /hosts/0/kind  "staging" is not one of "production", "mirror", "betting"  (schema/enum)',
      'brands/nova/cms/config/footer.json:3:18  /  invalid JSON: property name expected  (json/syntax)',
      'brands/nova/cms/config/footer.json:3:18  /  invalid JSON: value expected  (json/syntax)',
      'brands/nova/cms/config/sale.json:2:14  /endDate  "31/02/2026" is not a real date (DD/MM/YYYY)  (date/real)',
      'brands/nova/cms/config/sale.json:4:13  /colour  unknown property "colour"  (schema/additionalProperties)',
      'brands/nova/layouts/lobby.json:4:19  /slots/main/0/widget  unknown widget "game-rows"; did you mean "game-row"?  (layout/unknown-widget)',
      'brands/nova/layouts/lobby.json:5:70  /slots/main/1/props/limit  game-row: must be <= 15  (schema/maximum)',
      'brands/nova/layouts/lobby.json:6:85  /slots/main/2/when/licence/0  "XX" is not one of "CW", "EE"  (schema/enum)',
      'code/hello.tsx:2:30  /COMMON/GONE  "COMMON.GONE" is used here but has no translation in en, de, en-AU, en-CA, fr-CA, en-NZ, no, it, et, en-IE  (messages/missing-key)',
      'code/hello.tsx:3:30  /COMMON/HELOL  "COMMON.HELOL" is used here but has no translation in en, de, en-AU, en-CA, fr-CA, en-NZ, no, it, et, en-IE; did you mean "COMMON.HELLO"?  (messages/missing-key)',
    ]);
    expect(result.err[0]).toMatch(/^✖ 11 problems in 6 files \(14 files checked, \d+ ms\)$/);
    expect(result.code).toBe(1);
  });

  it('lets a regional English locale hold only its differences from en, but not en or another language', async () => {
    const files: Record<string, string | undefined> = {
      ...messages(),
      // Only what differs from en; en-CA differs in nothing and has no folder.
      'brands/_base/messages/en-AU/common.json': '{\n  "COMMON": {\n    "BYE": "Hooroo"\n  }\n}\n',
      'brands/_base/messages/en-CA/common.json': undefined,
      // fr-CA extends no locale (there is no fr): it lacks BYE.
      'brands/_base/messages/fr-CA/common.json': '{\n  "COMMON": {\n    "HELLO": "Bonjour"\n  }\n}\n',
      'brands/_base/messages/en-NZ/common.json':
        '{\n  "COMMON": {\n    "HELLO": "Kia ora",\n    "ONLY_HERE": "Not in en"\n  }\n}\n',
      'code/hello.tsx': "export const Hello = () => [t('COMMON.HELLO'), t('COMMON.BYE')];\n",
    };
    const dir = await fixture(
      Object.fromEntries(
        Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
    );
    const result = await run(['validate', 'brands', '--code', 'code'], dir);
    expect(result.out).toEqual([
      'brands/_base/messages/en-NZ/common.json:4:18  /COMMON/ONLY_HERE  "COMMON.ONLY_HERE" has no translation in en, de, en-AU, en-CA, fr-CA, no, it, et, en-IE  (messages/missing-translation)',
      'brands/_base/messages/en/common.json:4:12  /COMMON/BYE  "COMMON.BYE" has no translation in fr-CA  (messages/missing-translation)',
      'code/hello.tsx:1:51  /COMMON/BYE  "COMMON.BYE" is used here but has no translation in fr-CA  (messages/missing-key)',
    ]);
    expect(result.code).toBe(1);
  });

  it('prints the problems as a JSON array with --format json', async () => {
    const dir = await fixture({ 'cms/config/sale.json': '{ "endDate": "29/02/2025", "cards": {} }' });
    const result = await run(['validate', 'cms/config/sale.json', '--format', 'json'], dir);
    expect(JSON.parse(result.out.join('\n'))).toEqual([
      {
        file: 'cms/config/sale.json',
        line: 1,
        column: 14,
        pointer: '/endDate',
        message: '"29/02/2025" is not a real date (DD/MM/YYYY)',
        rule: 'date/real',
      },
    ]);
    expect(result.code).toBe(1);
  });

  it('checks a CMS page by its path, including a licence-suffixed slug', async () => {
    const dir = await fixture({
      'brands/nova/cms/pages/terms/EE.json':
        '{ "categories": ["footer"], "content": { "de": { "title": "AGB", "html": "<p>x</p>" } } }',
    });
    const result = await run(['validate', 'brands/nova'], dir);
    expect(result.out).toEqual([
      'brands/nova/cms/pages/terms/EE.json:1:18  /categories/0  "footer" is not one of "top-menu", "bottom-menu", "bottom-menu-help", "page", "custom-page", "seo-page", "terms-page"  (schema/enum)',
      'brands/nova/cms/pages/terms/EE.json:1:40  /content  missing required property "en"  (schema/required)',
    ]);
  });

  it('checks what a schema cannot: $schema file, brand id, banner translations and liveTime order', async () => {
    const dir = await fixture({
      'brands/lumen/brand.json': validBrand.replace(
        '{\n',
        '{\n  "$schema": "../../schemas/generated/layout.schema.json",\n',
      ),
      'brands/lumen/cms/config/banners-config.json': JSON.stringify({
        banners: [
          {
            id: 'a',
            frontend_identifier: 'a',
            image: '/a.svg',
            categories: ['slider-index-top'],
            title: { text: 'A' },
            liveTime: { start: '02/01/2026 10:00', end: '01/01/2026 10:00' },
          },
        ],
      }),
    });
    const result = await run(['validate', 'brands'], dir);
    expect(result.out).toEqual([
      'brands/lumen/brand.json:2:14  /$schema  should name brand.schema.json  (json/schema-mismatch)',
      'brands/lumen/brand.json:3:9  /id  must equal the folder name "lumen"  (brand/id-mismatch)',
      'brands/lumen/cms/config/banners-config.json:1:116  /banners/0/title/text  is one text for every locale: give it per locale (en, de, en-AU, en-CA, fr-CA, en-NZ, no, it, et, en-IE)  (banner/untranslated)',
      'brands/lumen/cms/config/banners-config.json:1:166  /banners/0/liveTime/end  must be after liveTime.start  (date/order)',
    ]);
  });

  it('reports a host that two brands declare, in both brand files', async () => {
    const dir = await fixture({
      'brands/nova/brand.json': validBrand,
      'brands/lumen/brand.json': validBrand.replace('"id": "nova"', '"id": "lumen"'),
    });
    const result = await run(['validate', 'brands'], dir);
    expect(result.out).toEqual([
      'brands/lumen/brand.json:4:23  /hosts/0/host  host "nova.localhost" is also declared in brands/nova/brand.json  (brand/duplicate-host)',
      'brands/nova/brand.json:4:23  /hosts/0/host  host "nova.localhost" is also declared in brands/lumen/brand.json  (brand/duplicate-host)',
    ]);
    expect(result.code).toBe(1);
  });

  it('reports a menu item whose CMS page exists neither in the brand nor in _base', async () => {
    const dir = await fixture({
      'brands/_base/cms/pages/about.json':
        '{ "categories": ["top-menu"], "content": { "en": { "title": "About", "html": "<p>a</p>" } } }',
      'brands/nova/cms/config/menus.json':
        '{ "top-menu": [{ "page": "about" }, { "page": "abuot" }], "bottom-menu": [], "bottom-menu-help": [] }',
    });
    const result = await run(['validate', 'brands'], dir);
    expect(result.out).toEqual([
      'brands/nova/cms/config/menus.json:1:47  /top-menu/1/page  no CMS page "abuot" in this brand or _base; did you mean "about"?  (cms/unknown-page)',
    ]);
  });

  it('reports a menu item that leads to a page the brand does not have, at its line', async () => {
    const dir = await fixture({
      'brands/_base/layouts/lobby.json': '{ "slots": {} }\n',
      'brands/_base/layouts/category.json': '{ "slots": {} }\n',
      'brands/nova/layouts/shell.json': [
        '{',
        '  "slots": {',
        '    "header": [',
        '      {',
        '        "widget": "top-menu",',
        '        "props": {',
        '          "items": [',
        '            { "id": "pokies", "href": "/pokies/all" },',
        '            { "id": "tournaments", "href": "/tournaments" },',
        '            { "id": "blog", "href": "https://blog.example.com" }',
        '          ]',
        '        }',
        '      }',
        '    ]',
        '  }',
        '}',
        '',
      ].join('\n'),
      'brands/nova/cms/config/main-widget-config.json': '{ "widgets": [] }\n',
    });
    const result = await run(['validate', 'brands/nova'], dir);
    expect(result.out).toEqual([
      'brands/nova/layouts/shell.json:9:44  /slots/header/0/props/items/1/href  "/tournaments" leads to no page: this brand has no "tournaments" layout  (link/no-page)',
    ]);
    expect(result.code).toBe(1);
  });

  it('skips an entry that waits for its page, and checks it once the brand has that page', async () => {
    const footer = (links: string) =>
      `{ "infoLinks": [${links}], "helpLinks": [], "paymentLogos": [], "trustBadges": [], "copyright": [{ "text": { "en": "c" } }] }\n`;
    const waiting =
      '{ "id": "vip", "to": "/vip-club", "label": { "en": "VIP" }, "when": { "pages": ["vip-club"] } }';
    const eager = '{ "id": "cups", "to": "/tournaments/all", "label": { "en": "Cups" } }';
    const dir = await fixture({
      'brands/_base/layouts/lobby.json': '{ "slots": {} }\n',
      'brands/nova/cms/config/footer.json': footer(`${waiting}, ${eager}`),
      'brands/lumen/layouts/vip-club.json': '{ "slots": {} }\n',
      'brands/lumen/cms/config/footer.json': footer(waiting),
    });
    const result = await run(['validate', 'brands/nova', 'brands/lumen'], dir);
    expect(result.out).toEqual([
      'brands/nova/cms/config/footer.json:1:136  /infoLinks/1/to  "/tournaments/all" leads to no page: this brand has no "tournaments" layout  (link/no-page)',
    ]);
  });

  it('writes SARIF 2.1.0 for code-scanning UIs with --format sarif', async () => {
    const dir = await fixture({
      ...messages(),
      ...code,
      'brands/nova/brand.json': validBrand,
      'brands/nova/layouts/lobby.json': '{\n  "slots": { "main": [{ "widget": "game-rows" }] }\n}\n',
    });
    const result = await run(['validate', 'brands', '--code', 'code', '--format', 'sarif'], dir);
    expect(result.code).toBe(1);
    const sarif = JSON.parse(result.out.join('\n')) as {
      version: string;
      runs: {
        tool: { driver: { name: string; rules: { id: string }[] } };
        results: {
          ruleId: string;
          level: string;
          message: { text: string };
          locations: { physicalLocation: { artifactLocation: { uri: string }; region: unknown } }[];
          properties: { pointer: string };
        }[];
      }[];
    };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]!.tool.driver.rules).toEqual([
      expect.objectContaining({ id: 'layout/unknown-widget' }),
    ]);
    expect(sarif.runs[0]!.results).toEqual([
      {
        ruleId: 'layout/unknown-widget',
        ruleIndex: 0,
        level: 'error',
        message: { text: 'unknown widget "game-rows"; did you mean "game-row"?' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'brands/nova/layouts/lobby.json' },
              region: { startLine: 2, startColumn: 35 },
            },
          },
        ],
        properties: { pointer: '/slots/main/0/widget' },
      },
    ]);
  });

  it('validates again after each change with --watch, until stopped', async () => {
    const dir = await fixture({
      ...messages(),
      ...code,
      'brands/nova/brand.json': validBrand,
      'brands/nova/layouts/lobby.json':
        '{ "slots": { "main": [{ "widget": "game-row", "props": { "category": "top" } }] } }\n',
    });
    const out: string[] = [];
    const err: string[] = [];
    const stop = new AbortController();
    const running = main(
      ['validate', 'brands', '--code', 'code', '--watch'],
      { out: (l) => out.push(l), err: (l) => err.push(l), cwd: dir },
      { ...deps, watchSignal: stop.signal },
    );
    await vi.waitFor(() => expect(err.some((line) => line.startsWith('watching'))).toBe(true));
    expect(out).toEqual([]);
    await writeFile(
      join(dir, 'brands/nova/layouts/lobby.json'),
      '{ "slots": { "main": [{ "widget": "game-rwo", "props": { "category": "top" } }] } }\n',
    );
    await vi.waitFor(() => expect(out.join('\n')).toContain('unknown widget "game-rwo"'), { timeout: 5_000 });
    await writeFile(
      join(dir, 'brands/nova/layouts/lobby.json'),
      '{ "slots": { "main": [{ "widget": "game-row", "props": { "category": "top" } }] } }\n',
    );
    await vi.waitFor(() => expect(err.filter((line) => line.startsWith('✓'))).toHaveLength(2), {
      timeout: 5_000,
    });
    stop.abort();
    expect(await running).toBe(0);
  });

  it('exits with 2 on a usage error', async () => {
    const dir = await fixture({});
    expect((await run(['validate', 'missing-folder'], dir)).code).toBe(2);
    expect((await run(['validate', '--colour'], dir)).code).toBe(2);
    expect((await run(['validate', '--format', 'xml'], dir)).code).toBe(2);
    expect((await run(['frobnicate'], dir)).code).toBe(2);
    const none = await run([], dir);
    expect(none.code).toBe(2);
    expect(none.out.join('\n')).toContain('Usage:');
  });
});

describe('croupier', () => {
  it('prints help with exit status 0', async () => {
    const result = await run(['--help'], process.cwd());
    expect(result.code).toBe(0);
    expect(result.out.join('\n')).toContain('croupier validate');
    expect(result.out.join('\n')).toContain('croupier serve --upstream <url> [--port <n>]');
    expect(result.out.join('\n')).toContain('croupier gallery --out <dir>');
  });

  it('writes the widget gallery with gallery --out and prints where, what and which renderings failed', async () => {
    const dir = await fixture({});
    const result = await run(['gallery', '--out', 'site/gallery'], dir);
    expect(result.code).toBe(0);
    expect(galleryCalls.at(-1)).toMatchObject({ outDir: join(dir, 'site/gallery'), auth: 'player' });
    expect(result.out).toEqual([join(dir, 'site/gallery', 'index.html')]);
    const err = result.err.join('\n');
    expect(err).toContain('1 widgets × 2 brands (lumen, nova) × phone and desktop = 4 renderings, 3 files');
    expect(err).toContain('cells/game-row--0--nova--phone.html: Error: no games');
    expect((await run(['gallery', '--out', 'g', '--guest'], dir)).code).toBe(0);
    expect(galleryCalls.at(-1)?.auth).toBe('guest');
  });

  it('refuses gallery without --out <dir>', async () => {
    const calls = galleryCalls.length;
    for (const argv of [
      ['gallery'],
      ['gallery', '--out'],
      ['gallery', '--out', '--guest'],
      ['gallery', 'x'],
    ]) {
      const result = await run(argv, process.cwd());
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.err.join('\n')).toContain('Usage: croupier gallery --out <dir>');
    }
    expect(galleryCalls).toHaveLength(calls);
  });

  it('writes the JSON Schema of every document with schemas --out', async () => {
    const dir = await fixture({});
    const result = await run(['schemas', '--out', 'out'], dir);
    expect(result.code).toBe(0);
    const files = await readdir(join(dir, 'out'));
    expect(files).toContain('banners-config.schema.json');
    expect(files).toContain('cms-page.schema.json');
    const layout = JSON.parse(await readFile(join(dir, 'out', 'layout.schema.json'), 'utf8')) as {
      definitions: { condition: { properties: { not: { $ref: string } } } };
    };
    expect(layout.definitions.condition.properties.not.$ref).toBe('#/definitions/condition');
  });

  it('hands sandbox commands to the sandbox CLI', async () => {
    const result = await run(['sandbox', 'reset', '--brand', 'nova'], process.cwd());
    expect(result.code).toBe(0);
    expect(sandboxCalls).toContainEqual(['reset', '--brand', 'nova']);
  });

  it('hands serve to the site server', async () => {
    const result = await run(
      ['serve', '--upstream', 'https://platform.example', '--port', '9000'],
      process.cwd(),
    );
    expect(result.code).toBe(0);
    expect(serveCalls).toContainEqual(['--upstream', 'https://platform.example', '--port', '9000']);
  });

  it('refuses to serve without an upstream, with exit status 2 and how to give one', async () => {
    const err: string[] = [];
    const io: CliIo = { out: () => {}, err: (line) => err.push(line), cwd: process.cwd(), env: {} };
    const code = await main(['serve', '--port', '9000'], io, { ...deps, runServe });
    expect(code).toBe(2);
    expect(err.join('\n')).toContain('--upstream <url> or CROUPIER_API_UPSTREAM');
  });
});
