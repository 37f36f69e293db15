import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { BrandHost } from '../../../schemas/brand.schema.ts';
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
} from './brand-files.ts';
import { parseCommandArgs } from './parse-args.ts';

export const ADD_MIRROR_USAGE =
  'croupier add-mirror <brand> <host> [--licence CW|EE] [--country XX] [--kind mirror|country] [--brands-dir <dir>]';

/** The host entry the options describe. */
export function mirrorEntry(host: string, options: Map<string, string>): BrandHost {
  const licence = options.get('licence') ?? 'CW';
  if (licence !== 'CW' && licence !== 'EE')
    throw new UsageError(`--licence must be CW or EE, not "${licence}"`);
  const kind = options.get('kind') ?? (options.has('country') ? 'country' : 'mirror');
  if (kind !== 'mirror' && kind !== 'country')
    throw new UsageError(`--kind must be mirror or country, not "${kind}"`);
  const country = options.get('country')?.toUpperCase();
  if (country !== undefined && !/^[A-Z]{2}$/.test(country))
    throw new UsageError(
      `--country must be a two-letter country code (e.g. DE), not "${options.get('country')}"`,
    );
  if (kind === 'country' && country === undefined)
    throw new UsageError('--kind country needs --country XX: the country the host serves');
  if (licence === 'EE' && options.get('kind') === 'mirror')
    throw new UsageError(
      'a mirror always runs under the CW licence: --licence EE adds a production host (leave out --kind mirror)',
    );
  // Only a production host may run under EE (OPERATING.md, Licences and countries).
  const entry: BrandHost = { host, kind: licence === 'EE' ? 'production' : 'mirror' };
  if (country !== undefined) Object.assign(entry, { country, geo: country });
  return entry;
}

/** brand.json with `entry` appended to `hosts`, written as the file writes its other entries. */
export function appendHostEntry(text: string, entry: BrandHost, file: string): string {
  const hosts = jsonNode(text, ['hosts'], file);
  if (hosts.type !== 'array') throw new UsageError(`${file}: "hosts" is not a list`);
  const items = hosts.children ?? [];
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const last = items.at(-1);
  if (!last) {
    const indent = indentAt(text, hosts.offset);
    const inner = `${eol}${indent}  ${hostEntryText(entry)}${eol}${indent}]`;
    return `${text.slice(0, hosts.offset)}[${inner}${text.slice(hosts.offset + hosts.length)}`;
  }
  const lastText = text.slice(last.offset, last.offset + last.length);
  const itemIndent = indentAt(text, last.offset);
  const entryText = lastText.includes('\n')
    ? JSON.stringify(entry, null, 2).replaceAll('\n', `${eol}${itemIndent}`)
    : hostEntryText(entry);
  const onOwnLines = text.slice(hosts.offset, items[0]!.offset).includes('\n');
  const insert = onOwnLines ? `,${eol}${itemIndent}${entryText}` : `, ${entryText}`;
  const at = last.offset + last.length;
  return `${text.slice(0, at)}${insert}${text.slice(at)}`;
}

function describe(entry: BrandHost): string {
  const parts = [
    entry.kind === 'production'
      ? 'production host: EE licence for visitors from Estonia'
      : 'mirror: CW licence',
  ];
  if (entry.country) parts.push(`country ${entry.country}`);
  return parts.join(', ');
}

/**
 * `croupier add-mirror`: adds a host to a brand's brand.json (its formatting kept), refusing a
 * host that any brand already serves; then validates the file.
 */
export async function runAddMirror(
  argv: string[],
  io: CliIo,
  validate: (targets: string[]) => Promise<number>,
): Promise<number> {
  const { positional, options } = parseCommandArgs(argv, ['licence', 'country', 'kind', 'brands-dir']);
  if (positional.length !== 2) throw new UsageError(`Usage: ${ADD_MIRROR_USAGE}`);
  const brandId = checkBrandId(positional[0]);
  const host = checkHostName(positional[1]?.toLowerCase());
  const entry = mirrorEntry(host, options);
  const dir = commandBrandsDir(options, io);
  const brands = await readBrands(dir);
  const brand = brands.find((b) => b.id === brandId);
  if (!brand)
    throw new UsageError(
      `no brand "${brandId}" in ${dir} (brands: ${brands.map((b) => b.id).join(', ') || 'none'})`,
    );
  checkHostFree(host, brands, brandId);
  const file = join(dir, brandId, 'brand.json');
  const text = await readFile(file, 'utf8');
  await writeFile(file, appendHostEntry(text, entry, file));
  io.out(
    `changed ${relative(io.cwd, file) || file}: added host ${hostEntryText(entry)} (${describe(entry)})`,
  );
  return validate([file]);
}
