import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Condition } from '../../../schemas/condition.schema.ts';
import type { DocumentKind } from '../../../schemas/index.ts';
import { matchRoute } from '../../../runtime/routing/match-route.ts';
import { stripAnyLocalePrefix } from '../../../runtime/routing/locale-prefix.ts';
import {
  leadsToPage,
  presentRouteOf,
  routeOfPath,
  type LinkTarget,
  type PagePresence,
} from '../../../runtime/routing/page-presence.ts';
import { getRoute, REDIRECTS, ROUTES, type RouteName } from '../../../runtime/routing/route-table.ts';
import { bannerButtonHref } from '../../../runtime/rules/banners.ts';
import type { ValidationIssue } from '../../../runtime/state/event-bus.ts';
import { lineStartsOf, positionAt } from './json-document.ts';
import type { Problem } from './problem.ts';

const BASE_BRAND = '_base';
export const LINK_RULE = 'link/no-page';

/**
 * Properties that hold a link in CMS documents and widget props: `href`, `url`, `to`,
 * `paymentsLink` and any `…Href`, `…Path` or `…Link` (a site path or an address elsewhere), and
 * `route` (a route by name). Image fields (`image`, `icon`, `imgUrl`) are not links.
 */
const LINK_KEY = /^(href|url|to|[a-z][a-zA-Z]*(Href|Path|Link))$/;
const ROUTE_KEY = 'route';

/**
 * The pages of each brand folder, read once per run: the layout files of the brand and of
 * `_base`, and the CMS pages (slugs with their licence variants).
 */
export class BrandPages {
  private readonly cache = new Map<string, Promise<PagePresence>>();

  /** What exists for the brand whose folder is `brandDir` (`brands/<id>` or `brands/_base`). */
  presenceOf(brandDir: string): Promise<PagePresence> {
    let found = this.cache.get(brandDir);
    if (!found) {
      found = readPresence(brandDir);
      this.cache.set(brandDir, found);
    }
    return found;
  }
}

async function jsonNames(dir: string, recursive: boolean): Promise<string[]> {
  try {
    const names = (await readdir(dir, { recursive })) as string[];
    return names
      .map((name) => name.split('\\').join('/'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
  } catch {
    return [];
  }
}

async function readPresence(brandDir: string): Promise<PagePresence> {
  const layers =
    basename(brandDir) === BASE_BRAND ? [brandDir] : [join(dirname(brandDir), BASE_BRAND), brandDir];
  const pages = new Set<string>();
  const slugs = new Set<string>();
  for (const layer of layers) {
    for (const id of await jsonNames(join(layer, 'layouts'), false)) pages.add(id);
    for (const slug of await jsonNames(join(layer, 'cms', 'pages'), true)) slugs.add(slug);
  }
  // Presence does not depend on the licence: any variant of a page makes its path a page.
  return { pages: [...pages].sort(), cmsPageSlugs: [...slugs].sort(), licence: 'CW', country: '' };
}

/** The brand folder of a CMS config document or a layout (`brands/<id>/cms/config/x.json`). */
export function brandDirOf(file: string, kind: DocumentKind): string | undefined {
  if (kind === 'layout') return dirname(dirname(file));
  if (kind.startsWith('cms/config/')) return dirname(dirname(dirname(file)));
  return undefined;
}

/** Why a link leads to no page, or null when it leads to one. */
function noPageReason(target: LinkTarget, presence: PagePresence): string | null {
  if (leadsToPage(target, presence)) return null;
  if (target.route !== undefined && !target.href) {
    let layout: string;
    try {
      layout = getRoute(target.route as RouteName).layout;
    } catch {
      return `route "${target.route}" does not exist`;
    }
    return `route "${target.route}" leads to no page: this brand has no "${layout}" layout`;
  }
  const href = target.href ?? '';
  const path = stripAnyLocalePrefix(href).split(/[?#]/, 1)[0] || '/';
  // A path of the table whose page is still to be built, or no page of the site at all.
  const matched = routeOfPath(path, presence);
  return matched
    ? `"${href}" leads to no page: this brand has no "${matched.route.layout}" layout`
    : `"${href}" leads to no page of the site`;
}

/** An entry whose `when` waits for a page the brand does not have is never shown: not checked. */
function dormant(when: unknown, presence: PagePresence): boolean {
  const pages = (when as Condition | null | undefined)?.pages;
  return Array.isArray(pages) && pages.some((page) => !presence.pages.includes(page));
}

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every link of a JSON subtree that leads to no page (conditions are not links). */
function linkIssues(node: unknown, pointer: string, presence: PagePresence): ValidationIssue[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => linkIssues(item, `${pointer}/${i}`, presence));
  if (node === null || typeof node !== 'object') return [];
  const record = node as Record<string, unknown>;
  if (dormant(record.when, presence)) return [];
  const issues: ValidationIssue[] = [];
  const check = (key: string, target: LinkTarget) => {
    const reason = noPageReason(target, presence);
    if (reason)
      issues.push({ pointer: `${pointer}/${escapeSegment(key)}`, message: reason, rule: LINK_RULE });
  };
  for (const [key, value] of Object.entries(record)) {
    if (key === 'when') continue;
    if (typeof value === 'string') {
      if (key === ROUTE_KEY) check(key, { route: value });
      else if (LINK_KEY.test(key)) check(key, { href: value });
    } else {
      issues.push(...linkIssues(value, `${pointer}/${escapeSegment(key)}`, presence));
    }
  }
  // A banner button that names a tournament or lottery links to its page.
  if (
    typeof record.frontendIdentifier === 'string' &&
    (record.type === 'tournaments' || record.type === 'lottery')
  ) {
    const href = bannerButtonHref({
      button: record as { type: 'tournaments' | 'lottery'; frontendIdentifier: string },
    });
    if (href) check('type', { href });
  }
  return issues;
}

/**
 * Links of a CMS config document or of a layout's widget props whose target has no page in the
 * file's brand (`link/no-page`): a menu item, banner button, footer link or any other link field.
 * Only what the file itself says is checked (a widget's code defaults are filtered at run time).
 */
export async function checkLinkTargets(
  file: string,
  kind: DocumentKind,
  value: unknown,
  brandPages: BrandPages,
): Promise<ValidationIssue[]> {
  const brandDir = brandDirOf(file, kind);
  if (!brandDir || value === null || typeof value !== 'object') return [];
  const presence = await brandPages.presenceOf(brandDir);
  if (kind !== 'layout') return linkIssues(value, '', presence);
  const slots = (value as { slots?: unknown }).slots;
  if (!slots || typeof slots !== 'object') return [];
  return Object.entries(slots).flatMap(([slot, entries]) =>
    Array.isArray(entries)
      ? entries.flatMap((entry: unknown, i) => {
          const { props, when } = (entry ?? {}) as { props?: unknown; when?: unknown };
          return dormant(when, presence)
            ? []
            : linkIssues(props, `/slots/${escapeSegment(slot)}/${i}/props`, presence);
        })
      : [],
  );
}

/** A problem of the route table for one brand, located by the text that defines it. */
export interface RouteTableIssue {
  /** Text of route-table.ts where the problem is defined (the first occurrence is meant). */
  needles: string[];
  message: string;
  rule: string;
}

/**
 * Redirects and feature fallbacks of the route table that lead to no page for a brand: a feature
 * fallback of a route that is present (e.g. rocket chance → /promotions once the rocket chance
 * page exists but no promotions page does), and a redirect whose target is no route of the table
 * at all. A redirect to a page still to be built is absent with its page (the client answers not
 * found), so it is not a problem.
 */
export function routeTableIssues(presence: PagePresence): RouteTableIssue[] {
  const issues: RouteTableIssue[] = [];
  for (const route of ROUTES) {
    if (!('feature' in route) || !route.feature || !presence.pages.includes(route.layout)) continue;
    const { fallback } = route.feature;
    if (presentRouteOf(fallback, presence)) continue;
    const target = matchRoute(fallback, presence);
    issues.push({
      needles: [`name: '${route.name}'`, `('${route.name}'`],
      message: target
        ? `route "${route.name}" falls back to "${fallback}", which has no page: no "${target.route.layout}" layout`
        : `route "${route.name}" falls back to "${fallback}", which is no page of the site`,
      rule: 'route/fallback-no-page',
    });
  }
  for (const redirect of REDIRECTS) {
    if (redirectReachesTable(redirect.to)) continue;
    issues.push({
      needles: [`from: '${redirect.from}'`],
      message: `redirect from "${redirect.from}" leads to "${redirect.to}", which is no page of the site`,
      rule: 'route/redirect-no-page',
    });
  }
  return issues;
}

/**
 * Whether a redirect target is a route of the table: a fixed path must match one; a path with
 * params (`/profile/*`) must lead below a path of the table.
 */
function redirectReachesTable(to: string): boolean {
  const fixed = to.split(/[:*]/, 1)[0]!;
  if (fixed === to) return matchRoute(to, { cmsPageSlugs: [], licence: 'CW', country: '' }) !== null;
  return ROUTES.some((route) => route.path.startsWith(fixed));
}

/** The route table the client is built with (its problems are located in it). */
export const ROUTE_TABLE_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  'runtime',
  'routing',
  'route-table.ts',
);

/**
 * The route table's problems for the brands of a brands folder (`_base` and each brand), one
 * problem per place in route-table.ts, naming the brands it concerns.
 */
export async function checkRouteTable(
  brandsDir: string,
  brandPages: BrandPages,
  relative: (path: string) => string,
): Promise<Problem[]> {
  const brands = (await readdir(brandsDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const found = new Map<string, { issue: RouteTableIssue; brands: string[] }>();
  for (const brand of brands) {
    for (const issue of routeTableIssues(await brandPages.presenceOf(join(brandsDir, brand)))) {
      const key = `${issue.rule}\u0000${issue.message}`;
      const entry = found.get(key) ?? { issue, brands: [] };
      entry.brands.push(brand);
      found.set(key, entry);
    }
  }
  if (found.size === 0) return [];
  const source = await readFile(ROUTE_TABLE_FILE, 'utf8').catch(() => '');
  const lineStarts = lineStartsOf(source);
  return [...found.values()].map(({ issue, brands: names }) => {
    const offset = issue.needles.map((needle) => source.indexOf(needle)).find((index) => index >= 0) ?? 0;
    return {
      file: relative(ROUTE_TABLE_FILE),
      ...positionAt(lineStarts, offset),
      pointer: '',
      message: `${issue.message} (brands: ${names.join(', ')})`,
      rule: issue.rule,
    };
  });
}

/**
 * Every route of the table needs a layout in `_base` (a brand may only add or replace one): a
 * route without one is absent on every brand, its links are dropped, and nobody is told. Located at
 * the route in route-table.ts. Checked where `_base` is a site's base, that is it has the shell
 * layout: a folder of a few documents (an extract, a test's fixture) is not a site.
 */
/** The layout every page of a site is drawn in. */
const SHELL_LAYOUT = 'shell';

export async function checkRoutesHaveLayouts(
  brandsDir: string,
  brandPages: BrandPages,
  relative: (path: string) => string,
): Promise<Problem[]> {
  const base = await brandPages.presenceOf(join(brandsDir, '_base'));
  if (!base.pages.includes(SHELL_LAYOUT)) return [];
  const missing = ROUTES.filter((route) => !base.pages.includes(route.layout));
  if (missing.length === 0) return [];
  const source = await readFile(ROUTE_TABLE_FILE, 'utf8').catch(() => '');
  const lineStarts = lineStartsOf(source);
  const seen = new Set<string>();
  return missing.flatMap((route) => {
    if (seen.has(route.layout)) return [];
    seen.add(route.layout);
    const offset =
      [`name: '${route.name}'`, `('${route.name}'`, `layout: '${route.layout}'`]
        .map((needle) => source.indexOf(needle))
        .find((index) => index >= 0) ?? 0;
    return [
      {
        file: relative(ROUTE_TABLE_FILE),
        ...positionAt(lineStarts, offset),
        pointer: '',
        message: `route "${route.name}" (${route.path}) has no layout: add _base/layouts/${route.layout}.json, or the page is absent on every brand`,
        rule: 'route/no-layout',
      },
    ];
  });
}
