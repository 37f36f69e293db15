import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { brandsDir } from '../../server/site/brands-dir.ts';

/** `import.meta.env` key that tells the runtime the bundled brand JSON was validated by the build. */
export const PREVALIDATED_ENV_KEY = 'VITE_CONFIG_PREVALIDATED';

/** The bundled configuration: every brand.json and layouts folder under `brands/` ($CROUPIER_BRANDS_DIR). */
export function bundledConfigTargets(cwd: string): string[] {
  const dir = relative(cwd, brandsDir(process.env, cwd)) || '.';
  return readdirSync(join(cwd, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [join(dir, entry.name, 'brand.json'), join(dir, entry.name, 'layouts')])
    .filter((path) => existsSync(join(cwd, path)));
}

/** Runs `croupier validate` (of the project the process runs in) on the bundled configuration under `cwd`. */
export function validateBundledConfig(cwd: string): { ok: boolean; output: string } {
  const cli = resolve('tools/cli/bin.mjs');
  const result = spawnSync(process.execPath, [cli, 'validate', ...bundledConfigTargets(cwd)], {
    cwd,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/**
 * Brand files, layouts and the widget props in them are part of the bundle, so a production build
 * validates them once, with `croupier validate`, and stops on any problem (printed as
 * file:line:col). The browser then skips re-validating them: no validator chunks on the lobby's
 * critical path and no brand validator in the first bundle. CMS JSON fetched at run time is still
 * validated in the browser; the dev server and the tests keep validating everything at run time.
 */
export function prevalidateConfigPlugin(options: { cwd?: string; validate?: boolean } = {}): Plugin {
  return {
    name: 'croupier:prevalidate-config',
    apply: 'build',
    config() {
      return { define: { [`import.meta.env.${PREVALIDATED_ENV_KEY}`]: JSON.stringify('true') } };
    },
    buildStart() {
      if (options.validate === false) return;
      const { ok, output } = validateBundledConfig(options.cwd ?? process.cwd());
      if (!ok) this.error(`brand configuration is invalid (croupier validate):\n${output}`);
    },
  };
}
