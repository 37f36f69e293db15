import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, findNodeAtLocation, modify, parseTree, type Node } from 'jsonc-parser';
import { hostMatches } from '../../../runtime/context/hosts.ts';
import type { BrandHost } from '../../../schemas/brand.schema.ts';
import { brandsDir } from '../../../server/site/brands-dir.ts';
import type { CliIo } from '../io.ts';
import { UsageError } from '../validate/collect-files.ts';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The brands folder of a command: `--brands-dir`, else where the server reads brands from. */
export function commandBrandsDir(options: Map<string, string>, io: CliIo): string {
  const given = options.get('brands-dir');
  return given ? resolve(io.cwd, given) : brandsDir(io.env ?? process.env, REPO_ROOT);
}

/** A brand id: kebab-case, a letter first (the folder name under brands/). */
const BRAND_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** One DNS label: letters, digits and inner hyphens. */
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A brand of the brands folder as its brand.json lists it. */
export interface BrandOnDisk {
  id: string;
  file: string;
  hosts: string[];
}

export function checkBrandId(id: string | undefined): string {
  if (!id) throw new UsageError('a brand id is needed');
  if (!BRAND_ID.test(id) || id.length > 40)
    throw new UsageError(
      `"${id}" is no brand id: lower-case letters, digits and single hyphens, a letter first (e.g. "star-casino")`,
    );
  return id;
}

/** A plain host name: lower case, no scheme, port, path or `*.` pattern. */
export function checkHostName(host: string | undefined): string {
  if (!host) throw new UsageError('a host name is needed');
  const labels = host.split('.');
  if (host.length > 253 || !labels.every((label) => LABEL.test(label)))
    throw new UsageError(
      `"${host}" is no plain host name: lower-case letters, digits, hyphens and dots only (e.g. "star.example"; no scheme, port, path or "*.")`,
    );
  return host;
}

/** Every brand of `dir` (folders starting with `_` or `.` hold defaults or work in progress). */
export async function readBrands(dir: string): Promise<BrandOnDisk[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => {
    throw new UsageError(`No brands folder at ${dir}`);
  });
  const brands: BrandOnDisk[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory() || /^[_.]/.test(entry.name)) continue;
    const file = join(dir, entry.name, 'brand.json');
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    let hosts: string[] = [];
    try {
      const value = JSON.parse(text) as { hosts?: unknown };
      if (Array.isArray(value.hosts))
        hosts = value.hosts.flatMap((h: Partial<BrandHost>) => (typeof h?.host === 'string' ? [h.host] : []));
    } catch {
      // An unreadable brand.json claims no host here; croupier validate reports it.
    }
    brands.push({ id: entry.name, file, hosts });
  }
  return brands.sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Refuses a host that a brand already serves: an exact entry of any brand, or a `*.` pattern of
 * another brand than `allowPatternOf` (a brand may list one of its own subdomains to pin it).
 */
export function checkHostFree(host: string, brands: readonly BrandOnDisk[], allowPatternOf?: string): void {
  for (const brand of brands) {
    for (const claimed of brand.hosts) {
      if (claimed === host) throw new UsageError(`host "${host}" is already a host of brand "${brand.id}"`);
      if (claimed.startsWith('*.') && hostMatches(claimed, host) && brand.id !== allowPatternOf)
        throw new UsageError(`host "${host}" is already served by brand "${brand.id}" (its "${claimed}")`);
    }
  }
}

/** A host entry on one line, as brand.json writes them: `{ "host": "x", "kind": "mirror" }`. */
export function hostEntryText(entry: BrandHost): string {
  const fields = Object.entries(entry).map(
    ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{ ${fields.join(', ')} }`;
}

/** The text of a JSON document with one value set (or removed with `undefined`), its layout kept. */
export function setJsonValue(text: string, path: (string | number)[], value: unknown): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return applyEdits(
    text,
    modify(text, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol } }),
  );
}

/** The node at `path` of a JSON text; throws when the text is no JSON or the path is missing. */
export function jsonNode(text: string, path: (string | number)[], file: string): Node {
  const root = parseTree(text);
  const node = root && findNodeAtLocation(root, path);
  if (!node) throw new UsageError(`${file} has no ${path.join('.')}`);
  return node;
}

/** The whitespace that starts the line `offset` is on. */
export function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}
