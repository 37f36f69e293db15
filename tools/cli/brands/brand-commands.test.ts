import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { matchHost } from '../../../runtime/context/hosts.ts';
import { BrandContent } from '../../../server/site/brand-content.ts';
import { loadBrands } from '../../../server/site/resolve-site.ts';
import { main, type CliIo } from '../main.ts';
import { appendHostEntry } from './add-mirror.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

let work: string;
let brands: string;

/** Runs `croupier <argv>` against the temporary brands folder; what it printed and its status. */
async function croupier(...argv: string[]): Promise<{ code: number; out: string[]; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (l) => out.push(l), err: (l) => err.push(l), cwd: work, env: {} };
  const code = await main([...argv, '--brands-dir', brands], io);
  return { code, out, err: err.join('\n') };
}

/** Every file under the brands folder with its content: what a refused command must leave alone. */
async function snapshot(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(brands, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path, await readFile(path, 'utf8'));
    }
  }
  return files;
}

const readJson = async (path: string) => JSON.parse(await readFile(join(brands, path), 'utf8'));

beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), 'croupier-brands-'));
  brands = join(work, 'brands');
  await cp(join(root, 'brands'), brands, { recursive: true });
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('croupier new-brand', () => {
  it('writes a brand from nova: brand.json with the new id, name and host, its own starter CMS documents, then validates it', async () => {
    const { code, out, err } = await croupier(
      'new-brand',
      'star-casino',
      '--from',
      'nova',
      '--host',
      'star.localhost',
      '--name',
      'Star Casino',
    );
    expect(err).toMatch(/✓ 5 files valid/);
    expect(code).toBe(0);
    expect(out).toEqual([
      'wrote brand "star-casino" (Star Casino) from "nova", served at star.localhost:',
      '  brands/star-casino/brand.json',
      '  brands/star-casino/cms/config/banners-config.json',
      '  brands/star-casino/cms/config/footer.json',
      '  brands/star-casino/cms/config/menus.json',
      '  brands/star-casino/cms/config/promotions.json',
      expect.stringMatching(/^next: croupier add-mirror star-casino <host>/),
    ]);

    const nova = await readJson('nova/brand.json');
    const star = await readJson('star-casino/brand.json');
    expect(star).toEqual({
      ...nova,
      id: 'star-casino',
      name: 'Star Casino',
      logo: { text: 'Star Casino' },
      hosts: [{ host: 'star.localhost', kind: 'production', geo: 'CA' }],
      bettingHost: undefined,
      organisationHosts: ['star.localhost'],
    });
    expect('bettingHost' in star).toBe(false);
    // Written as brand.json files are: one host entry per line, short lists on one line.
    const text = await readFile(join(brands, 'star-casino/brand.json'), 'utf8');
    expect(text).toContain('\n    { "host": "star.localhost", "kind": "production", "geo": "CA" }\n  ],');
    expect(text).toContain('"organisationHosts": ["star.localhost"]');
    // The starter documents are nova's effective ones (here _base's), with a $schema that resolves.
    for (const name of ['menus', 'footer', 'banners-config', 'promotions']) {
      const copy = await readJson(`star-casino/cms/config/${name}.json`);
      expect(copy, name).toEqual(await readJson(`_base/cms/config/${name}.json`));
      expect(copy.$schema).toBe(`../../../../schemas/generated/${name}.schema.json`);
    }
  });

  it('copies what the source brand has of its own (lumen: footer, menus, promotion pages...) and drops its mirrors', async () => {
    const { code, out } = await croupier('new-brand', 'glow', '--from', 'lumen', '--host', 'glow.example');
    expect(code).toBe(0);
    const own = (await readdir(join(brands, 'lumen/cms/config'))).sort();
    expect(out.filter((line) => line.includes('/cms/config/'))).toEqual(
      [...new Set([...own, 'banners-config.json'])].sort().map((file) => `  brands/glow/cms/config/${file}`),
    );
    for (const file of own) {
      expect(await readJson(`glow/cms/config/${file}`), file).toEqual(
        await readJson(`lumen/cms/config/${file}`),
      );
    }
    const glow = await readJson('glow/brand.json');
    expect(glow.name).toBe('Glow');
    expect(glow.hosts).toEqual([{ host: 'glow.example', kind: 'production', geo: 'CA' }]);
    expect(glow.theme).toEqual((await readJson('lumen/brand.json')).theme);
  });

  it('gives the new brand content of its own: editing _base changes nova but not the new brand', async () => {
    expect((await croupier('new-brand', 'star', '--from', 'nova', '--host', 'star.localhost')).code).toBe(0);
    // What the sandbox serves at /api/fe/config/<name>: the brand's document, else _base's.
    const content = new BrandContent(brands);
    const before = content.config('star', 'menus');
    expect(before).toEqual(content.config('nova', 'menus'));
    const baseFile = join(brands, '_base/cms/config/menus.json');
    const base = JSON.parse(await readFile(baseFile, 'utf8'));
    await writeFile(baseFile, JSON.stringify({ ...base, 'top-menu': [] }, null, 2));
    expect(content.config('nova', 'menus')).toMatchObject({ 'top-menu': [] });
    expect(content.config('star', 'menus')).toEqual(before);
    expect(matchHost(loadBrands(brands), 'star.localhost').brand.name).toBe('Star');
  });

  it('passes croupier validate of the whole brands folder (hosts of every brand, messages)', async () => {
    expect((await croupier('new-brand', 'star', '--from', 'nova', '--host', 'star.localhost')).code).toBe(0);
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['validate', brands], {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
      cwd: work,
    });
    expect(out).toEqual([]);
    expect(err.join('\n')).toMatch(/^✓ \d+ files valid/);
    expect(code).toBe(0);
  });

  it('is what croupier validate checks by default when CROUPIER_BRANDS_DIR names the folder', async () => {
    expect((await croupier('new-brand', 'star', '--from', 'nova', '--host', 'star.localhost')).code).toBe(0);
    await writeFile(join(brands, 'star/brand.json'), '{ "id": "star" }\n');
    const out: string[] = [];
    const io: CliIo = {
      out: (l) => out.push(l),
      err: () => undefined,
      cwd: work,
      env: { CROUPIER_BRANDS_DIR: brands },
    };
    expect(await main(['validate'], io)).toBe(1);
    expect(out.join('\n')).toContain('brands/star/brand.json');
  });

  it('refuses to overwrite a brand folder and writes nothing', async () => {
    const before = await snapshot();
    const { code, err } = await croupier('new-brand', 'lumen', '--from', 'nova', '--host', 'fresh.localhost');
    expect(code).toBe(2);
    expect(err).toContain('brands/lumen already exists: nothing written');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a source brand whose brand.json is no JSON', async () => {
    await writeFile(join(brands, 'lumen/brand.json'), '{ "id": "lumen", ');
    const before = await snapshot();
    const { code, err } = await croupier('new-brand', 'glow', '--from', 'lumen', '--host', 'glow.example');
    expect(err).toContain('lumen/brand.json is no valid JSON');
    expect(code).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an id that is not kebab-case', ['Star', '--host', 'star.localhost'], 'is no brand id'],
    ['an id of a defaults folder', ['_star', '--host', 'star.localhost'], 'is no brand id'],
    ['an id with a double hyphen', ['star--casino', '--host', 'star.localhost'], 'is no brand id'],
    ['a host with a scheme', ['star', '--host', 'https://star.example'], 'is no plain host name'],
    ['a host with a port', ['star', '--host', 'star.localhost:8080'], 'is no plain host name'],
    ['a host pattern', ['star', '--host', '*.star.example'], 'is no plain host name'],
    ['a host of nova', ['star', '--host', 'de.nova.localhost'], 'already a host of brand "nova"'],
    ['a host lumen serves by pattern', ['star', '--host', 'x.lumen.localhost'], 'served by brand "lumen"'],
    [
      'a source that is no brand',
      ['star', '--host', 'star.localhost', '--from', '_base'],
      'no brand "_base"',
    ],
    ['no host', ['star'], 'Usage: croupier new-brand'],
  ])('refuses %s and writes nothing', async (_, args, message) => {
    const before = await snapshot();
    const withFrom = args.includes('--from') ? args : [...args, '--from', 'nova'];
    const { code, err } = await croupier('new-brand', ...withFrom);
    expect(err).toContain(message);
    expect(code).toBe(2);
    expect(await snapshot()).toEqual(before);
  });
});

describe('croupier add-mirror', () => {
  let novaText: string;
  beforeAll(async () => {
    novaText = await readFile(join(root, 'brands/nova/brand.json'), 'utf8');
  });

  it('adds a mirror as one more line of hosts, the rest of brand.json unchanged, and validates it', async () => {
    const { code, out, err } = await croupier('add-mirror', 'nova', 'nova-casino-3.example');
    expect(code).toBe(0);
    expect(out).toEqual([
      'changed brands/nova/brand.json: added host { "host": "nova-casino-3.example", "kind": "mirror" } (mirror: CW licence)',
    ]);
    expect(err).toMatch(/✓ 1 files valid/);
    const lastHost = '{ "host": "sport.nova.localhost", "kind": "betting" }';
    expect(await readFile(join(brands, 'nova/brand.json'), 'utf8')).toBe(
      novaText.replace(lastHost, `${lastHost},\n    { "host": "nova-casino-3.example", "kind": "mirror" }`),
    );
    expect(matchHost(loadBrands(brands), 'nova-casino-3.example')).toMatchObject({
      brand: { id: 'nova' },
      kind: 'mirror',
    });
  });

  it.each([
    [['--country', 'de'], { kind: 'mirror', country: 'DE', geo: 'DE' }],
    [['--kind', 'country', '--country', 'NO'], { kind: 'mirror', country: 'NO', geo: 'NO' }],
    [['--licence', 'EE', '--country', 'EE'], { kind: 'production', country: 'EE', geo: 'EE' }],
    [['--licence', 'CW'], { kind: 'mirror' }],
  ])('with %j adds %j', async (options, entry) => {
    expect((await croupier('add-mirror', 'lumen', 'lumen-2.example', ...options)).code).toBe(0);
    expect((await readJson('lumen/brand.json')).hosts.at(-1)).toEqual({ host: 'lumen-2.example', ...entry });
  });

  it.each([
    ['a host the brand has', ['nova', 'de.nova.localhost'], 'already a host of brand "nova"'],
    ['a host another brand has', ['lumen', 'nova-mirror.localhost'], 'already a host of brand "nova"'],
    ["a host another brand's pattern serves", ['nova', 'x.lumen.localhost'], 'served by brand "lumen"'],
    ['a brand that does not exist', ['stella', 'stella.example'], 'no brand "stella"'],
    ['a host that is not plain', ['nova', 'nova.example/path'], 'is no plain host name'],
    ['an unknown licence', ['nova', 'n.example', '--licence', 'MT'], '--licence must be CW or EE'],
    [
      'an EE mirror',
      ['nova', 'n.example', '--licence', 'EE', '--kind', 'mirror'],
      'always runs under the CW',
    ],
    ['a country variant without country', ['nova', 'n.example', '--kind', 'country'], 'needs --country'],
    ['a country that is no code', ['nova', 'n.example', '--country', 'Germany'], 'two-letter country code'],
    ['an unknown option', ['nova', 'n.example', '--geo', 'DE'], 'Unknown option --geo'],
  ])('refuses %s and changes nothing', async (_, args, message) => {
    const before = await snapshot();
    const { code, err } = await croupier('add-mirror', ...args);
    expect(err).toContain(message);
    expect(code).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a brand list a subdomain its own pattern serves (to pin its country)', async () => {
    expect((await croupier('add-mirror', 'lumen', 'de.lumen.localhost', '--country', 'DE')).code).toBe(0);
  });
});

describe('appendHostEntry', () => {
  const entry = { host: 'b.example', kind: 'mirror' } as const;

  it('writes the entry spread over lines when the entries are', () => {
    const text =
      '{\n  "hosts": [\n    {\n      "host": "a.example",\n      "kind": "production"\n    }\n  ]\n}\n';
    expect(appendHostEntry(text, entry, 'brand.json')).toBe(
      '{\n  "hosts": [\n    {\n      "host": "a.example",\n      "kind": "production"\n    },\n    {\n      "host": "b.example",\n      "kind": "mirror"\n    }\n  ]\n}\n',
    );
  });

  it('keeps a list written on one line on one line', () => {
    expect(appendHostEntry('{ "hosts": [{ "host": "a.example", "kind": "production" }] }', entry, 'x')).toBe(
      '{ "hosts": [{ "host": "a.example", "kind": "production" }, { "host": "b.example", "kind": "mirror" }] }',
    );
  });

  it('keeps Windows line ends', () => {
    const text = '{\r\n  "hosts": [\r\n    { "host": "a.example", "kind": "production" }\r\n  ]\r\n}\r\n';
    expect(appendHostEntry(text, entry, 'x')).toBe(
      '{\r\n  "hosts": [\r\n    { "host": "a.example", "kind": "production" },\r\n    { "host": "b.example", "kind": "mirror" }\r\n  ]\r\n}\r\n',
    );
  });
});
