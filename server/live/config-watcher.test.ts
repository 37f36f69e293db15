import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseJsonDocument, positionOf } from '../../tools/cli/validate/json-document.ts';
import type { Problem } from '../../tools/cli/validate/problem.ts';
import { heldJsonFiles, JsonFileCache } from '../site/json-file-cache.ts';
import {
  ChangeBatch,
  ConfigWatcher,
  decideBroadcast,
  isConfigPath,
  type ConfigProblem,
  type LiveConfigEvent,
} from './config-watcher.ts';

const problem = (file: string, rule = 'json/syntax'): ConfigProblem => ({
  file,
  line: 2,
  column: 3,
  message: 'invalid JSON: value expected',
  rule,
  frame: '> 2 | x',
});

describe('decideBroadcast', () => {
  it('announces valid files as changed', () => {
    expect(decideBroadcast([{ file: 'brands/a.json', problems: [] }])).toEqual([
      { type: 'config-changed', files: ['brands/a.json'] },
    ]);
  });

  it('announces the problems of broken files as one error, after the valid files of the batch', () => {
    const broken = [problem('brands/b.json'), problem('brands/b.json', 'date/order')];
    expect(
      decideBroadcast([
        { file: 'brands/a.json', problems: [] },
        { file: 'brands/b.json', problems: broken },
      ]),
    ).toEqual([
      { type: 'config-changed', files: ['brands/a.json'] },
      { type: 'config-error', errors: broken },
    ]);
    expect(decideBroadcast([{ file: 'brands/b.json', problems: broken }])).toEqual([
      { type: 'config-error', errors: broken },
    ]);
    expect(decideBroadcast([])).toEqual([]);
  });
});

describe('isConfigPath', () => {
  it('takes JSON documents and brand assets', () => {
    expect(isConfigPath('nova/cms/config/banners-config.json')).toBe(true);
    expect(isConfigPath('nova/brand.json')).toBe(true);
    expect(isConfigPath('nova/assets/logo.svg')).toBe(true);
  });

  it('leaves out editor swap, backup and hidden files', () => {
    expect(isConfigPath('nova/.brand.json.swp')).toBe(false);
    expect(isConfigPath('nova/brand.json~')).toBe(false);
    expect(isConfigPath('.git/config')).toBe(false);
    expect(isConfigPath('nova/notes.txt')).toBe(false);
  });
});

describe('ChangeBatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('flushes a burst of changes once, after it has been quiet for the delay', () => {
    const flush = vi.fn();
    const batch = new ChangeBatch(100, flush);
    batch.add('a');
    vi.advanceTimersByTime(60);
    batch.add('b');
    batch.add('a');
    vi.advanceTimersByTime(99);
    expect(flush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledOnce();
    expect(flush).toHaveBeenCalledWith(['a', 'b']);
  });

  it('flushes nothing once closed', () => {
    const flush = vi.fn();
    const batch = new ChangeBatch(100, flush);
    batch.add('a');
    batch.close();
    vi.advanceTimersByTime(500);
    expect(flush).not.toHaveBeenCalled();
  });
});

/** A stand-in for `croupier validate`: JSON syntax only, located like the real one. */
async function syntaxOnly(root: string, files: readonly string[]): Promise<Problem[]> {
  const { readFile } = await import('node:fs/promises');
  const problems: Problem[] = [];
  for (const file of files) {
    const doc = parseJsonDocument(await readFile(file, 'utf8'));
    for (const error of doc.syntaxErrors) {
      problems.push({
        file: file.slice(root.length + 1),
        ...positionOf(doc, error.offset),
        pointer: '',
        message: `invalid JSON: ${error.message}`,
        rule: 'json/syntax',
      });
    }
  }
  return problems;
}

describe('ConfigWatcher', () => {
  let root: string;
  let brandsDir: string;
  let file: string;
  let watcher: ConfigWatcher;
  let events: LiveConfigEvent[];
  let logged: string[];

  const banners = (title: string) => `{\n  "banners": [\n    { "title": "${title}" }\n  ]\n}\n`;

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'croupier-live-'));
    brandsDir = join(root, 'brands');
    file = join(brandsDir, 'nova', 'cms', 'config', 'banners-config.json');
    mkdirSync(join(brandsDir, 'nova', 'cms', 'config'), { recursive: true });
    writeFileSync(file, banners('Welcome'));
    events = [];
    logged = [];
    watcher = new ConfigWatcher({
      brandsDir,
      validate: (files) => syntaxOnly(root, files),
      onEvent: (event) => events.push(event),
      log: { info: (line) => logged.push(`info ${line}`), error: (line) => logged.push(`error ${line}`) },
      debounceMs: 20,
    });
    await watcher.start();
  });

  afterEach(() => {
    watcher.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function nextEvent(): Promise<LiveConfigEvent> {
    const count = events.length;
    await vi.waitFor(() => expect(events.length).toBeGreaterThan(count), { timeout: 5_000 });
    await watcher.settled();
    return events[count]!;
  }

  it('announces a valid edit, which is served from then on', async () => {
    const cache = new JsonFileCache();
    writeFileSync(file, banners('Spring spins'));
    expect(await nextEvent()).toEqual({
      type: 'config-changed',
      files: ['brands/nova/cms/config/banners-config.json'],
    });
    expect(heldJsonFiles.has(file)).toBe(false);
    expect(cache.read(file)).toEqual({ banners: [{ title: 'Spring spins' }] });
    expect(logged).toEqual(['info configuration reloaded: brands/nova/cms/config/banners-config.json']);
  });

  it('keeps the last good version served while an edit is broken, and lets go once it is fixed', async () => {
    const cache = new JsonFileCache();
    writeFileSync(file, '{\n  "banners": [\n    { "title": }\n  ]\n}\n');
    const error = await nextEvent();
    expect(error).toEqual({
      type: 'config-error',
      errors: [
        {
          file: 'brands/nova/cms/config/banners-config.json',
          line: 3,
          column: 16,
          message: 'invalid JSON: value expected',
          rule: 'json/syntax',
          frame: [
            '  1 | {',
            '  2 |   "banners": [',
            '> 3 |     { "title": }',
            '    |                ^',
            '  4 |   ]',
            '  5 | }',
          ].join('\n'),
        },
      ],
    });
    expect(cache.read(file)).toEqual({ banners: [{ title: 'Welcome' }] });
    expect(watcher.errors()).toHaveLength(1);
    expect(logged).toContain(
      'error brands/nova/cms/config/banners-config.json:3:16  invalid JSON: value expected  (json/syntax)',
    );

    writeFileSync(file, banners('Fixed'));
    expect(await nextEvent()).toEqual({
      type: 'config-changed',
      files: ['brands/nova/cms/config/banners-config.json'],
    });
    expect(watcher.errors()).toEqual([]);
    expect(cache.read(file)).toEqual({ banners: [{ title: 'Fixed' }] });
  });

  it('hears a file replaced by a rename, as editors save, and files of folders added later', async () => {
    writeFileSync(`${file}.tmp`, banners('Renamed in'));
    renameSync(`${file}.tmp`, file);
    expect(await nextEvent()).toMatchObject({
      type: 'config-changed',
      files: expect.arrayContaining(['brands/nova/cms/config/banners-config.json']),
    });
    writeFileSync(`${file}.tmp`, '{');
    renameSync(`${file}.tmp`, file);
    expect((await nextEvent()).type).toBe('config-error');

    const pages = join(brandsDir, 'nova', 'cms', 'pages');
    mkdirSync(pages);
    await new Promise((wait) => setTimeout(wait, 50));
    writeFileSync(join(pages, 'about.json'), '{}');
    await vi.waitFor(
      () =>
        expect(events.flatMap((event) => (event.type === 'config-changed' ? event.files : []))).toContain(
          'brands/nova/cms/pages/about.json',
        ),
      { timeout: 5_000 },
    );
  });

  it('announces a removed file as changed and forgets its problems', async () => {
    writeFileSync(file, '{');
    await nextEvent();
    rmSync(file);
    expect(await nextEvent()).toEqual({
      type: 'config-changed',
      files: ['brands/nova/cms/config/banners-config.json'],
    });
    expect(watcher.errors()).toEqual([]);
    expect(heldJsonFiles.has(file)).toBe(false);
  });

  it('holds nothing and hears nothing once closed', async () => {
    writeFileSync(file, '{');
    await nextEvent();
    expect(heldJsonFiles.has(file)).toBe(true);
    watcher.close();
    expect(heldJsonFiles.has(file)).toBe(false);
    writeFileSync(file, banners('After close'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events).toHaveLength(1);
  });
});
