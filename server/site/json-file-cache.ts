import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Entry {
  mtimeMs: number;
  size: number;
  value: unknown;
}

/** A JSON file that exists but does not parse: reported to the client instead of crashing the server. */
export class InvalidJsonFileError extends Error {
  readonly reason: string;

  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${file}: ${reason}`);
    this.name = 'InvalidJsonFileError';
    this.reason = reason;
  }
}

/**
 * Files whose last good content is served instead of what is on disk: in development, the live
 * configuration (server/live/) holds a file here while an edit of it is broken or not yet
 * validated, so that the page keeps working. Keyed by absolute path; empty in production.
 */
export const heldJsonFiles = new Map<string, unknown>();

/**
 * Reads JSON files under brands/ and re-reads one as soon as its mtime or size changes, so content
 * managers see an edit on the next request without a restart (checking mtimes is cheaper and more
 * dependable across platforms than recursive fs.watch).
 */
export class JsonFileCache {
  private readonly entries = new Map<string, Entry>();

  /** The parsed file, or undefined when it does not exist. */
  read(file: string): unknown {
    if (heldJsonFiles.has(file)) return heldJsonFiles.get(file);
    let stats;
    try {
      stats = statSync(file);
    } catch {
      this.entries.delete(file);
      return undefined;
    }
    if (!stats.isFile()) return undefined;
    const cached = this.entries.get(file);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.value;
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new InvalidJsonFileError(file, error);
    }
    this.entries.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, value });
    return value;
  }
}

/** Paths (relative to `dir`, with `/` separators) of the `.json` files below it; [] when it is missing. */
export function listJsonFiles(dir: string, recursive: boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir, { recursive }) as string[];
  } catch {
    return [];
  }
  return names
    .map((name) => name.split('\\').join('/'))
    .filter((name) => name.endsWith('.json') && safeIsFile(join(dir, name)))
    .sort();
}

function safeIsFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A copy of a document without its `$schema` property (editor metadata, not content). */
export function withoutSchemaKey(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const { $schema: _schema, ...rest } = value as Record<string, unknown>;
  return rest;
}
