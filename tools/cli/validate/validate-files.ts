import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, relative as relativePath, sep } from 'node:path';
import { suggestion } from '../../../runtime/config/did-you-mean.ts';
import { toIssues } from '../../../runtime/config/issues.ts';
import type { AnyWidgetDefinition } from '../../../runtime/slots/define-widget.ts';
import { prepareProps } from '../../../runtime/slots/prepare-props.ts';
import type { ValidationIssue } from '../../../runtime/state/event-bus.ts';
import {
  BrandPages,
  checkLinkTargets,
  checkRoutesHaveLayouts,
  checkRouteTable,
} from './check-link-targets.ts';
import { checkMessages } from './check-messages.ts';
import { cmsHtmlIssues, prepareCmsHtmlCheck } from './cms-html-removals.ts';
import { collectJsonFiles, collectSourceFiles } from './collect-files.ts';
import { parseDmy } from '../../../runtime/config/dmy-dates.ts';
import { LOCALES } from '../../../runtime/context/types.ts';
import { bannerContentIssues } from '../../../runtime/rules/banners.ts';
import { documentSchemas, schemaFileName } from '../../../schemas/index.ts';
import { classifyFile } from './document-kind.ts';
import type { DocumentKind } from '../../../schemas/index.ts';
import { parseJsonDocument, positionOf, positionOfPointer, type JsonDocument } from './json-document.ts';
import { compareProblems, type Problem } from './problem.ts';
import { loadValidators, type Validators } from './validators.ts';

export interface ValidateOptions {
  /** Paths in the output are relative to this folder. */
  cwd: string;
  /** Absolute files or folders. */
  targets: readonly string[];
  /** The widget catalogue (widgets/index.ts). */
  widgets: readonly AnyWidgetDefinition[];
  /** Folders whose code must find its message keys (runtime/, widgets/). */
  codeRoots: readonly string[];
  /** How validators are obtained; default: precompiled when current, else compiled. */
  loadValidators?: (widgets: readonly AnyWidgetDefinition[]) => Promise<Validators>;
}

export interface ValidateResult {
  problems: Problem[];
  files: number;
}

/** Validates every JSON file of the targets, then the messages of each brands folder among them. */
export async function validateFiles(options: ValidateOptions): Promise<ValidateResult> {
  const relative = (path: string) => relativePath(options.cwd, path).split(sep).join('/');
  const files = await collectJsonFiles(options.targets);
  prepareCmsHtmlCheck(files);
  const validators = await (options.loadValidators ?? loadValidators)(options.widgets);
  const widgetsById = new Map(options.widgets.map((w) => [w.id, w]));
  const problems: Problem[] = [];
  const brandPages = new BrandPages();
  const hostOwners = new Map<string, { file: string; doc: JsonDocument; pointer: string }[]>();

  await Promise.all(
    files.map(async (file) => {
      const doc = parseJsonDocument(await readFile(file, 'utf8'));
      const located = (issue: ValidationIssue): Problem => ({
        file: relative(file),
        ...positionOfPointer(doc, issue.pointer),
        ...issue,
      });
      if (doc.value === undefined) {
        for (const error of doc.syntaxErrors) {
          problems.push({
            file: relative(file),
            ...positionOf(doc, error.offset),
            pointer: '',
            message: `invalid JSON: ${error.message}`,
            rule: 'json/syntax',
          });
        }
        return;
      }
      const kind = classifyFile(relative(file));
      if (kind.type !== 'document') return;
      const issues = validateDocument(validators, kind.kind, doc.value);
      if (kind.kind === 'layout') issues.push(...checkLayoutWidgets(validators, widgetsById, doc));
      issues.push(...checkSemantics(kind.kind, relative(file), doc.value));
      issues.push(...(await cmsHtmlIssues(file, kind.kind, doc.value)));
      if (kind.kind === 'brand') collectHosts(hostOwners, file, doc);
      if (kind.kind === 'cms/config/menus' || kind.kind === 'cms/config/footer') {
        issues.push(...(await checkPageLinks(file, doc.value)));
      }
      issues.push(...(await checkLinkTargets(file, kind.kind, doc.value, brandPages)));
      problems.push(...issues.map(located));
    }),
  );

  for (const [host, owners] of hostOwners) {
    if (owners.length < 2) continue;
    for (const owner of owners) {
      const others = owners.filter((o) => o !== owner).map((o) => relative(o.file));
      problems.push({
        file: relative(owner.file),
        ...positionOfPointer(owner.doc, owner.pointer),
        pointer: owner.pointer,
        message: `host "${host}" is also declared in ${others.join(', ')}`,
        rule: 'brand/duplicate-host',
      });
    }
  }

  for (const target of options.targets) {
    const isBrandsDir = await stat(join(target, '_base', 'messages')).then(
      (info) => info.isDirectory(),
      () => false,
    );
    if (!isBrandsDir) continue;
    problems.push(...(await checkRouteTable(target, brandPages, relative)));
    problems.push(...(await checkRoutesHaveLayouts(target, brandPages, relative)));
    const sourceFiles = await collectSourceFiles(options.codeRoots);
    problems.push(...(await checkMessages({ brandsDir: target, sourceFiles, relative })));
  }
  return { problems: problems.sort(compareProblems), files: files.length };
}

function validateDocument(validators: Validators, kind: DocumentKind, data: unknown): ValidationIssue[] {
  const validate = validators.document(kind);
  return validate(data) ? [] : toIssues(validate.errors, data, documentSchemas[kind]);
}

/** Widget ids of a layout exist in the catalogue and their props (with defaults) are valid. */
function checkLayoutWidgets(
  validators: Validators,
  widgetsById: Map<string, AnyWidgetDefinition>,
  doc: JsonDocument,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const slots = (doc.value as { slots?: unknown }).slots;
  if (!slots || typeof slots !== 'object') return issues;
  for (const [slot, entries] of Object.entries(slots)) {
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry: unknown, index) => {
      if (!entry || typeof entry !== 'object') return;
      const {
        widget: id,
        props,
        version,
      } = entry as { widget?: unknown; props?: unknown; version?: unknown };
      if (typeof id !== 'string') return;
      const base = `/slots/${slot}/${index}`;
      const definition = widgetsById.get(id);
      if (!definition) {
        issues.push({
          pointer: `${base}/widget`,
          message: `unknown widget "${id}"${suggestion(id, widgetsById.keys())}`,
          rule: 'layout/unknown-widget',
        });
        return;
      }
      if (props !== undefined && (typeof props !== 'object' || props === null || Array.isArray(props)))
        return;
      if (typeof version === 'number' && version > definition.version) {
        issues.push({
          pointer: `${base}/version`,
          message: `${id}: props version ${version} is newer than the widget's ${definition.version}`,
          rule: 'layout/future-version',
        });
        return;
      }
      const prepared = prepareProps(
        definition,
        props as Record<string, unknown> | undefined,
        typeof version === 'number' ? version : undefined,
      );
      const validate = validators.widget(id);
      if (!validate || validate(prepared)) return;
      for (const issue of toIssues(validate.errors, prepared, definition.props)) {
        issues.push({
          ...issue,
          pointer: `${base}/props${issue.pointer}`,
          message: `${id}: ${issue.message}`,
        });
      }
    });
  }
  return issues;
}

/**
 * Menus and footer name CMS pages by slug; the page must exist in the brand or in `_base`
 * (brands/<id>/cms/config/x.json → brands/<id>/cms/pages, brands/_base/cms/pages).
 */
async function checkPageLinks(file: string, value: unknown): Promise<ValidationIssue[]> {
  const brandDir = dirname(dirname(dirname(file)));
  const pageDirs = [join(brandDir, 'cms', 'pages'), join(dirname(brandDir), '_base', 'cms', 'pages')];
  const refs: { pointer: string; slug: string }[] = [];
  const visit = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, `${pointer}/${i}`));
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key === 'page' && typeof child === 'string')
          refs.push({ pointer: `${pointer}/page`, slug: child });
        else if (key !== 'when') visit(child, `${pointer}/${key}`);
      }
    }
  };
  visit(value, '');
  const issues: ValidationIssue[] = [];
  for (const { pointer, slug } of refs) {
    const exists = await Promise.all(
      pageDirs.map((dir) =>
        stat(join(dir, `${slug}.json`)).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (!exists.some(Boolean)) {
      const slugs = (await Promise.all(pageDirs.map((dir) => readdir(dir).catch(() => [] as string[]))))
        .flat()
        .filter((name) => name.endsWith('.json'))
        .map((name) => name.slice(0, -'.json'.length));
      issues.push({
        pointer,
        message: `no CMS page "${slug}" in this brand or _base${suggestion(slug, slugs)}`,
        rule: 'cms/unknown-page',
      });
    }
  }
  return issues;
}

/** Rules a schema cannot express: the `$schema` file, brand id = folder, liveTime order. */
function checkSemantics(kind: DocumentKind, path: string, value: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!value || typeof value !== 'object' || Array.isArray(value)) return issues;
  const record = value as Record<string, unknown>;
  const expected = `${schemaFileName(kind)}.schema.json`;
  const declared = record.$schema;
  if (typeof declared === 'string' && !declared.startsWith('http') && !declared.endsWith(`/${expected}`)) {
    issues.push({ pointer: '/$schema', message: `should name ${expected}`, rule: 'json/schema-mismatch' });
  }
  const folder = /(?:^|\/)([^/]+)\/brand\.json$/.exec(path)?.[1];
  if (kind === 'brand' && folder && typeof record.id === 'string' && record.id !== folder) {
    issues.push({
      pointer: '/id',
      message: `must equal the folder name "${folder}"`,
      rule: 'brand/id-mismatch',
    });
  }
  if (kind === 'cms/config/banners-config' && Array.isArray(record.banners)) {
    record.banners.forEach((banner: unknown, i) => {
      const live = (banner as { liveTime?: { start?: unknown; end?: unknown } } | null)?.liveTime;
      if (typeof live?.start !== 'string' || typeof live.end !== 'string') return;
      const [start, end] = [parseDmy(live.start), parseDmy(live.end)];
      if (start !== null && end !== null && end <= start) {
        issues.push({
          pointer: `/banners/${i}/liveTime/end`,
          message: 'must be after liveTime.start',
          rule: 'date/order',
        });
      }
    });
  }
  if (kind === 'cms/config/banners-config') issues.push(...bannerContentIssues(record, LOCALES));
  return issues;
}

/** Each host serves one brand: remember who declares which (brand.json /hosts/<i>/host). */
function collectHosts(
  owners: Map<string, { file: string; doc: JsonDocument; pointer: string }[]>,
  file: string,
  doc: JsonDocument,
): void {
  const hosts = (doc.value as { hosts?: unknown }).hosts;
  if (!Array.isArray(hosts)) return;
  hosts.forEach((entry: unknown, i) => {
    const host = (entry as { host?: unknown } | null)?.host;
    if (typeof host !== 'string') return;
    const list = owners.get(host.toLowerCase()) ?? [];
    list.push({ file, doc, pointer: `/hosts/${i}/host` });
    owners.set(host.toLowerCase(), list);
  });
}
