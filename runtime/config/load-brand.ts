import type { BrandConfig } from '../../schemas/brand.schema.ts';
import type { Layout } from '../../schemas/layout.schema.ts';
import { bus, type ValidationIssue } from '../state/event-bus.ts';
import { mergeLayout } from './merge-layouts.ts';
import { validateBrandSync } from './validate-brand.ts';

type LayoutImporters = Record<string, () => Promise<unknown>>;

const BASE = '_base';

/**
 * True in production builds: the build ran `croupier validate brands` and stops on any problem
 * (tools/build/prevalidate-config.ts), so brand files and layouts are not validated again here.
 * A compile-time constant, so that the validators drop out of the bundle.
 */
const PREVALIDATED = import.meta.env.VITE_CONFIG_PREVALIDATED === 'true';

/** `<brands>/<id>/brand.json` or `<brands>/<id>/layouts/<layout>.json` (a glob key) → `<id>`. */
function brandIdOf(path: string): string | undefined {
  return /([^/]+)\/(?:brand\.json|layouts\/[^/]+\.json)$/.exec(path)?.[1];
}

function report(document: string, issues: ValidationIssue[]): void {
  console.error(`Invalid ${document}`, issues);
  bus.emit('config-invalid', { document, issues });
}

/**
 * Brands and layouts from glob results (Vite `import.meta.glob`), validated. Separate from the
 * glob itself so that tests can pass their own documents.
 */
export function createBrandLoader(brandModules: Record<string, unknown>, layoutImporters: LayoutImporters) {
  let brands: BrandConfig[] | undefined;

  function getBrands(): BrandConfig[] {
    brands ??= Object.entries(brandModules).flatMap(([path, data]) => {
      if (brandIdOf(path)?.startsWith('_')) return [];
      // A build validated every brand already: no check (and no report) is left in its bundle.
      const issues = PREVALIDATED ? undefined : validateBrandSync(data);
      if (issues?.length) {
        report(`brands/${brandIdOf(path) ?? path}/brand.json`, issues);
        return [];
      }
      return [data as BrandConfig];
    });
    return brands;
  }

  async function readLayout(brandId: string, layoutId: string): Promise<Layout | undefined> {
    const key = Object.keys(layoutImporters).find((path) =>
      path.endsWith(`/${brandId}/layouts/${layoutId}.json`),
    );
    if (!key) return undefined;
    const data = await layoutImporters[key]!();
    if (PREVALIDATED) return data as Layout;
    let issues: ValidationIssue[];
    try {
      const { validateDocument } = await import('./validate.ts');
      issues = await validateDocument('layout', data);
    } catch (error) {
      // The validator's chunk did not load (network): an unchecked layout beats an empty page.
      console.warn(`[config] layout validator unavailable, ${brandId}/${layoutId} is used unchecked:`, error);
      return data as Layout;
    }
    if (issues.length === 0) return data as Layout;
    report(`brands/${brandId}/layouts/${layoutId}.json`, issues);
    return undefined;
  }

  /**
   * The layout of a brand merged over `_base` (slot granularity). An invalid brand layout is
   * reported on the bus (`config-invalid`) and the `_base` layout is used alone.
   */
  async function loadLayout(brandId: string, layoutId: string): Promise<Layout> {
    const [base, brand] = await Promise.all([
      readLayout(BASE, layoutId),
      brandId === BASE ? undefined : readLayout(brandId, layoutId),
    ]);
    return mergeLayout(base, brand);
  }

  /**
   * The pages of a brand: ids of the layouts it has, its own and `_base`'s. Read from the bundle's
   * list of layout files, without loading any of them.
   */
  function brandPages(brandId: string): string[] {
    const ids = new Set<string>();
    for (const path of Object.keys(layoutImporters)) {
      const match = /([^/]+)\/layouts\/([^/]+)\.json$/.exec(path);
      if (match && (match[1] === BASE || match[1] === brandId)) ids.add(match[2]!);
    }
    return [...ids].sort();
  }

  return { getBrands, loadLayout, brandPages };
}

const loader = createBrandLoader(
  // `@brands`: brands/, or $CROUPIER_BRANDS_DIR (vite.config.ts).
  import.meta.glob('@brands/*/brand.json', { eager: true, import: 'default' }),
  import.meta.glob('@brands/*/layouts/*.json', { import: 'default' }),
);

/** Every valid brand (brands/<id>/brand.json; `_`-prefixed folders are not brands). */
export const getBrands: () => BrandConfig[] = loader.getBrands;

/** The pages (layout ids) a brand has, its own and `_base`'s: what makes a route present. */
export const brandPages: (brandId: string) => string[] = loader.brandPages;

/** A page or shell layout of a brand, merged over `_base` and validated. */
export const loadLayout: (brandId: string, layoutId: string) => Promise<Layout> = loader.loadLayout;
