import { watch } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyWidgetDefinition } from '../../runtime/slots/define-widget.ts';
import type { ExportedGallery, ExportGalleryOptions } from '../gallery/export-gallery.ts';
import { buildJsonSchemaFiles } from '../codegen/json-schema-files.ts';
import { brandsDir } from '../../server/site/brands-dir.ts';
import { ADD_MIRROR_USAGE, runAddMirror } from './brands/add-mirror.ts';
import { NEW_BRAND_USAGE, runNewBrand } from './brands/new-brand.ts';
import type { CliIo } from './io.ts';
import { runMigrate } from './migrate.ts';
import { UsageError } from './validate/collect-files.ts';
import { formatProblem } from './validate/problem.ts';
import { toSarif } from './validate/sarif.ts';
import { validateFiles } from './validate/validate-files.ts';

export type { CliIo } from './io.ts';

/** What the CLI loads from the project; tests pass their own. */
export interface CliDeps {
  loadWidgets: () => Promise<readonly AnyWidgetDefinition[]>;
  runSandbox: (argv: string[], io: CliIo) => Promise<number>;
  runServe: (argv: string[], io: CliIo) => Promise<number>;
  /** Writes the widget gallery (tools/gallery/export-gallery.ts; that one when not given). */
  exportGallery?: (options: ExportGalleryOptions) => Promise<ExportedGallery>;
  /** Ends `validate --watch` (tests); the process's Ctrl+C does otherwise. */
  watchSignal?: AbortSignal;
}

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

const HELP = `croupier — configuration tools of the Croupier casino client

Usage:
  croupier validate [dir|file...] [--format text|json|sarif] [--code <dir>]... [--watch]
      Validate brand.json, layouts (widget ids and props), CMS config and pages (real
      dates), and messages (every key used in code, in all ten locales). Default: brands/
      ($CROUPIER_BRANDS_DIR when set).
      --code <dir>  folders scanned for t('KEY') uses (default: runtime/ and widgets/)
      --format      text (file:line:col), json, or sarif (SARIF 2.1.0 for code-scanning UIs)
      --watch       validate again whenever a file under the targets or code folders changes
  croupier migrate [dir|file...] [--check]
      Rewrite layout entries written for older widget props versions to the current ones
      (the widgets' migrations, formatting kept). --check writes nothing and exits 1 when a
      layout would change. Default: brands/.
  ${NEW_BRAND_USAGE}
      Write brands/<id>/ from an existing brand: its brand.json (new id, name and main host,
      no mirrors), theme, layouts, messages and assets, and its own cms/ starter documents
      (menus, footer, banners-config, promotions); then validate it. Refuses to overwrite.
  ${ADD_MIRROR_USAGE}
      Add a host to the brand's brand.json (formatting kept): a mirror (CW licence) by default,
      a production host with --licence EE, a country variant with --country. Refuses a host any
      brand already serves; then validates the file.
      --brands-dir  the brands folder (default: $CROUPIER_BRANDS_DIR, else brands/)
  croupier schemas --out <dir>
      Write the JSON Schema of every document (for editor completion).
  croupier serve --upstream <url> [--port <n>]
      The production site server: the built client and each brand's pages, the platform's API
      and socket proxied to <url> ($CROUPIER_API_UPSTREAM). Stateless: run as many as needed
      behind a load balancer (see croupier serve --help).
  croupier gallery --out <dir> [--guest]
      Write the widget gallery as static HTML (index.html, gallery.css, a page per rendering):
      every widget rendered from the examples of its definition, in each brand's theme, at
      phone (390 px) and desktop (1280 px) widths, with its props schema; data from an
      in-memory sandbox, as a signed-in player (--guest: as a guest). Opens from the file
      system. npm run dev serves the same gallery at /_gallery.
  croupier sandbox ...
      The embedded casino backend (see croupier sandbox --help).
  croupier --help

Exit status: 0 clean, 1 problems found, 2 usage error or failure of the tool.
`;

const defaultDeps: CliDeps & Required<Pick<CliDeps, 'exportGallery'>> = {
  loadWidgets: async () => (await import('../../widgets/index.ts')).widgets,
  runSandbox: async (argv, io) => {
    // Loaded only for this command; a static path, so that its signature is checked against CliIo.
    const { runSandboxCommand } = await import('../sandbox/cli.ts');
    return runSandboxCommand(argv, io);
  },
  // The site server alone: nothing of the sandbox is loaded for it.
  runServe: async (argv, io) => (await import('../../server/main.ts')).runServe(argv, io),
  exportGallery: async (options) => {
    // Loaded only for this command: it starts Vite and a sandbox.
    const { exportGallery } = await import('../gallery/export-gallery.ts');
    return exportGallery(options);
  },
};

const FORMATS = ['text', 'json', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

interface ParsedValidate {
  targets: string[];
  format: Format;
  codeRoots: string[];
  watch: boolean;
}

function parseValidateArgs(argv: string[], cwd: string, env: CliIo['env'] = process.env): ParsedValidate {
  const parsed: ParsedValidate = { targets: [], format: 'text', codeRoots: [], watch: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--format') {
      const format = value();
      if (!(FORMATS as readonly string[]).includes(format))
        throw new UsageError(`--format must be text, json or sarif, not "${format}"`);
      parsed.format = format as Format;
    } else if (arg.startsWith('--format=')) {
      i--;
      argv.splice(i + 1, 1, '--format', arg.slice('--format='.length));
    } else if (arg === '--watch') {
      parsed.watch = true;
    } else if (arg === '--code') {
      parsed.codeRoots.push(resolve(cwd, value()));
    } else if (arg.startsWith('-')) {
      throw new UsageError(`Unknown option ${arg}`);
    } else {
      parsed.targets.push(resolve(cwd, arg));
    }
  }
  // What the build bundles and the server serves.
  if (parsed.targets.length === 0) parsed.targets.push(brandsDir(env, REPO_ROOT));
  if (parsed.codeRoots.length === 0)
    parsed.codeRoots.push(join(REPO_ROOT, 'runtime'), join(REPO_ROOT, 'widgets'));
  return parsed;
}

async function runValidate(argv: string[], io: CliIo, deps: CliDeps): Promise<number> {
  const args = parseValidateArgs([...argv], io.cwd, io.env);
  const widgets = await deps.loadWidgets();
  const once = () => validateOnce(args, widgets, io);
  const status = await once();
  if (!args.watch) return status;
  return watchAndValidate([...args.targets, ...args.codeRoots], once, io, deps.watchSignal);
}

/** How long after the last change of a burst (an editor's save writes several times) validate runs. */
export const WATCH_SETTLE_MS = 150;

/**
 * Validates again after each burst of changes under `paths`, until `signal` aborts (Ctrl+C ends
 * the process otherwise); resolves to the status of the last run.
 */
async function watchAndValidate(
  paths: string[],
  once: () => Promise<number>,
  io: CliIo,
  signal?: AbortSignal,
): Promise<number> {
  let status: number = EXIT.ok;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();
  const watchers = paths.flatMap((path) => {
    try {
      return [
        watch(path, { recursive: true }, () => {
          clearTimeout(timer);
          timer = setTimeout(() => {
            running = running.then(async () => {
              io.err(`\n— changed, validating again (${new Date().toLocaleTimeString()})`);
              status = await once();
            });
          }, WATCH_SETTLE_MS);
        }),
      ];
    } catch {
      io.err(`cannot watch ${path}`);
      return [];
    }
  });
  io.err(`watching ${paths.length} folder${paths.length === 1 ? '' : 's'} for changes (Ctrl+C to stop)`);
  await new Promise<void>((resolveWait) => {
    if (signal?.aborted) resolveWait();
    signal?.addEventListener('abort', () => resolveWait(), { once: true });
  });
  clearTimeout(timer);
  for (const watcher of watchers) watcher.close();
  await running;
  return status;
}

async function validateOnce(
  args: ParsedValidate,
  widgets: readonly AnyWidgetDefinition[],
  io: CliIo,
): Promise<number> {
  const started = performance.now();
  const { problems, files } = await validateFiles({
    cwd: io.cwd,
    targets: args.targets,
    widgets,
    codeRoots: args.codeRoots,
  });
  if (args.format === 'json') {
    io.out(JSON.stringify(problems, null, 2));
  } else if (args.format === 'sarif') {
    io.out(JSON.stringify(toSarif(problems), null, 2));
  } else {
    for (const problem of problems) io.out(formatProblem(problem));
    const ms = Math.round(performance.now() - started);
    const fileCount = new Set(problems.map((p) => p.file)).size;
    io.err(
      problems.length === 0
        ? `✓ ${files} files valid (${ms} ms)`
        : `✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${fileCount} file${fileCount === 1 ? '' : 's'} (${files} files checked, ${ms} ms)`,
    );
  }
  return problems.length === 0 ? EXIT.ok : EXIT.problems;
}

/** `croupier validate <targets>` in text format, as the brand commands run it on what they wrote. */
async function validateTargets(targets: string[], io: CliIo, deps: CliDeps): Promise<number> {
  const args = parseValidateArgs(targets, io.cwd);
  return validateOnce(args, await deps.loadWidgets(), io);
}

async function runSchemas(argv: string[], io: CliIo): Promise<number> {
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 ? argv[outIndex + 1] : undefined;
  if (!out || argv.length !== 2) throw new UsageError('Usage: croupier schemas --out <dir>');
  const dir = resolve(io.cwd, out);
  await mkdir(dir, { recursive: true });
  const files = buildJsonSchemaFiles();
  for (const [name, schema] of Object.entries(files)) {
    await writeFile(join(dir, name), `${JSON.stringify(schema, null, 2)}\n`);
  }
  io.err(`✓ ${Object.keys(files).length} schemas written to ${out}`);
  return EXIT.ok;
}

async function runGallery(argv: string[], io: CliIo, deps: CliDeps): Promise<number> {
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 ? argv[outIndex + 1] : undefined;
  const guest = argv.includes('--guest');
  if (!out || out.startsWith('-') || argv.length !== (guest ? 3 : 2))
    throw new UsageError('Usage: croupier gallery --out <dir> [--guest]');
  const dir = resolve(io.cwd, out);
  io.err(`rendering the widget gallery into ${out} …`);
  const started = performance.now();
  const gallery = await (deps.exportGallery ?? defaultDeps.exportGallery)({
    outDir: dir,
    auth: guest ? 'guest' : 'player',
    log: (line) => io.err(line),
  });
  for (const { cell, problems } of gallery.problems) io.err(`  ${cell}: ${problems.join('; ')}`);
  io.out(join(dir, 'index.html'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.err(
    `✓ widget gallery written to ${out}: ${gallery.widgets} widgets × ${gallery.brands.length} brands (${gallery.brands.join(', ')}) × phone and desktop = ${gallery.cells} renderings, ${gallery.files.length} files (${seconds} s)` +
      (gallery.problems.length > 0 ? `; ${gallery.problems.length} renderings with problems (above)` : ''),
  );
  return EXIT.ok;
}

/** Runs the CLI; resolves to the exit status. */
export async function main(argv: string[], io: CliIo, deps: CliDeps = defaultDeps): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'validate':
        return await runValidate(rest, io, deps);
      case 'new-brand':
        return await runNewBrand(rest, io, (targets) => validateTargets(targets, io, deps));
      case 'add-mirror':
        return await runAddMirror(rest, io, (targets) => validateTargets(targets, io, deps));
      case 'schemas':
        return await runSchemas(rest, io);
      case 'migrate':
        return await runMigrate(rest, io, await deps.loadWidgets());
      case 'serve':
        return await deps.runServe(rest, io);
      case 'gallery':
        return await runGallery(rest, io, deps);
      case 'sandbox':
        return await deps.runSandbox(rest, io);
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.out(HELP);
        return command === undefined ? EXIT.usage : EXIT.ok;
      default:
        throw new UsageError(`Unknown command "${command}"`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`croupier: ${error.message}\nRun croupier --help for usage.`);
      return EXIT.usage;
    }
    io.err(`croupier: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return EXIT.usage;
  }
}
