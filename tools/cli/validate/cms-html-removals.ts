import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CmsHtmlOptions, CmsHtmlRemoval } from '../../../runtime/config/cms-html.ts';
import { imageSourceOf, isAllowedImageUrl } from '../../../runtime/config/image-origins.ts';
import type { ValidationIssue } from '../../../runtime/state/event-bus.ts';
import type { DocumentKind } from '../../../schemas/index.ts';

/*
 * What the CMS HTML policy (runtime/config/cms-html.ts) would remove from a document, one problem
 * per removal, on the string that holds it. Every removal is an error: the page would differ from
 * what the file says (a lost style, a dropped image, a form that is not there), and a difference
 * that only shows in production is exactly what this check is for. Images from a host the brand
 * does not list are errors too, as the brand's Content-Security-Policy would block them anyway.
 */

/** Where each kind of CMS document holds HTML (`*`: any key or index). */
const HTML_FIELDS: Partial<Record<DocumentKind, readonly string[]>> = {
  'cms/page': ['/content/*/html'],
  'cms/config/banners-config': ['/banners/*/secondButton/popup/desc', '/banners/*/secondButton/popup/desc/*'],
  'cms/config/rocket-mart': ['/cards/*/readMore', '/cards/*/readMore/*'],
};

/** Image URLs outside HTML that the site shows as they are (the hero banner's artwork). */
const IMAGE_FIELDS: Partial<Record<DocumentKind, readonly string[]>> = {
  'cms/config/banners-config': ['/banners/*/image', '/banners/*/overlayImage'],
};

/** The origin links of CMS HTML are classified against: validation knows no host, and needs none. */
const NO_ORIGIN = 'https://validate.invalid';

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The strings of a document at a pointer pattern, with their pointers. */
function stringsAt(value: unknown, pattern: string): { pointer: string; text: string }[] {
  const found: { pointer: string; text: string }[] = [];
  const visit = (node: unknown, segments: string[], pointer: string) => {
    if (segments.length === 0) {
      if (typeof node === 'string') found.push({ pointer, text: node });
      return;
    }
    if (!node || typeof node !== 'object') return;
    const [segment, ...rest] = segments as [string, ...string[]];
    const entries = Array.isArray(node)
      ? node.map((child, index) => [String(index), child] as const)
      : Object.entries(node);
    for (const [key, child] of entries) {
      if (segment === '*' || segment === key) visit(child, rest, `${pointer}/${escapePointer(key)}`);
    }
  };
  visit(value, pattern.split('/').slice(1), '');
  return found;
}

/** The policy's answer for one piece of HTML, from the worker. */
type Reply = { id: number; removals: CmsHtmlRemoval[] } | { id: number; error: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<
  number,
  { resolve: (removals: CmsHtmlRemoval[]) => void; reject: (error: Error) => void }
>();

/** The worker, started on first use and shared by every run of this process. */
function policyWorker(): Worker {
  if (!worker) {
    const started = new Worker(join(dirname(fileURLToPath(import.meta.url)), 'cms-html-worker.mjs'));
    started.on('message', (reply: Reply) => {
      const request = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if ('error' in reply) request?.reject(new Error(`CMS HTML check failed: ${reply.error}`));
      else request?.resolve(reply.removals);
    });
    const fail = (error: Error) => {
      worker = undefined;
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`CMS HTML check stopped (exit code ${code})`)));
    worker = started;
  }
  return worker;
}

/**
 * Starts loading the policy when the files to validate include CMS documents, so that it loads
 * while the other checks run.
 */
export function prepareCmsHtmlCheck(files: readonly string[]): void {
  if (files.some((file) => file.split(sep).includes('cms'))) policyWorker().unref();
}

/** What the policy would remove from `html`, asked of the worker. */
function removalsOf(html: string, options: CmsHtmlOptions): Promise<CmsHtmlRemoval[]> {
  const thread = policyWorker();
  const id = nextId++;
  const answer = new Promise<CmsHtmlRemoval[]>((resolve, reject) => pending.set(id, { resolve, reject }));
  // Awaited answers keep the process alive; an idle worker does not (unref above).
  thread.ref();
  thread.postMessage({ id, html, options });
  return answer;
}

/** `security.imageOrigins` of a brand folder's brand.json; none when it cannot be read. */
async function imageOriginsOf(brandDir: string): Promise<string[]> {
  try {
    const brand = JSON.parse(await readFile(join(brandDir, 'brand.json'), 'utf8')) as {
      security?: { imageOrigins?: unknown };
    };
    const origins = brand.security?.imageOrigins;
    return Array.isArray(origins)
      ? origins.filter((origin): origin is string => typeof origin === 'string')
      : [];
  } catch {
    return [];
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/**
 * The image origins a CMS document may use: its brand's, or for a document of `_base`, those
 * that every brand showing it lists (a brand with a document of its own at the same path does
 * not show the `_base` one).
 */
async function imageOriginsFor(file: string): Promise<string[]> {
  const parts = file.split(sep);
  const cms = parts.lastIndexOf('cms');
  if (cms < 1) return [];
  const brandDir = parts.slice(0, cms).join(sep);
  if (!basename(brandDir).startsWith('_')) return imageOriginsOf(brandDir);
  const brandsDir = dirname(brandDir);
  const inBrand = relative(brandDir, file);
  const folders = (await readdir(brandsDir, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => join(brandsDir, entry.name));
  const showing: string[][] = [];
  for (const folder of folders) {
    if (!(await exists(join(folder, 'brand.json'))) || (await exists(join(folder, inBrand)))) continue;
    showing.push(await imageOriginsOf(folder));
  }
  const [first = [], ...others] = showing;
  return first.filter((origin) => others.every((origins) => origins.includes(origin)));
}

/**
 * One problem per piece of CMS HTML the sanitizer would remove, and per banner image from a host
 * outside the brand's image origins, located on the string that holds it.
 * @example await cmsHtmlIssues('/repo/brands/nova/cms/pages/about.json', 'cms/page', json)
 */
export async function cmsHtmlIssues(
  file: string,
  kind: DocumentKind,
  value: unknown,
): Promise<ValidationIssue[]> {
  const html = (HTML_FIELDS[kind] ?? []).flatMap((pattern) => stringsAt(value, pattern));
  const images = (IMAGE_FIELDS[kind] ?? []).flatMap((pattern) => stringsAt(value, pattern));
  if (html.length === 0 && images.length === 0) return [];
  const imageOrigins = await imageOriginsFor(file);
  const issues: ValidationIssue[] = [];
  for (const { pointer, text } of images) {
    if (isAllowedImageUrl(text, imageOrigins)) continue;
    issues.push({
      pointer,
      message: `image from ${imageSourceOf(text)} not in the brand's image origins`,
      rule: 'cms/image-origin',
    });
  }
  const removals = await Promise.all(
    html.map(({ text }) => removalsOf(text, { origin: NO_ORIGIN, imageOrigins })),
  );
  html.forEach(({ pointer }, i) => {
    for (const removal of removals[i] ?? []) issues.push({ pointer, ...removal });
  });
  return issues;
}
