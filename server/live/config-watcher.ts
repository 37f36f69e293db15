import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Problem } from '../../tools/cli/validate/problem.ts';
import { heldJsonFiles, listJsonFiles } from '../site/json-file-cache.ts';
import { codeFrame } from './code-frame.ts';
import type { ConfigProblem, LiveConfigEvent } from '../../runtime/dev/live-config-events.ts';

export type { ConfigProblem, LiveConfigEvent };

/** How long the watcher waits for a burst of saves (an editor writes a file in several steps) to end. */
export const CONFIG_DEBOUNCE_MS = 100;

/** Validates absolute files with the code of `croupier validate`. */
export type ValidateConfigFiles = (files: readonly string[]) => Promise<Problem[]>;

/** One edited file after validation: no problems means it is served as edited. */
export interface CheckedFile {
  file: string;
  problems: ConfigProblem[];
}

/**
 * What to broadcast after a batch of edits: the valid files as changed, the problems of the
 * others as one error (both when the batch holds both).
 */
export function decideBroadcast(checked: readonly CheckedFile[]): LiveConfigEvent[] {
  const events: LiveConfigEvent[] = [];
  const changed = checked.filter((entry) => entry.problems.length === 0).map((entry) => entry.file);
  if (changed.length > 0) events.push({ type: 'config-changed', files: changed });
  const errors = checked.flatMap((entry) => entry.problems);
  if (errors.length > 0) events.push({ type: 'config-error', errors });
  return events;
}

/** `brands/x.json:3:7  message  (rule)`: the line the server log prints for a problem. */
export function formatConfigProblem(
  problem: Pick<ConfigProblem, 'file' | 'line' | 'column' | 'message' | 'rule'>,
) {
  return `${problem.file}:${problem.line}:${problem.column}  ${problem.message}  (${problem.rule})`;
}

/**
 * Whether a changed path (relative to brands/) is configuration: JSON documents and brand assets;
 * not editor swap and backup files, nor hidden ones.
 */
export function isConfigPath(path: string): boolean {
  const segments = path.split(/[\\/]/);
  const name = segments.at(-1) ?? '';
  if (segments.some((segment) => segment.startsWith('.')) || name.endsWith('~')) return false;
  return name.endsWith('.json') || segments.includes('assets');
}

/**
 * Watches every folder of a tree, folders added later too, and calls `onPath` with the absolute
 * path of whatever changed in one. One watcher per folder rather than `fs.watch(..., { recursive })`:
 * on Linux that one misses a file replaced by a rename, which is how many editors save.
 */
export function watchTree(root: string, onPath: (path: string) => void, onError: (error: Error) => void) {
  const watchers = new Map<string, FSWatcher>();
  const add = (dir: string) => {
    if (watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, name) => {
        if (!name) return;
        const path = join(dir, name);
        if (isDirectory(path)) addTree(path);
        onPath(path);
      });
    } catch {
      return; // Gone already.
    }
    watcher.on('error', (error) => {
      watchers.delete(dir);
      watcher.close();
      onError(error);
    });
    watchers.set(dir, watcher);
  };
  const addTree = (dir: string) => {
    add(dir);
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith('.')) addTree(join(dir, entry.name));
    }
  };
  addTree(root);
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Calls `flush` with the keys added once none has been added for `delayMs`. */
export class ChangeBatch {
  private readonly keys = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly delayMs: number,
    private readonly flush: (keys: string[]) => void,
  ) {}

  add(key: string): void {
    this.keys.add(key);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const keys = [...this.keys];
      this.keys.clear();
      this.flush(keys);
    }, this.delayMs);
  }

  close(): void {
    clearTimeout(this.timer);
    this.keys.clear();
  }
}

export interface ConfigWatcherOptions {
  brandsDir: string;
  validate: ValidateConfigFiles;
  onEvent: (event: LiveConfigEvent) => void;
  log: { info: (message: string) => void; error: (message: string) => void };
  debounceMs?: number;
}

/**
 * Watches brands/ in development: an edit is validated; a valid one is served and announced
 * (`config-changed`), a broken one is announced with its problems (`config-error`) and logged,
 * while the file's last good version stays served (held in `heldJsonFiles`, from the moment the
 * edit is seen until it proves valid).
 */
export class ConfigWatcher {
  /** Last good content of every JSON file, by absolute path. */
  private readonly lastGood = new Map<string, unknown>();
  private readonly broken = new Map<string, ConfigProblem[]>();
  private readonly batch: ChangeBatch;
  private watcher: { close(): void } | undefined;
  /** Batches are validated one after another, in the order they came. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: ConfigWatcherOptions) {
    this.batch = new ChangeBatch(options.debounceMs ?? CONFIG_DEBOUNCE_MS, (files) => {
      this.queue = this.queue
        .then(() => this.check(files))
        .catch((error: unknown) => {
          options.log.error(`live configuration: the check of ${files.join(', ')} failed: ${String(error)}`);
        });
    });
  }

  /** Reads the current files as the last good versions and starts watching. */
  async start(): Promise<void> {
    const { brandsDir } = this.options;
    for (const path of listJsonFiles(brandsDir, true)) {
      const file = join(brandsDir, path);
      try {
        this.lastGood.set(file, JSON.parse(await readFile(file, 'utf8')));
      } catch {
        // Broken already: nothing good to hold; it is served (and reported) as it is.
      }
    }
    if (this.closed) return;
    this.watcher = watchTree(
      brandsDir,
      (path) => {
        if (isConfigPath(relative(brandsDir, path))) this.seen(path);
      },
      (error) => this.options.log.error(`live configuration: ${error.message}`),
    );
  }

  /** The problems of every file whose edit is broken now. */
  errors(): ConfigProblem[] {
    return [...this.broken.values()].flat();
  }

  /** Resolves once every edit seen so far has been checked and announced. */
  async settled(): Promise<void> {
    await this.queue;
  }

  close(): void {
    this.closed = true;
    this.watcher?.close();
    this.batch.close();
    for (const file of this.lastGood.keys()) heldJsonFiles.delete(file);
  }

  private seen(file: string): void {
    // Until the edit proves valid, requests get the last good version, never a half-saved file.
    if (this.lastGood.has(file)) heldJsonFiles.set(file, this.lastGood.get(file));
    this.batch.add(file);
  }

  private display(file: string): string {
    return relative(dirname(this.options.brandsDir), file).split(sep).join('/');
  }

  private async check(files: string[]): Promise<void> {
    if (this.closed) return;
    const texts = new Map<string, string | undefined>();
    await Promise.all(
      files.map(async (file) => texts.set(file, await readFile(file, 'utf8').catch(() => undefined))),
    );
    const present = files.filter((file) => texts.get(file) !== undefined);
    const json = present.filter((file) => file.endsWith('.json'));
    const problems = json.length > 0 ? await this.options.validate(json) : [];
    if (this.closed) return;
    const checked: CheckedFile[] = files.map((file) => {
      const shown = this.display(file);
      const text = texts.get(file);
      const own = problems.filter((problem) => problem.file === shown);
      if (text === undefined || !file.endsWith('.json')) {
        this.forget(file, shown);
        return { file: shown, problems: [] };
      }
      if (own.length === 0) {
        this.lastGood.set(file, JSON.parse(text));
        heldJsonFiles.delete(file);
        this.broken.delete(shown);
        return { file: shown, problems: [] };
      }
      const located = own.map((problem) => ({
        file: shown,
        line: problem.line,
        column: problem.column,
        message: problem.message,
        rule: problem.rule,
        frame: codeFrame(text, problem.line, problem.column),
      }));
      this.broken.set(shown, located);
      return { file: shown, problems: located };
    });
    for (const event of decideBroadcast(checked)) {
      if (event.type === 'config-changed')
        this.options.log.info(`configuration reloaded: ${event.files.join(', ')}`);
      else for (const problem of event.errors) this.options.log.error(formatConfigProblem(problem));
      this.options.onEvent(event);
    }
  }

  /** A removed file, or one that is not JSON: served as it is on disk from now on. */
  private forget(file: string, shown: string): void {
    this.lastGood.delete(file);
    heldJsonFiles.delete(file);
    this.broken.delete(shown);
  }
}
