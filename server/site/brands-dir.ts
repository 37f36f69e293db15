import { resolve } from 'node:path';

/** Environment variable naming the folder brands are read from (brand.json, layouts, cms, messages). */
export const BRANDS_DIR_ENV = 'CROUPIER_BRANDS_DIR';

/**
 * Where the server, the build and the CLI read brands from: `$CROUPIER_BRANDS_DIR` (relative to
 * `root`), else `<root>/brands`.
 * @example brandsDir({ CROUPIER_BRANDS_DIR: '/srv/brands' }) // '/srv/brands'
 */
export function brandsDir(
  env: Record<string, string | undefined> = process.env,
  root: string = process.cwd(),
): string {
  return resolve(root, env[BRANDS_DIR_ENV] || 'brands');
}
