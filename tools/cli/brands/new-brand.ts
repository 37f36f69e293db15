import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { BrandConfig, BrandHost } from '../../../schemas/brand.schema.ts';
import type { CliIo } from '../io.ts';
import { UsageError } from '../validate/collect-files.ts';
import {
  checkBrandId,
  checkHostFree,
  checkHostName,
  commandBrandsDir,
  hostEntryText,
  indentAt,
  jsonNode,
  readBrands,
  setJsonValue,
} from './brand-files.ts';
import { parseCommandArgs } from './parse-args.ts';

export const NEW_BRAND_USAGE =
  'croupier new-brand <id> --from <brand> --host <host> [--name "Display name"] [--brands-dir <dir>]';

const BASE = '_base';

/**
 * CMS documents a brand commonly changes: a new brand gets its own copy of each (the source
 * brand's, else `_base`'s), so that editing `_base` does not change it.
 */
export const STARTER_CONFIGS = ['menus', 'footer', 'banners-config', 'promotions'] as const;

/** "star-casino" → "Star Casino". */
export function displayNameOf(id: string): string {
  return id
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Files of a folder, recursively, as paths relative to it with `/`; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * A JSON document moved from `from` to `to`: its `$schema` path (when relative) is rewritten to
 * lead to the same schema from the new place; anything else stays as written.
 */
export function withSchemaPathFor(text: string, from: string, to: string): string {
  let schema: unknown;
  try {
    schema = (JSON.parse(text) as { $schema?: unknown }).$schema;
  } catch {
    return text;
  }
  if (typeof schema !== 'string' || /^[a-z]+:/i.test(schema) || schema.startsWith('/')) return text;
  const target = resolve(dirname(from), schema);
  const moved = relative(dirname(to), target).split(sep).join('/');
  return moved === schema ? text : setJsonValue(text, ['$schema'], moved);
}

/** The hosts array of brand.json replaced by `entries`, one per line as the file writes them. */
function withHosts(text: string, entries: BrandHost[], file: string): string {
  const hosts = jsonNode(text, ['hosts'], file);
  const first = hosts.children?.[0];
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const closing = indentAt(text, hosts.offset + hosts.length - 1);
  const itemIndent = first ? indentAt(text, first.offset) : `${closing}  `;
  const lines = entries.map((entry) => `${itemIndent}${hostEntryText(entry)}`).join(`,${eol}`);
  return `${text.slice(0, hosts.offset)}[${eol}${lines}${eol}${closing}]${text.slice(hosts.offset + hosts.length)}`;
}

/** The new brand's brand.json: the source's, with the new id, name, logo text and one main host. */
export function newBrandJson(
  sourceText: string,
  sourceFile: string,
  target: string,
  brand: { id: string; name: string; host: string },
): string {
  let source: BrandConfig;
  try {
    source = JSON.parse(sourceText) as BrandConfig;
  } catch {
    throw new UsageError(`${sourceFile} is no valid JSON: croupier validate shows where`);
  }
  if (!Array.isArray(source.hosts))
    throw new UsageError(`${sourceFile} has no hosts: croupier validate it first`);
  const main = source.hosts.find((h) => h.kind === 'production');
  const entry: BrandHost = { host: brand.host, kind: 'production', ...(main?.geo ? { geo: main.geo } : {}) };
  let text = withSchemaPathFor(sourceText, sourceFile, target);
  text = setJsonValue(text, ['id'], brand.id);
  text = setJsonValue(text, ['name'], brand.name);
  if (source.logo) text = setJsonValue(text, ['logo', 'text'], brand.name);
  text = withHosts(text, [entry], sourceFile);
  // The source's betting host stays the source's: the new brand shows no sports link until it has one.
  if (source.bettingHost !== undefined) text = setJsonValue(text, ['bettingHost'], undefined);
  if (source.organisationHosts !== undefined) {
    const node = jsonNode(text, ['organisationHosts'], sourceFile);
    text = `${text.slice(0, node.offset)}${JSON.stringify([brand.host])}${text.slice(node.offset + node.length)}`;
  }
  return text;
}

interface PlannedFile {
  /** Path under the new brand's folder, with `/`. */
  path: string;
  content: string | Buffer;
}

/** Every file of the new brand: brand.json, the source's own files, the starter CMS documents. */
async function planFiles(
  dir: string,
  sourceId: string,
  brand: { id: string; name: string; host: string },
): Promise<PlannedFile[]> {
  const sourceDir = join(dir, sourceId);
  const targetDir = join(dir, brand.id);
  const sourceBrandFile = join(sourceDir, 'brand.json');
  const planned: PlannedFile[] = [
    {
      path: 'brand.json',
      content: newBrandJson(
        await readFile(sourceBrandFile, 'utf8'),
        sourceBrandFile,
        join(targetDir, 'brand.json'),
        brand,
      ),
    },
  ];
  const copy = async (from: string, path: string) => {
    const to = join(targetDir, path);
    const content = path.endsWith('.json')
      ? withSchemaPathFor(await readFile(from, 'utf8'), from, to)
      : await readFile(from);
    planned.push({ path, content });
  };
  // Layouts, CMS documents, messages and assets the source brand has of its own.
  for (const path of await filesUnder(sourceDir)) {
    if (path !== 'brand.json') await copy(join(sourceDir, path), path);
  }
  // The documents brands commonly change, where the source takes them from _base.
  for (const name of STARTER_CONFIGS) {
    const path = `cms/config/${name}.json`;
    const base = join(dir, BASE, path);
    if (!planned.some((file) => file.path === path) && existsSync(base)) await copy(base, path);
  }
  return planned.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * `croupier new-brand`: writes a complete brand folder from an existing brand (refusing to
 * overwrite anything), prints every file written, then validates the new brand.
 */
export async function runNewBrand(
  argv: string[],
  io: CliIo,
  validate: (targets: string[]) => Promise<number>,
): Promise<number> {
  const { positional, options } = parseCommandArgs(argv, ['from', 'host', 'name', 'brands-dir']);
  if (positional.length !== 1 || !options.has('from') || !options.has('host'))
    throw new UsageError(`Usage: ${NEW_BRAND_USAGE}`);
  const id = checkBrandId(positional[0]);
  const host = checkHostName(options.get('host')!.toLowerCase());
  const name = (options.get('name') ?? displayNameOf(id)).trim();
  if (name === '') throw new UsageError('--name must not be empty');
  const dir = commandBrandsDir(options, io);
  const brands = await readBrands(dir);
  const sourceId = options.get('from')!;
  if (!brands.some((b) => b.id === sourceId))
    throw new UsageError(
      `no brand "${sourceId}" to copy in ${dir} (brands: ${brands.map((b) => b.id).join(', ') || 'none'})`,
    );
  const targetDir = join(dir, id);
  const show = (path: string) => relative(io.cwd, path) || path;
  if (
    await stat(targetDir).then(
      () => true,
      () => false,
    )
  )
    throw new UsageError(`${show(targetDir)} already exists: nothing written (choose another id)`);
  checkHostFree(host, brands);

  const files = await planFiles(dir, sourceId, { id, name, host });
  // Written aside first: a brand appears whole or not at all (`_` folders are no brands).
  const staging = join(dir, `_new-${id}-${process.pid}`);
  try {
    for (const file of files) {
      const path = join(staging, file.path);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.content, { flag: 'wx' });
    }
    if (existsSync(targetDir)) throw new UsageError(`${show(targetDir)} appeared meanwhile: nothing written`);
    await rename(staging, targetDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  io.out(`wrote brand "${id}" (${name}) from "${sourceId}", served at ${host}:`);
  for (const file of files) io.out(`  ${show(join(targetDir, file.path))}`);
  io.out(
    `next: croupier add-mirror ${id} <host> for each mirror, then npm start (it builds) and open ${host}`,
  );
  return validate([targetDir]);
}
