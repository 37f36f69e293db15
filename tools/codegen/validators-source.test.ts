import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { dmyFormats } from '../../runtime/config/dmy-dates.ts';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import { buildJsonSchemaFiles } from './json-schema-files.ts';
import { DOCUMENT_KINDS } from '../../schemas/index.ts';
import { GENERATED_HEADER, buildValidatorModules } from './validators-source.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// A plain definition: these tests need the schema, not a component.
const banner: AnyWidgetDefinition = {
  id: 'hero-banner',
  version: 1,
  props: {
    type: 'object',
    additionalProperties: false,
    properties: { size: { enum: ['small', 'large'], description: 'Height.' } },
  },
  defaults: {},
  migrations: [],
  load: () => Promise.reject(new Error('not rendered')),
  example: {},
};

describe('precompiled validators', () => {
  const files = buildValidatorModules([banner]);
  const modules = Object.entries(files).filter(([path]) => path.endsWith('.js'));

  it('are plain ES modules without eval, new Function or require, safe under a strict CSP', () => {
    for (const [path, source] of Object.entries(files)) {
      expect(source.startsWith(GENERATED_HEADER), path).toBe(true);
      expect(source, path).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/);
    }
    expect(files['documents/cms__config__banners-config.js']).toContain(
      "import { dmyFormats } from '../../dmy-dates.ts';",
    );
  });

  it('are one module per document kind and per widget, each with its declaration', () => {
    expect(Object.keys(files).sort()).toEqual(
      [
        'index',
        ...DOCUMENT_KINDS.map((kind) => `documents/${kind.replaceAll('/', '__')}`),
        'widgets/hero-banner',
      ]
        .flatMap((path) => [`${path}.js`, `${path}.d.ts`])
        .sort(),
    );
    for (const [path, source] of modules) {
      if (path !== 'index.js') expect(source, path).toMatch(/^export default validate\d+;/m);
    }
  });

  it('are loaded lazily through literal imports, so that the bundler splits each into a chunk', () => {
    const index = files['index.js']!;
    expect(index).toContain(
      `"cms/config/banners-config": () => import('./documents/cms__config__banners-config.js'),`,
    );
    expect(index).toContain(`"hero-banner": () => import('./widgets/hero-banner.js'),`);
    expect(index).not.toMatch(/^import /m);
    expect(files['index.d.ts']).toContain(
      'documentValidatorLoaders: Readonly<Record<DocumentKind, ValidatorLoader>>',
    );
  });

  it('bundle no helper a validator does not use', () => {
    // The brand validator ships in the first bundle: it must not pull in the CMS date formats.
    expect(files['documents/brand.js']).not.toContain('dmyFormats');
  });

  it('leave editor hover texts out of the browser code', () => {
    for (const [path, source] of modules) expect(source, path).not.toContain('for editor completion');
    expect(files['widgets/hero-banner.js']).not.toContain('Height.');
  });

  it('validate once loaded, like Ajv itself', async () => {
    // Import the generated modules from a temporary copy whose helper imports point at the real
    // helpers. The copy sits in the project, the only place where the test runner resolves a
    // computed import and loads .ts; the generated folder is ignored by git and the linters.
    const generated = join(root, 'runtime', 'config', 'generated');
    await mkdir(generated, { recursive: true });
    const dir = await mkdtemp(join(generated, '.test-'));
    try {
      for (const [path, source] of modules) {
        const absolute = join(dir, path);
        await mkdir(dirname(absolute), { recursive: true });
        await writeFile(
          absolute,
          source.replace(/'(?:\.\.\/)+([\w-]+\.ts)'/g, (_m, file: string) =>
            JSON.stringify(join(root, 'runtime', 'config', file)),
          ),
        );
      }
      const index = (await import(/* @vite-ignore */ join(dir, 'index.js'))) as {
        widgetValidatorLoaders: Record<string, () => Promise<{ default: (data: unknown) => boolean }>>;
        documentValidatorLoaders: Record<string, () => Promise<{ default: (data: unknown) => boolean }>>;
      };
      const { default: validateBanner } = await index.widgetValidatorLoaders['hero-banner']!();
      expect(validateBanner({ size: 'large' })).toBe(true);
      expect(validateBanner({ size: 'huge' })).toBe(false);
      const { default: validateSale } = await index.documentValidatorLoaders['cms/config/sale']!();
      expect(validateSale({ endDate: '01/03/2026', cards: {} })).toBe(true);
      expect(validateSale({ endDate: '31/02/2026', cards: {} })).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('JSON Schema files for editors', () => {
  const files = buildJsonSchemaFiles();

  it('are self-contained draft-07 schemas that accept the real _base documents', async () => {
    const configDir = join(root, 'brands', '_base', 'cms', 'config');
    for (const name of await readdir(configDir)) {
      const schema = files[name.replace(/\.json$/, '.schema.json')] as object;
      expect(schema, name).toBeDefined();
      const ajv = new Ajv({ allErrors: true, strict: false });
      for (const [format, check] of Object.entries(dmyFormats)) ajv.addFormat(format, check);
      const validate = ajv.compile(schema);
      const data: unknown = JSON.parse(await readFile(join(configDir, name), 'utf8'));
      expect(validate(data) ? [] : validate.errors, name).toEqual([]);
    }
  });

  it('reject a wrong `when` through the embedded condition schema', () => {
    const ajv = new Ajv({ strict: false });
    const validate = ajv.compile(files['layout.schema.json'] as object);
    expect(validate({ slots: { main: [{ widget: 'x', when: { not: { licence: ['CW'] } } }] } })).toBe(true);
    expect(validate({ slots: { main: [{ widget: 'x', when: { not: { licence: ['XX'] } } }] } })).toBe(false);
  });
});
