import { join } from 'node:path';
import { LOCALES } from '../../runtime/context/types.ts';
import { JsonFileCache, listJsonFiles, withoutSchemaKey } from './json-file-cache.ts';

/** Folder of the defaults every brand inherits. */
export const BASE_BRAND = '_base';
const FALLBACK_LOCALE = 'en';
const CONFIG_NAME = /^[a-z0-9][a-z0-9_-]*$/i;
const PAGE_SLUG = /^[a-z0-9][a-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*$/;

export interface CmsPageLocaleContent {
  title: string;
  html: string;
  description?: string;
  keywords?: string;
  noindex?: boolean;
  /** Structured content (e.g. the rocket-mart page), served as JSON text in blocks.json. */
  json?: unknown;
}

export interface CmsPageFile {
  categories: string[];
  hidden?: boolean;
  json?: unknown;
  content: Record<string, CmsPageLocaleContent>;
}

export interface CmsPageListItem {
  id: string;
  path: string;
  title: string;
  layout: 'default';
  categories: string[];
  children: CmsPageListItem[];
}

export interface CmsPage extends Omit<CmsPageListItem, 'children'> {
  slug: string;
  hidden: boolean;
  content: string;
  blocks: { title: string; description: string; keywords: string; 'content-main': string; json: string };
  meta: { noindex: boolean };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Objects merge key by key; anything else in `over` replaces what is in `base`. */
export function deepMerge(base: Json, over: Json): Json {
  const result: Json = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = result[key];
    result[key] = isObject(existing) && isObject(value) ? deepMerge(existing, value) : value;
  }
  return result;
}

/** Picks the entry of a locale map, falling back to en and then to any entry. */
function localized<T>(map: Record<string, T> | undefined, locale: string): T | undefined {
  if (!map) return undefined;
  return map[locale] ?? map[FALLBACK_LOCALE] ?? Object.values(map)[0];
}

/**
 * Reads a brand's CMS documents and messages from brands/, over the `_base` defaults, re-reading a
 * file whenever it changes on disk.
 */
export class BrandContent {
  private readonly files = new JsonFileCache();

  constructor(private readonly brandsDir: string) {}

  private layers(brandId: string): string[] {
    return brandId === BASE_BRAND ? [BASE_BRAND] : [BASE_BRAND, brandId];
  }

  /** GET /api/fe/config/<name>: the brand's document replaces the base one whole; undefined if neither. */
  config(brandId: string, name: string): unknown {
    const source = this.configSource(brandId, name);
    return source && withoutSchemaKey(source.value);
  }

  /**
   * The file a config is read from and its content as written (the same value until the file
   * changes); undefined when neither the brand nor `_base` has it.
   */
  configSource(brandId: string, name: string): { file: string; value: unknown } | undefined {
    if (!CONFIG_NAME.test(name)) return undefined;
    for (const layer of this.layers(brandId).reverse()) {
      const file = join(this.brandsDir, layer, 'cms', 'config', `${name}.json`);
      const value = this.files.read(file);
      if (value !== undefined) return { file, value };
    }
    return undefined;
  }

  /** Page files by slug, the brand's replacing the base's. */
  private pageFiles(brandId: string): Map<string, CmsPageFile> {
    const pages = new Map<string, CmsPageFile>();
    for (const layer of this.layers(brandId)) {
      const dir = join(this.brandsDir, layer, 'cms', 'pages');
      for (const file of listJsonFiles(dir, true)) {
        const value = this.files.read(join(dir, file));
        if (isObject(value) && isObject(value['content']))
          pages.set(file.slice(0, -'.json'.length), value as unknown as CmsPageFile);
      }
    }
    return pages;
  }

  /** GET /api/cms/pages?l=: visible pages in the locale (en fallback), sorted by slug. */
  pageList(brandId: string, locale: string): CmsPageListItem[] {
    return [...this.pageFiles(brandId)]
      .filter(([, page]) => page.hidden !== true)
      .map(([slug, page]) => ({
        id: slug,
        path: slug,
        title: localized(page.content, locale)?.title ?? slug,
        layout: 'default' as const,
        categories: page.categories ?? [],
        children: [],
      }));
  }

  /** GET /api/cms/pages/<slug>?l=: the page in the locale (en fallback), or undefined. */
  page(brandId: string, slug: string, locale: string): CmsPage | undefined {
    if (!PAGE_SLUG.test(slug)) return undefined;
    let file: CmsPageFile | undefined;
    for (const layer of this.layers(brandId).reverse()) {
      const value = this.files.read(join(this.brandsDir, layer, 'cms', 'pages', `${slug}.json`));
      if (isObject(value) && isObject(value['content'])) {
        file = value as unknown as CmsPageFile;
        break;
      }
    }
    const content = localized(file?.content, locale);
    if (!file || !content) return undefined;
    const json = content.json ?? file.json;
    return {
      id: slug,
      path: slug,
      slug,
      title: content.title,
      layout: 'default',
      categories: file.categories ?? [],
      hidden: file.hidden === true,
      content: content.html,
      blocks: {
        title: content.title,
        description: content.description ?? '',
        keywords: content.keywords ?? '',
        'content-main': content.html,
        json: json === undefined ? '' : JSON.stringify(json),
      },
      meta: { noindex: content.noindex === true },
    };
  }

  /**
   * GET /api/cms/snippets|files?l=: one document per file of cms/<kind>/, id = file name; a string
   * field given as a locale map is resolved to the locale.
   */
  entries(brandId: string, kind: 'snippets' | 'files', locale: string): Json[] {
    const byId = new Map<string, Json>();
    for (const layer of this.layers(brandId)) {
      const dir = join(this.brandsDir, layer, 'cms', kind);
      for (const file of listJsonFiles(dir, false)) {
        const value = withoutSchemaKey(this.files.read(join(dir, file)));
        if (!isObject(value)) continue;
        const entry: Json = { id: file.slice(0, -'.json'.length), categories: [] };
        for (const [key, field] of Object.entries(value)) {
          entry[key] = isObject(field) && key !== 'json' ? (localized(field, locale) ?? '') : field;
        }
        byId.set(String(entry['id']), entry);
      }
    }
    return [...byId.values()];
  }

  /** GET /messages/<lang>.json: base files of the locale deep-merged, then the brand's over them. */
  messages(brandId: string, locale: string): Json | undefined {
    if (!(LOCALES as readonly string[]).includes(locale)) return undefined;
    let merged: Json = {};
    for (const layer of this.layers(brandId)) {
      const dir = join(this.brandsDir, layer, 'messages', locale);
      for (const file of listJsonFiles(dir, false)) {
        const value = withoutSchemaKey(this.files.read(join(dir, file)));
        if (isObject(value)) merged = deepMerge(merged, value);
      }
    }
    return merged;
  }
}
